/**
 * YouTube videos shown through the privacy-enhanced domain (youtube-nocookie.com), loaded only
 * when the visitor presses play. Pure: no I/O.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube address or a bare id: watch?v=…, youtu.be/…, /embed/…, /shorts/…,
 * /live/…; null when it is none of those.
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const [, kind, value] = url.pathname.split("/");
      if (kind === "embed" || kind === "shorts" || kind === "live") id = value ?? null;
    }
  }
  return id && ID.test(id) ? id : null;
}

/** The privacy-enhanced player, started by the press that loaded it. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** The video on YouTube itself: where the play link goes without JavaScript. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
