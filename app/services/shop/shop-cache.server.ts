import { ShopApiError, type ShopCache } from "./shop-api.server";
import type { ShopMemory } from "./shop-memory.server";
import * as clock from "~/lib/clock";

/**
 * The shop API's GET answers kept in the Workers Cache API (caches.default), keyed by the API URL.
 * Fresh for a minute; then served stale while a background refresh runs (waitUntil); and kept for
 * a week as the "last good" answer, served when the shop fails (5xx, time-out, unreachable).
 * While an answer is fresh, the isolate's memory serves it without a Cache API read.
 */

/** The part of the Workers Cache API this uses; tests pass an in-memory one. */
export interface CacheLike {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

export interface ShopCacheOptions {
  /** The Cache API; null: the memory alone (the demo catalog, whose answers never change). */
  cache: CacheLike | null;
  /** The isolate's memory of fresh answers; none: every read asks the cache. */
  memory?: ShopMemory | null;
  waitUntil?: (promise: Promise<unknown>) => void;
  freshMs?: number;
  /** How long after freshness a stale answer is still served at once (refreshed in the background). */
  staleMs?: number;
  /** How long the last good answer is kept for when the shop fails. */
  keepMs?: number;
}

export const SHOP_FRESH_MS = 60_000;
export const SHOP_STALE_MS = 10 * 60_000;
export const SHOP_KEEP_MS = 7 * 24 * 60 * 60_000;

const STORED_AT = "X-Stored-At";

/** The Workers cache when the platform has one (workerd); null in Node. */
export function platformCache(): CacheLike | null {
  const storage = (globalThis as { caches?: { default?: CacheLike } }).caches;
  return storage?.default ?? null;
}

/** A failure of the shop itself, as opposed to an answer such as 404 (which is not papered over). */
function shopFailed(error: unknown): boolean {
  if (!(error instanceof ShopApiError)) return true;
  return error.status === null || error.status >= 500;
}

export function createShopCache(options: ShopCacheOptions): ShopCache {
  const { cache, memory } = options;
  const freshMs = options.freshMs ?? SHOP_FRESH_MS;
  const staleMs = options.staleMs ?? SHOP_STALE_MS;
  const keepMs = options.keepMs ?? SHOP_KEEP_MS;
  const background = options.waitUntil ?? ((promise: Promise<unknown>) => void promise.catch(() => {}));
  // One refresh per URL per request handler, however many loaders ask.
  const refreshing = new Set<string>();

  async function lookup<T>(key: Request, cacheApi: CacheLike): Promise<{ value: T; age: number } | null> {
    try {
      const hit = await cacheApi.match(key);
      if (!hit) return null;
      const storedAt = Number(hit.headers.get(STORED_AT));
      const value = (await hit.json()) as T;
      return { value, age: Number.isFinite(storedAt) ? clock.nowMs() - storedAt : Infinity };
    } catch (error) {
      console.error("Store cache read failed:", error);
      return null;
    }
  }

  async function store(key: Request, value: unknown, cacheApi: CacheLike): Promise<void> {
    try {
      const response = new Response(JSON.stringify(value), {
        headers: {
          "Content-Type": "application/json",
          "Cache-Control": `public, max-age=${Math.round(keepMs / 1000)}`,
          [STORED_AT]: String(clock.nowMs()),
        },
      });
      await cacheApi.put(key, response);
    } catch (error) {
      console.error("Store cache write failed:", error);
    }
  }

  /** Keeps a fresh answer in the isolate's memory, as stored at `storedAt`. */
  function remember<T>(url: string, value: T, storedAt: number): T {
    memory?.remember(url, value, storedAt);
    return value;
  }

  async function loadAndStore<T>(url: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    if (cache) await store(new Request(url, { method: "GET" }), value, cache);
    return remember(url, value, clock.nowMs());
  }

  return {
    async read<T>(url: string, load: () => Promise<T>): Promise<T> {
      const remembered = memory?.recall(url, freshMs);
      if (remembered !== undefined) return remembered as T;
      if (!cache) return loadAndStore(url, load);
      const cached = await lookup<T>(new Request(url, { method: "GET" }), cache);
      if (cached && cached.age < freshMs) return remember(url, cached.value, clock.nowMs() - cached.age);
      if (cached && cached.age < freshMs + staleMs) {
        if (!refreshing.has(url)) {
          refreshing.add(url);
          background(
            loadAndStore(url, load)
              .catch((error) => console.error("Store cache refresh failed:", error))
              .finally(() => refreshing.delete(url)),
          );
        }
        return cached.value;
      }
      try {
        return await loadAndStore(url, load);
      } catch (error) {
        if (cached && cached.age < keepMs && shopFailed(error)) {
          console.error("Store failed; serving the last good answer:", error);
          return cached.value;
        }
        throw error;
      }
    },
  };
}
