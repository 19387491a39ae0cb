import type { Cache } from "@epic-web/cachified";
import { ageOf, kept, KEPT } from "~/services/cache/kept.server";
import { ShopApiError, type ShopCache } from "./shop-api.server";

/**
 * The shop API's GET answers kept by their rule (services/cache, KEPT.shop), keyed by the API URL:
 * in the isolate's memory and, for a real shop, the Workers Cache API (caches.default). Fresh for a
 * minute; then served stale while a background refresh runs (waitUntil); and kept for a week as
 * the "last good" answer, served when the shop fails (5xx, time-out, unreachable). A kept answer is
 * frozen: the isolate's pages share it.
 */

export const SHOP_FRESH_MS = KEPT.shop.ttl;
export const SHOP_STALE_MS = KEPT.shop.staleWhileRevalidate;
export const SHOP_KEEP_MS = KEPT.shop.sharedFor;

export interface ShopCacheOptions {
  /** The isolate's memory for the shop (KeptMemory.store("shop"), with the Cache API behind it or not). */
  store: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** A failure of the shop itself, as opposed to an answer such as 404 (which is not papered over). */
function shopFailed(error: unknown): boolean {
  if (!(error instanceof ShopApiError)) return true;
  return error.status === null || error.status >= 500;
}

export function createShopCache({ store, waitUntil }: ShopCacheOptions): ShopCache {
  return {
    read<T>(url: string, load: () => Promise<T>): Promise<T> {
      return kept<T>({
        store,
        rule: KEPT.shop,
        key: url,
        waitUntil,
        load: async () => deepFreeze(await load()),
        onFailure: (error, last) => {
          if (!last || ageOf(last) >= SHOP_KEEP_MS || !shopFailed(error)) throw error;
          console.error("Store failed; serving the last good answer:", error);
          // Answered, not kept again as if new.
          return { value: deepFreeze(last.value), keepFor: -1 };
        },
      });
    },
  };
}

/** A shared answer that a page changed would change every later page's: make that throw instead. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
