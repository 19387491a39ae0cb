import { OFFER_KEYS, offers, type OfferKey } from "~/content/offers";
import { priceIdKey } from "~/lib/checkout";
import { shownOffer, type OfferSettings, type ShownOffer, type StripePrice } from "~/lib/offer-prices";
import { offerStatusOf, productOffer } from "~/lib/products";
import type { Product } from "~/lib/site-sections";
import type { Config } from "~/server/config.server";
import type { Payments } from "./payments.server";
import { keptPerObject, keptWhileSame } from "~/lib/kept";
import { createKeptMemory, kept, KEPT, type CacheApi, type KeptMemory } from "~/services/cache/kept.server";

/**
 * The offers as pages show them: each priced from its Stripe price (STRIPE_PRICE_<KEY>, or the one
 * the owner saved), fetched at most once an hour per price (services/cache, KEPT.stripePrice). The
 * isolate's memory answers first, then the Workers Cache API (shared by the isolates of a data
 * centre), then Stripe; a price being fetched is awaited by every page that asks meanwhile, so a
 * burst of views makes one call. When Stripe is unreachable or has no usable price, the typed price
 * of app/content is shown.
 */

/** How long a price from Stripe is used before it is asked again. */
export const PRICE_FRESH_MS = KEPT.stripePrice.ttl;
/** How long an unreachable Stripe is left alone before the next try (the typed price meanwhile). */
export const PRICE_RETRY_MS = KEPT.stripePrice.retryAfterFailure;

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

/**
 * Every offer as shown, answered again while nothing it is made of changed: every page shows the
 * same 16 offers between her saves and Stripe's hourly refresh, and a new value of either is a new
 * object, so a change is never missed. One per isolate (its memory).
 */
const shownOffersOf = keptPerObject((_memory: KeptMemory) => keptWhileSame(shownOffers, sameInputs));

export interface PricePlatform {
  /** The Workers Cache API; absent or null: the isolate's memory alone. */
  cache?: CacheApi | null;
  /** The isolate's memory (one per request handler); absent: one of its own. */
  kept?: KeptMemory;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The owner's settings per offer (her price id among them), from "Your site". */
type Settings = Partial<Record<OfferKey, OfferSettings & { priceId?: string }>>;
/** No settings (the site as shipped): one object, so the shown offers are kept for it too. */
const NO_SETTINGS: Settings = {};

export function createPrices(config: Config, payments: Pick<Payments, "retrievePrice">, platform: PricePlatform = {}) {
  const memory = platform.kept ?? createKeptMemory();
  const store = memory.store("stripePrice", platform.cache);
  const shownOffersKept = shownOffersOf(memory);

  /** A price's key: Stripe's own URL for it (the Cache API's key too; never fetched through the cache). */
  function keyOf(priceId: string): string {
    const api = config.stripe.apiUrl ?? "https://api.stripe.com";
    return `${api.replace(/\/$/, "")}/v1/prices/${encodeURIComponent(priceId)}`;
  }

  /** A Stripe price, kept by its rule; `forceFresh`: asked of Stripe now (a throw is the caller's). */
  function read(priceId: string, forceFresh = false): Promise<StripePrice | null> {
    return kept<StripePrice | null>({
      store,
      rule: KEPT.stripePrice,
      key: keyOf(priceId),
      forceFresh,
      waitUntil: platform.waitUntil,
      load: async () => {
        const price = await payments.retrievePrice(priceId);
        if (price === null) console.error(`Stripe has no price ${priceId}: the typed price is shown.`);
        return price;
      },
      onFailure: forceFresh
        ? undefined
        : (error) => {
            const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
            console.error(`Stripe price ${priceId} could not be read (${reason}); the typed price is shown.`);
            return { value: null, keepFor: KEPT.stripePrice.retryAfterFailure };
          },
    });
  }

  /** A Stripe price, from memory while fresh, else fetched once however many pages ask. */
  function price(priceId: string): Promise<StripePrice | null> {
    return read(priceId);
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
    retrieveFresh(priceId: string): Promise<StripePrice | null> {
      return read(priceId, true);
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
      return shownOffersKept(settings, ready, prices);
    },
  };
}

export type Prices = ReturnType<typeof createPrices>;
