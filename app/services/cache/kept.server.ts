import { cachified, type Cache, type CacheEntry, type CacheMetadata } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

/**
 * The one place that keeps values between requests for a time (docs/decisions/0027), on
 * `@epic-web/cachified` over `lru-cache`, as the Epic Stack does. Each kept value's rules are
 * stated once, in KEPT. For every one of them, readers that ask while a value is being loaded share
 * that one load (cachified's in-flight sharing, per memory and key), so a burst of views on a cold
 * isolate makes one call. Values derived without a clock are lib/kept.ts.
 */

const MINUTE = 60_000;

export interface KeptRule {
  /** How long a value is used before it is loaded again (ms). */
  ttl: number;
  /** How long past `ttl` it is still answered at once while it is loaded again in the background. */
  staleWhileRevalidate?: number;
  /** After a failed load: how long its stand-in (the defaults, the typed price) is used. */
  retryAfterFailure?: number;
  /** How long the Workers Cache API keeps it (other isolates of the data centre read it there). */
  sharedFor?: number;
  /** At most this many keys in an isolate's memory; the least recently used go first. */
  entries: number;
}

export const KEPT = {
  /** Her values of "Your site" (services/site): each isolate reads them again within a minute. */
  siteContent: { ttl: MINUTE, retryAfterFailure: 5_000, entries: 8 },
  /** An offer's Stripe price (services/sales/prices): an hour; an unreachable Stripe is left alone a minute. */
  stripePrice: { ttl: 60 * MINUTE, retryAfterFailure: MINUTE, sharedFor: 60 * MINUTE, entries: 64 },
  /** The shop API's GET answers (services/shop): fresh a minute, stale ten, the last good a week. */
  shop: { ttl: MINUTE, staleWhileRevalidate: 10 * MINUTE, sharedFor: 7 * 24 * 60 * MINUTE, entries: 500 },
  /** What Stripe said of a checkout session /success asked about (services/sales/fulfilment). */
  successLookup: { ttl: MINUTE, entries: 1000 },
} satisfies Record<string, KeptRule>;

export type KeptName = keyof typeof KEPT;

/** The part of the Workers Cache API used here (caches.default); tests pass an in-memory one. */
export interface CacheApi {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** The Workers cache when the platform has one (workerd); null in Node. */
export function platformCache(): CacheApi | null {
  const storage = (globalThis as { caches?: { default?: CacheApi } }).caches;
  return storage?.default ?? null;
}

/** The isolate's memory: one per request handler (an isolate has one), a store per kept value. */
export interface KeptMemory {
  store(name: KeptName, cacheApi?: CacheApi | null): Cache;
  /** Forgets everything (a test's fresh isolate). */
  clear(): void;
}

export function createKeptMemory(): KeptMemory {
  const memories = new Map<KeptName, LRUCache<string, CacheEntry>>();
  // One store object per memory and Cache API: cachified shares loads in flight per store object.
  const stores = new Map<KeptName, WeakMap<CacheApi, Cache>>();
  const memoryOnly = new Map<KeptName, Cache>();
  function memoryOf(name: KeptName) {
    let memory = memories.get(name);
    if (!memory) memories.set(name, (memory = new LRUCache<string, CacheEntry>({ max: KEPT[name].entries })));
    return memory;
  }
  return {
    store(name, cacheApi = null) {
      const memory = memoryOf(name);
      if (!cacheApi) {
        let store = memoryOnly.get(name);
        if (!store) memoryOnly.set(name, (store = memory));
        return store;
      }
      let byApi = stores.get(name);
      if (!byApi) stores.set(name, (byApi = new WeakMap()));
      let store = byApi.get(cacheApi);
      if (!store) byApi.set(cacheApi, (store = throughCacheApi(memory, cacheApi, KEPT[name])));
      return store;
    },
    clear() {
      for (const memory of memories.values()) memory.clear();
    },
  };
}

const isEntry = (value: unknown): value is CacheEntry =>
  typeof value === "object" &&
  value !== null &&
  "metadata" in value &&
  typeof (value as CacheEntry).metadata?.createdTime === "number";

/** Fresh by the entry's own rule; a time ahead of the clock (a clock set back) is not trusted. */
function freshNow(metadata: CacheMetadata, now: number): boolean {
  const age = now - metadata.createdTime;
  return age >= 0 && (metadata.ttl === null || metadata.ttl === undefined || age < metadata.ttl);
}

/**
 * The clock cachified dates its entries by: the machine's, not lib/clock's (whose test offset
 * would make every entry look older or newer than cachified itself judges it).
 */
function cachifiedNow(): number {
  // eslint-disable-next-line no-restricted-syntax -- cachified's own clock, see above
  return Date.now();
}

/**
 * The isolate's memory in front of the Workers Cache API: a value fresh in memory is answered
 * without a Cache API read (a lookup and a JSON parse); otherwise the Cache API's copy (perhaps
 * newer, from another isolate) is read and remembered with the time it was stored. Entries are keyed
 * by the URL they came from (never fetched through the cache).
 */
function throughCacheApi(memory: LRUCache<string, CacheEntry>, cacheApi: CacheApi, rule: KeptRule): Cache {
  const keptFor = rule.sharedFor ?? rule.ttl + (rule.staleWhileRevalidate ?? 0);
  return {
    async get(key) {
      const remembered = memory.get(key);
      if (remembered && freshNow(remembered.metadata, cachifiedNow())) return remembered;
      let shared: CacheEntry | null = null;
      try {
        const hit = await cacheApi.match(new Request(key, { method: "GET" }));
        const body: unknown = hit ? await hit.json() : null;
        shared = isEntry(body) ? body : null;
      } catch (error) {
        console.error(`Cache API read of ${key} failed:`, error);
      }
      if (shared && (!remembered || shared.metadata.createdTime >= remembered.metadata.createdTime)) {
        memory.set(key, shared);
        return shared;
      }
      return remembered ?? null;
    },
    async set(key, entry) {
      memory.set(key, entry);
      try {
        const response = new Response(JSON.stringify(entry), {
          headers: {
            "Content-Type": "application/json",
            "Cache-Control": `public, max-age=${Math.round(Math.max(entry.metadata.ttl ?? keptFor, keptFor) / 1000)}`,
          },
        });
        await cacheApi.put(new Request(key, { method: "GET" }), response);
      } catch (error) {
        console.error(`Cache API write of ${key} failed:`, error);
      }
    },
    async delete(key) {
      memory.delete(key);
    },
  };
}

/** A failed load's stand-in, and how long it is used (ms; below 0: for this read alone). */
export interface StandIn<T> {
  value: T;
  keepFor: number;
}

export interface KeptRead<T> {
  store: Cache;
  rule: KeptRule;
  key: string;
  /** Loads the value; a throw is the caller's unless `onFailure` gives a stand-in. */
  load: () => Promise<T>;
  /** A failed load: the value to answer instead (given the last kept one, however old), or throw. */
  onFailure?: (error: unknown, last: CacheEntry<T> | null) => StandIn<T>;
  /** Loads now, past what is kept (and keeps the answer). */
  forceFresh?: boolean;
  /** A kept value that is not usable here (e.g. read from another database) is loaded again. */
  usable?: (value: T) => boolean;
  /** Where a background refresh runs (the Worker's waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** A value as kept by its rule: from memory while fresh, else loaded once however many ask. */
export function kept<T>({ store, rule, key, load, onFailure, forceFresh, usable, waitUntil }: KeptRead<T>): Promise<T> {
  return cachified<T>({
    key,
    cache: store,
    ttl: rule.ttl,
    staleWhileRevalidate: rule.staleWhileRevalidate ?? 0,
    forceFresh,
    fallbackToCache: false,
    waitUntil,
    checkValue: usable ? (value) => usable(value as T) : undefined,
    async getFreshValue({ metadata }) {
      try {
        return await load();
      } catch (error) {
        if (!onFailure) throw error;
        const last = (await store.get(key)) as CacheEntry<T> | null | undefined;
        const standIn = onFailure(error, last ?? null);
        // Never served stale; a ttl below 0 makes cachified answer the value without keeping it.
        metadata.ttl = standIn.keepFor;
        metadata.swr = 0;
        return standIn.value;
      }
    },
  });
}

/** How old a kept entry is by cachified's clock (Infinity: none). */
export function ageOf(entry: CacheEntry | null): number {
  return entry ? cachifiedNow() - entry.metadata.createdTime : Infinity;
}
