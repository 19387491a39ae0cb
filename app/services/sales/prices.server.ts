import memoizeOne from "memoize-one";
import { OFFER_KEYS, offers, type OfferKey } from "~/content/offers";
import { priceIdKey } from "~/lib/checkout";
import { shownOffer, type OfferSettings, type ShownOffer, type StripePrice } from "~/lib/offer-prices";
import { offerStatusOf, productOffer } from "~/lib/products";
import type { Product } from "~/lib/site-sections";
import type { Config } from "~/server/config.server";
import type { Payments } from "./payments.server";
import * as clock from "~/lib/clock";

/**
 * The offers as pages show them: each priced from its Stripe price (STRIPE_PRICE_<KEY>, or the one
 * the owner saved), fetched at most once an hour per price. The isolate's memory answers first,
 * then the Workers Cache API (shared by the isolates of a data centre), then Stripe; a price being
 * fetched is awaited by every page that asks meanwhile, so a burst of views makes one call. When
 * Stripe is unreachable or has no usable price, the typed price of app/content is shown.
 */

/** How long a price from Stripe is used before it is asked again. */
export const PRICE_FRESH_MS = 60 * 60_000;
/** How long an unreachable Stripe is left alone before the next try (the typed price meanwhile). */
export const PRICE_RETRY_MS = 60_000;

/** The part of the Workers Cache API used here (the store's cache interface, restated: no import across capabilities). */
export interface PriceCacheApi {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/**
 * Every offer as shown, from her settings, whether checkout is set up and each offer's Stripe price
 * (OFFER_KEYS' order). Frozen: the isolate's pages share it.
 */
function shownOffers(settings: Settings, ready: boolean, prices: ReadonlyArray<StripePrice | null>) {
  return Object.freeze(
    Object.fromEntries(
      OFFER_KEYS.map((key, index) => [
        key,
        Object.freeze(shownOffer(offers[key], prices[index], settings[key], ready)),
      ]),
    ),
  ) as Readonly<Record<OfferKey, ShownOffer>>;
}

/** The same arguments: her settings and each price the same objects (a change replaces them), and `ready`. */
const sameInputs = (
  [settings, ready, prices]: Parameters<typeof shownOffers>,
  [lastSettings, lastReady, lastPrices]: Parameters<typeof shownOffers>,
) => settings === lastSettings && ready === lastReady && prices.every((price, index) => price === lastPrices[index]);

/** One isolate's prices: made once by the request handler, shared by its requests. */
export interface PriceMemory {
  entries: Map<string, { price: StripePrice | null; storedAt: number; failed: boolean }>;
  pending: Map<string, Promise<StripePrice | null>>;
  /**
   * Every offer as shown, answered again while nothing it is made of changed: every page shows
   * the same 16 offers between her saves and Stripe's hourly refresh, and a new value of either is
   * a new object, so a change is never missed.
   */
  shownOffers: typeof shownOffers;
}

export function createPriceMemory(): PriceMemory {
  return { entries: new Map(), pending: new Map(), shownOffers: memoizeOne(shownOffers, sameInputs) };
}

export interface PricePlatform {
  cache?: PriceCacheApi | null;
  priceMemory?: PriceMemory | null;
  waitUntil?: (promise: Promise<unknown>) => void;
}

const STORED_AT = "X-Stored-At";

/** The owner's settings per offer (her price id among them), from "Your site". */
type Settings = Partial<Record<OfferKey, OfferSettings & { priceId?: string }>>;
/** No settings (the site as shipped): one object, so the shown offers are kept for it too. */
const NO_SETTINGS: Settings = {};

export function createPrices(config: Config, payments: Pick<Payments, "retrievePrice">, platform: PricePlatform = {}) {
  const memory = platform.priceMemory ?? createPriceMemory();
  const cache = platform.cache ?? null;

  /** The Cache API's key for a price: Stripe's own URL for it (never fetched through the cache). */
  function cacheKey(priceId: string): Request {
    const api = config.stripe.apiUrl ?? "https://api.stripe.com";
    return new Request(`${api.replace(/\/$/, "")}/v1/prices/${encodeURIComponent(priceId)}`, { method: "GET" });
  }

  async function fromCacheApi(priceId: string): Promise<{ price: StripePrice | null; storedAt: number } | null> {
    if (!cache) return null;
    try {
      const hit = await cache.match(cacheKey(priceId));
      if (!hit) return null;
      const storedAt = Number(hit.headers.get(STORED_AT));
      const age = clock.nowMs() - storedAt;
      if (!Number.isFinite(storedAt) || age < 0 || age >= PRICE_FRESH_MS) return null;
      return { price: (await hit.json()) as StripePrice | null, storedAt };
    } catch (error) {
      console.error("Price cache read failed:", error);
      return null;
    }
  }

  async function toCacheApi(priceId: string, price: StripePrice | null, storedAt: number): Promise<void> {
    if (!cache) return;
    try {
      const response = new Response(JSON.stringify(price), {
        headers: {
          "Content-Type": "application/json",
          "Cache-Control": `public, max-age=${PRICE_FRESH_MS / 1000}`,
          [STORED_AT]: String(storedAt),
        },
      });
      await cache.put(cacheKey(priceId), response);
    } catch (error) {
      console.error("Price cache write failed:", error);
    }
  }

  async function load(priceId: string): Promise<StripePrice | null> {
    const cached = await fromCacheApi(priceId);
    if (cached) {
      memory.entries.set(priceId, { ...cached, failed: false });
      return cached.price;
    }
    try {
      const price = await payments.retrievePrice(priceId);
      const storedAt = clock.nowMs();
      memory.entries.set(priceId, { price, storedAt, failed: false });
      await toCacheApi(priceId, price, storedAt);
      if (price === null) console.error(`Stripe has no price ${priceId}: the typed price is shown.`);
      return price;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`Stripe price ${priceId} could not be read (${reason}); the typed price is shown.`);
      memory.entries.set(priceId, { price: null, storedAt: clock.nowMs(), failed: true });
      return null;
    }
  }

  /** A Stripe price, from memory while fresh, else fetched once however many pages ask. */
  function price(priceId: string): Promise<StripePrice | null> {
    const entry = memory.entries.get(priceId);
    if (entry) {
      const age = clock.nowMs() - entry.storedAt;
      if (age >= 0 && age < (entry.failed ? PRICE_RETRY_MS : PRICE_FRESH_MS)) return Promise.resolve(entry.price);
    }
    let pending = memory.pending.get(priceId);
    if (!pending) {
      pending = load(priceId).finally(() => memory.pending.delete(priceId));
      memory.pending.set(priceId, pending);
    }
    return pending;
  }

  /** The Stripe price id an offer sells at: the owner's, else the STRIPE_PRICE_<KEY> default. */
  function priceIdOf(key: OfferKey, settings: Settings = {}): string | null {
    return settings[key]?.priceId ?? config.stripe.priceIds[priceIdKey(key)] ?? null;
  }

  async function offer(key: OfferKey, settings: Settings = {}): Promise<ShownOffer> {
    const priceId = priceIdOf(key, settings);
    const ready = config.stripe.secretKey !== null;
    const stripePrice = ready && priceId ? await price(priceId) : null;
    return shownOffer(offers[key], stripePrice, settings[key], ready);
  }

  return {
    priceIdOf,
    /**
     * A Stripe price, fresh from Stripe (no cache): what the owner's form checks on save. This
     * isolate's pages use the answer from then on. Throws when Stripe is unreachable.
     */
    async retrieveFresh(priceId: string): Promise<StripePrice | null> {
      const price = await payments.retrievePrice(priceId);
      memory.entries.set(priceId, { price, storedAt: clock.nowMs(), failed: false });
      return price;
    },
    /** A Stripe price as the pages see it (cached, null when unreachable or absent). */
    price,
    offer,
    /** A product of hers as shown: priced from its Stripe price, sold per its status (a draft as hidden). */
    async product(slug: string, product: Product): Promise<ShownOffer> {
      const ready = config.stripe.secretKey !== null;
      const stripePrice = ready && product.priceId ? await price(product.priceId) : null;
      return shownOffer(productOffer(slug, product), stripePrice, { status: offerStatusOf(product.status) }, ready);
    },
    /** Every offer as shown, priced from Stripe where it can be. */
    async all(settings: Settings = NO_SETTINGS): Promise<Readonly<Record<OfferKey, ShownOffer>>> {
      const ready = config.stripe.secretKey !== null;
      const prices = await Promise.all(
        OFFER_KEYS.map((key) => {
          const priceId = priceIdOf(key, settings);
          return ready && priceId ? price(priceId) : null;
        }),
      );
      return memory.shownOffers(settings, ready, prices);
    },
  };
}

export type Prices = ReturnType<typeof createPrices>;
