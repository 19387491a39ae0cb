/**
 * The shop's answers kept in the isolate's memory while they are fresh (docs/decisions/0009): a
 * page then reads them without asking the Cache API (a lookup and a JSON parse) or, for the demo
 * catalog, without parsing and checking the catalog again. The request handler makes one, so an
 * isolate has one; shop-cache.server.ts decides what is fresh.
 */
import * as clock from "~/lib/clock";
export interface ShopMemory {
  /** The value kept for this URL, if it was stored less than `freshMs` ago; undefined otherwise. */
  recall(url: string, freshMs: number): unknown;
  /** Keeps a value as stored at `storedAt` (ms since the epoch). It is frozen: later requests share it. */
  remember(url: string, value: unknown, storedAt: number): void;
  clear(): void;
}

/** Enough for a catalog's pages, its products and their stock; past it the oldest goes first. */
export const SHOP_MEMORY_ENTRIES = 500;

export function createShopMemory(maxEntries = SHOP_MEMORY_ENTRIES): ShopMemory {
  // A Map keeps insertion order: the first key is the one stored longest ago.
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  return {
    recall(url, freshMs) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      const age = clock.nowMs() - entry.storedAt;
      // A time ahead of the clock (another machine's, or a clock set back) is not trusted.
      if (age >= 0 && age < freshMs) return entry.value;
      entries.delete(url);
      return undefined;
    },
    remember(url, value, storedAt) {
      entries.delete(url);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(url, { value: deepFreeze(value), storedAt });
    },
    clear() {
      entries.clear();
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
