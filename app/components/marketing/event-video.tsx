import { useState, type MouseEvent } from "react";
import { youtubeEmbedUrl, youtubeWatchUrl } from "~/lib/video";

export interface EventVideoWords {
  title: string;
  /** Under the play button: where the video plays from. */
  playNote: string;
  nextHeading: string;
  nextText: string;
  nextCta: string;
}

export interface SessionDate {
  weekday: string;
  month: string;
  day: string;
  /** e.g. "Saturday, November 28". */
  long: string;
}

/**
 * The event page's video area. With a video configured: a poster that is a link to the video on
 * YouTube (so it plays without JavaScript); with JavaScript a press swaps in the privacy-enhanced
 * player, and nothing is fetched from YouTube before that press. With none configured: the next
 * session, designed, with the way to the registration form.
 */
export function EventVideo({
  videoId,
  words,
  session,
  facts,
}: {
  videoId: string | null;
  words: EventVideoWords;
  session: SessionDate;
  /** e.g. ["6 PM EST", "Live online", "Free"]. */
  facts: readonly string[];
}) {
  const [playing, setPlaying] = useState(false);
  if (videoId && playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={words.title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (videoId) {
    const play = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setPlaying(true);
    };
    return (
      <a
        href={youtubeWatchUrl(videoId)}
        onClick={play}
        className="hero-decoration group relative flex aspect-video flex-col items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-6 text-center shadow-lg focus-visible:outline-offset-4"
        data-testid="video-facade"
      >
        <span
          aria-hidden="true"
          className="relative flex h-16 w-16 items-center justify-center rounded-full bg-gold-400 text-slate-900 shadow-lg transition-transform group-hover:scale-105 sm:h-20 sm:w-20"
        >
          <svg width="32" height="32" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5.5v13l11-6.5-11-6.5Z" />
          </svg>
        </span>
        <span className="relative mt-4 block font-semibold text-white">{words.title}</span>
        <span className="relative mt-1 block text-sm text-slate-200">{words.playNote}</span>
      </a>
    );
  }
  return (
    <section
      aria-labelledby="next-session-heading"
      className="hero-decoration relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-6 text-white shadow-lg sm:p-8"
      data-testid="next-session-panel"
    >
      <div className="relative flex items-center gap-5">
        <p
          aria-hidden="true"
          className="flex w-20 flex-none flex-col overflow-hidden rounded-xl bg-white text-center text-slate-900 shadow-md sm:w-24"
        >
          <span className="bg-gold-400 py-1 text-xs font-bold uppercase tracking-widest">{session.month}</span>
          <span className="pt-1 font-display text-4xl font-bold leading-none sm:text-5xl">{session.day}</span>
          <span className="pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{session.weekday}</span>
        </p>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{words.nextHeading}</p>
          <h2 id="next-session-heading" className="mt-1 font-display text-2xl font-bold sm:text-3xl">
            {session.long}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-200">
            {facts.map((fact, index) => (
              <li key={fact}>
                {index > 0 ? (
                  <span aria-hidden="true" className="mr-3 text-gold-300">
                    ·
                  </span>
                ) : null}
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="relative mt-5 text-slate-200">{words.nextText}</p>
      <a href="#register" className="btn btn-gold relative mt-6 w-full sm:w-auto">
        {words.nextCta}
      </a>
    </section>
  );
}
