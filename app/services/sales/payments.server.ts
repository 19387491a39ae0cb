import Stripe from "stripe";
import { isOfferKey, OFFER_KEYS, type OfferKey, type SaleKey } from "~/content/offers";
import { PAYMENT_ERROR_TOAST_DURATION, purchaseCopy } from "~/content/purchase";
import {
  CHECKOUT_SESSION_TTL_MS,
  checkoutSessionParams,
  isCheckoutUrl,
  priceIdKey,
  type CheckoutMode,
} from "~/lib/checkout";
import * as clock from "~/lib/clock";
import type { SessionFacts } from "~/lib/orders";
import type { StripePrice } from "~/lib/offer-prices";
import type { Config } from "~/server/config.server";

export type CheckoutOutcome =
  | { ok: true; url: string }
  | { ok: false; reason: "not-configured" | "unavailable" | "provider"; message: string; duration?: number };

/** The most open Checkout Sessions read when an offer changes (every offer's, an hour's worth). */
const MAX_OPEN_SESSIONS = 1000;

/** A Checkout Session id: "cs_", its mode, then letters and digits. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** Stripe Checkout: one session per buy, created on the server so no key reaches the browser. */
export function createPayments(config: Config) {
  let client: Stripe | null = null;

  function stripe(secretKey: string): Stripe {
    client ??= new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      // A slow Stripe must never hold the visitor's page for long.
      timeout: config.upstreamTimeoutMs,
      // No retries: a second attempt would double the wait; the visitor can press again.
      maxNetworkRetries: 0,
      telemetry: false,
      ...apiLocation(config.stripe.apiUrl),
    });
    return client;
  }

  /** The client, or an error when payments are not configured. */
  function configured(): Stripe {
    if (!config.stripe.secretKey) throw new PaymentsNotConfigured();
    return stripe(config.stripe.secretKey);
  }

  return {
    configured: config.stripe.secretKey !== null,

    /**
     * A Checkout Session with its line items and subscription, or null when Stripe has no such
     * session (a forged or mistyped id). Other failures throw, so the webhook answers 5xx.
     */
    /** Whether a string has the shape of a Checkout Session id (anything else is never sent to Stripe). */
    looksLikeSessionId: (sessionId: string) => SESSION_ID.test(sessionId),

    async retrieveSession(sessionId: string): Promise<SessionFacts | null> {
      if (!SESSION_ID.test(sessionId)) return null;
      try {
        const session = await configured().checkout.sessions.retrieve(sessionId, {
          expand: ["line_items", "subscription"],
        });
        return session as unknown as SessionFacts;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /**
     * A subscription's state as Stripe has it now ("active", "canceled"…), or null when Stripe has
     * no such subscription. Other failures throw, so the webhook answers 5xx and Stripe retries.
     */
    async subscriptionStatus(subscriptionId: string): Promise<string | null> {
      try {
        return (await configured().subscriptions.retrieve(subscriptionId)).status;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /** Verifies a webhook's Stripe-Signature over the raw body; throws when it does not match. */
    verifyEvent(body: string, signature: string, secret: string): Promise<Stripe.Event> {
      return configured().webhooks.constructEventAsync(
        body,
        signature,
        secret,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
    },

    /** The offer whose STRIPE_PRICE_* var holds this price id. */
    offerByPriceId(priceId: string): OfferKey | null {
      return OFFER_KEYS.find((key) => config.stripe.priceIds[priceIdKey(key)] === priceId) ?? null;
    },

    /**
     * A Billing Portal session for this customer (change or cancel a monthly plan), returning to
     * `returnUrl`: its URL. Throws when Stripe is not configured or refuses.
     */
    async billingPortalUrl(customer: string, returnUrl: string): Promise<string> {
      const session = await configured().billingPortal.sessions.create({ customer, return_url: returnUrl });
      if (!isCheckoutUrl(session.url))
        throw new Error(`Billing Portal session ${session.id} came back without a usable url`);
      return session.url;
    },

    /**
     * Closes every open Checkout Session of these offers (Stripe's expire call), so none opened
     * before a change of its offer can still be paid. Sessions live CHECKOUT_SESSION_TTL_MS, so only those
     * created since then are listed (a bounded number of pages). A session paid or closed meanwhile
     * is passed over. How many were closed; throws when Stripe cannot be asked.
     */
    async expireOpenSessions(offerKeys: readonly SaleKey[]): Promise<number> {
      if (offerKeys.length === 0) return 0;
      const stripe = configured();
      const since = Math.floor((clock.nowMs() - CHECKOUT_SESSION_TTL_MS) / 1000) - 60;
      const open = await stripe.checkout.sessions
        .list({ status: "open", created: { gte: since }, limit: 100 })
        .autoPagingToArray({ limit: MAX_OPEN_SESSIONS });
      let expired = 0;
      for (const session of open) {
        if (!offerKeys.some((key) => key === session.metadata?.offer)) continue;
        try {
          await stripe.checkout.sessions.expire(session.id);
          expired += 1;
        } catch (error) {
          // Completed or expired since it was listed: nothing left to close.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }
      return expired;
    },

    /**
     * A full refund of a one-time payment through Stripe's Refunds API. The idempotency key makes
     * a second press (or a retry) the same refund, never a second one; Stripe emails the buyer its
     * receipt, and its charge.refunded event turns the order refunded. Throws when Stripe refuses.
     */
    async refund(
      paymentIntent: string,
      idempotencyKey: string,
    ): Promise<{ ok: true; id: string; status: string | null } | { ok: false; message: string }> {
      const secretKey = config.stripe.secretKey;
      if (!secretKey) return { ok: false, message: purchaseCopy.notConfigured };
      try {
        const refund = await stripe(secretKey).refunds.create(
          { payment_intent: paymentIntent, reason: "requested_by_customer" },
          { idempotencyKey },
        );
        return { ok: true, id: refund.id, status: refund.status };
      } catch (error) {
        console.error(`Stripe refund of ${paymentIntent} failed: ${redact(describe(error), secretKey)}`);
        return { ok: false, message: visitorMessage(error, secretKey) };
      }
    },

    /**
     * A price as Stripe holds it, or null when Stripe has no such price. Other failures (Stripe
     * unreachable, 5xx) throw, so the caller can fall back to the typed price.
     */
    async retrievePrice(priceId: string): Promise<StripePrice | null> {
      try {
        return stripePriceFrom(await configured().prices.retrieve(priceId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /**
     * A new Stripe Price for an offer, on the offer's own Product (the one the site made before,
     * else a new one named after the offer: a price she made herself may share its Product with
     * others), then the replaced price archived (active=false).
     * Each call has an idempotency key made of what it asks, so a post sent twice makes one
     * Product and one Price. Throws when Stripe refuses or is unreachable (nothing is then used);
     * an archive that fails is reported, the new price is in use anyway.
     */
    async newOfferPrice(input: {
      offer: SaleKey;
      /** What names this offer in the idempotency keys (a product of hers: its address and when she made it). */
      scope?: string;
      name: string;
      cents: number;
      interval: "month" | null;
      productId: string | null;
      replacing: string | null;
    }): Promise<{ priceId: string; productId: string; archived: boolean }> {
      const stripe = configured();
      let product = input.productId;
      if (!product) {
        const made = await stripe.products.create(
          { name: input.name, metadata: { offer: input.offer } },
          { idempotencyKey: `offer-product-${input.scope ?? input.offer}` },
        );
        product = made.id;
      }
      const asked = `${input.scope ?? input.offer}-${product}-${input.cents}-${input.interval ?? "once"}-after-${input.replacing ?? "none"}`;
      const price = await stripe.prices.create(
        {
          product,
          currency: "usd",
          unit_amount: input.cents,
          ...(input.interval ? { recurring: { interval: input.interval } } : {}),
          metadata: { offer: input.offer },
        },
        { idempotencyKey: `offer-price-${asked}`.slice(0, 255) },
      );
      let archived = false;
      if (input.replacing && input.replacing !== price.id) {
        try {
          await stripe.prices.update(
            input.replacing,
            { active: false },
            { idempotencyKey: `archive-${input.replacing}-for-${price.id}`.slice(0, 255) },
          );
          archived = true;
        } catch (error) {
          console.error(
            `Archive of ${input.replacing} failed:`,
            error instanceof Error ? error.message : String(error),
          );
        }
      }
      return { priceId: price.id, productId: product, archived };
    },

    async startCheckout(input: {
      offer: SaleKey;
      /** Her product's billing (a typed offer's is known). */
      mode?: CheckoutMode;
      origin: string;
      returnTo: string;
      page?: string | null;
      /** The price the owner saved for the offer (/owner/site/offers); else STRIPE_PRICE_<KEY>. */
      priceId?: string;
    }): Promise<CheckoutOutcome> {
      const secretKey = config.stripe.secretKey;
      if (!secretKey) return { ok: false, reason: "not-configured", message: purchaseCopy.notConfigured };
      const priceId =
        input.priceId ?? (isOfferKey(input.offer) ? config.stripe.priceIds[priceIdKey(input.offer)] : undefined);
      if (!priceId) return { ok: false, reason: "unavailable", message: purchaseCopy.unavailable };
      try {
        const session = await stripe(secretKey).checkout.sessions.create(
          checkoutSessionParams({ ...input, priceId, promotionCodes: config.stripe.promotionCodes, now: clock.now() }),
        );
        if (!isCheckoutUrl(session.url))
          throw new Error(`Checkout Session ${session.id} came back without a usable url`);
        return { ok: true, url: session.url };
      } catch (error) {
        console.error(
          `Stripe Checkout Session for offer "${input.offer}" failed: ${redact(describe(error), secretKey)}`,
        );
        return {
          ok: false,
          reason: "provider",
          message: purchaseCopy.providerError(visitorMessage(error, secretKey)),
          duration: PAYMENT_ERROR_TOAST_DURATION,
        };
      }
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** What the site reads of a Stripe price. */
function stripePriceFrom(price: Stripe.Price): StripePrice {
  const recurring = price.recurring;
  return {
    id: price.id,
    active: price.active,
    cents: price.unit_amount,
    currency: price.currency,
    interval: recurring
      ? recurring.interval_count === 1
        ? recurring.interval
        : `${recurring.interval_count} ${recurring.interval}s`
      : null,
  };
}

/** Stripe answered, but is not configured here (no STRIPE_SECRET_KEY). */
export class PaymentsNotConfigured extends Error {
  constructor() {
    super("STRIPE_SECRET_KEY is not set");
    this.name = "PaymentsNotConfigured";
  }
}

/** STRIPE_API_URL (tests' stand-in) as the SDK's host, port and protocol; nothing means Stripe's own. */
function apiLocation(apiUrl: string | null): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

/** What the visitor reads: Stripe's own message for API errors, a plain sentence otherwise. */
function visitorMessage(error: unknown, secretKey: string): string {
  if (error instanceof Stripe.errors.StripeConnectionError) return purchaseCopy.unreachable;
  if (error instanceof Stripe.errors.StripeError && error.message.trim() !== "") {
    return redact(error.message, secretKey).slice(0, 300);
  }
  return purchaseCopy.unexpected;
}

/** Stripe masks keys in its messages; never echo one back regardless. */
function redact(text: string, secretKey: string): string {
  return text.split(secretKey).join("[redacted]");
}

/** One log line with what an operator needs, and nothing of the request's credentials. */
function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    return [error.type, error.statusCode, error.code, error.requestId, error.message]
      .filter((part) => part !== undefined && part !== "")
      .join(" ");
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
