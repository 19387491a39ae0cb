import type { VideoSpot } from "~/content/types";

/**
 * A 16:9 video on a sales page: the configured embed, or, until there is one, a designed panel
 * that says what the video covers (no play button that does nothing).
 */
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
      <svg aria-hidden="true" viewBox="0 0 120 72" className="relative w-28 sm:w-36">
        <rect x="2" y="2" width="116" height="68" rx="8" fill="none" stroke="#ecc25b" strokeWidth="3" />
        <rect x="12" y="12" width="60" height="6" rx="3" fill="#ecc25b" />
        <rect x="12" y="24" width="44" height="4" rx="2" fill="#ffffff" opacity="0.7" />
        <rect x="12" y="32" width="50" height="4" rx="2" fill="#ffffff" opacity="0.7" />
        <rect x="12" y="40" width="38" height="4" rx="2" fill="#ffffff" opacity="0.7" />
        <circle cx="94" cy="34" r="14" fill="#ffffff" opacity="0.15" />
        <path d="M88 27v14l12-7Z" fill="#ecc25b" />
        <rect x="12" y="56" width="96" height="4" rx="2" fill="#ffffff" opacity="0.25" />
        <rect x="12" y="56" width="40" height="4" rx="2" fill="#ecc25b" />
      </svg>
      <figcaption className="relative mt-4 max-w-md">
        <span className="block font-semibold text-white">{video.title}</span>
        <span className="mt-1 block text-sm text-slate-200">{video.placeholder}</span>
      </figcaption>
    </figure>
  );
}
