import type { AppLoadContext } from "@remix-run/cloudflare";
import { rateLimitCopy } from "~/content/rate-limit";
import type { Toast } from "~/content/types";
import * as clock from "~/lib/clock";

/**
 * Limits posts per action (a lead form's id, "cart", "buy") and per address, so adjusting the cart
 * never uses up the contact form's allowance. Actions call `rateLimit` themselves, after their bot
 * check (the honeypot), so a refused post can answer with its own page and keep what was typed.
 * Cloudflare's rate-limiting binding (RATE_LIMITER, declared in wrangler.toml) counts across the
 * network; without it a per-isolate window counts here. Off when RATE_LIMIT=off (tests).
 */

export const RATE_LIMIT_WINDOW_SECONDS = 60;

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Fixed one-minute windows per key, in memory. A key whose window has passed starts again; past
 * `maxKeys` the least recently seen key is forgotten, one at a time, so nobody else's count resets.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000,
  ) {}

  /** Counts one post; the outcome says whether it is within `limit`. */
  hit(key: string, limit: number, now: number): RateLimitOutcome {
    let current = this.windows.get(key);
    // Re-inserting keeps the map in least-recently-seen order.
    this.windows.delete(key);
    if (!current || now - current.start >= this.windowMs) current = { start: now, count: 0 };
    current.count += 1;
    this.windows.set(key, current);
    while (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    if (current.count <= limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.start + this.windowMs - now) / 1000)) };
  }

  get size(): number {
    return this.windows.size;
  }
}

const memory = new WindowCounter();

/** The visitor's address as Cloudflare reports it (X-Forwarded-For where Cloudflare is not in front). */
export function clientAddress(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0].trim() ?? "local"
  );
}

/** Whether this post of `action` may go on; counted per action and per address. */
export async function rateLimit(
  action: string,
  request: Request,
  context: Pick<AppLoadContext, "config">,
  now = clock.nowMs(),
): Promise<RateLimitOutcome> {
  const { off, limiter, perWindow } = context.config.rateLimit;
  if (off) return { ok: true };
  const key = `${action}:${clientAddress(request)}`;
  if (limiter) {
    try {
      const { success } = await limiter.limit({ key });
      return success ? { ok: true } : { ok: false, retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS };
    } catch (error) {
      // The binding failing must not turn away a real lead.
      console.error("Rate limiter failed:", error);
      return { ok: true };
    }
  }
  return memory.hit(key, perWindow, now);
}

/** Stripe lookups /success may make per address in a window (anonymous guesses cost Stripe calls). */
export const SUCCESS_LOOKUPS_PER_WINDOW = 10;
const successLookups = new WindowCounter();

/**
 * Whether /success may ask Stripe about one more session for this address. Counted in this
 * isolate's memory (Cloudflare's binding has one allowance for every action, too generous here):
 * a guesser spread over many isolates gets more, each still bounded. Off when RATE_LIMIT=off.
 */
export function successLookupLimit(
  request: Request,
  context: Pick<AppLoadContext, "config">,
  now = clock.nowMs(),
): RateLimitOutcome {
  if (context.config.rateLimit.off) return { ok: true };
  return successLookups.hit(`success:${clientAddress(request)}`, SUCCESS_LOOKUPS_PER_WINDOW, now);
}

/** The Retry-After header of a refused post. */
export function retryAfterHeaders(outcome: { retryAfterSeconds: number }): HeadersInit {
  return { "Retry-After": String(outcome.retryAfterSeconds) };
}

/** The toast of a refused post: when to try again. */
export function rateLimitToast(outcome: { retryAfterSeconds: number }): Toast {
  return { type: "error", message: rateLimitCopy.title, description: rateLimitCopy.retryIn(outcome.retryAfterSeconds) };
}
