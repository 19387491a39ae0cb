import type { Config } from "./config.server";

/**
 * Limits form and cart posts per client. Uses Cloudflare's rate-limiting binding (RATE_LIMITER)
 * where the platform offers it; elsewhere a per-isolate window, which still stops a single
 * client hammering one instance. Off when RATE_LIMIT=off (tests, load tests).
 */

export const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Posts per client per window: generous for a person, low for a script. */
export const POSTS_PER_WINDOW = 30;

const windows = new Map<string, { start: number; count: number }>();
const MAX_TRACKED_CLIENTS = 10_000;

function allowInMemory(key: string, now: number): boolean {
  const current = windows.get(key);
  if (!current || now - current.start >= RATE_LIMIT_WINDOW_SECONDS * 1000) {
    if (windows.size >= MAX_TRACKED_CLIENTS) windows.clear();
    windows.set(key, { start: now, count: 1 });
    return true;
  }
  current.count += 1;
  return current.count <= POSTS_PER_WINDOW;
}

export function clientKey(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0].trim() ?? "local"
  );
}

/** True when this post may go on. Only posts count: reading pages is never limited. */
export async function allowRequest(request: Request, config: Config, now = Date.now()): Promise<boolean> {
  if (request.method === "GET" || request.method === "HEAD" || config.rateLimit.off) return true;
  const key = clientKey(request);
  if (config.rateLimit.limiter) {
    try {
      return (await config.rateLimit.limiter.limit({ key })).success;
    } catch {
      // The binding failing must not turn away a real lead.
      return true;
    }
  }
  return allowInMemory(key, now);
}

export function tooManyRequests(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.6}h1{font-family:Georgia,serif;color:#1e3a5f}a{color:#1e3a5f;font-weight:600}</style></head>
<body><main><h1>Slow down a moment</h1><p>We received a lot of submissions from your connection in a short time. Please wait a minute, then go back and send your form again. Nothing you typed has been saved yet.</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RATE_LIMIT_WINDOW_SECONDS) },
  });
}
