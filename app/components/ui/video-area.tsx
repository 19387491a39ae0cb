import type { VideoSpot } from "~/content/types";

/** A 16:9 video: the configured embed, or a designed placeholder until there is one. */
export function VideoArea({ video, tone = "light" }: { video: VideoSpot; tone?: "light" | "dark" }) {
  if (video.url) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
        <iframe
          src={video.url}
          title={video.title}
          loading="lazy"
          className="h-full w-full"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <figure
      className={`hero-decoration relative flex aspect-video flex-col items-center justify-center overflow-hidden rounded-2xl p-6 text-center shadow-lg ${tone === "dark" ? "bg-white/10 ring-1 ring-white/20" : "bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950"}`}
      data-testid="video-placeholder"
    >
      <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-gold-400 text-slate-900 shadow-lg sm:h-20 sm:w-20">
        <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="currentColor">
          <path d="M8 5.5v13l11-6.5-11-6.5Z" />
        </svg>
      </span>
      <figcaption className="relative mt-4 max-w-md">
        <span className="block font-semibold text-white">{video.title}</span>
        <span className="mt-1 block text-sm text-slate-200">{video.placeholder}</span>
      </figcaption>
    </figure>
  );
}
