import { isOfferKey, OFFER_KEYS, offers, priceVarName, type OfferKey, type SaleKey } from "~/content/offers";

/**
 * How an offer becomes a Stripe Checkout Session: pure rules, no I/O. The session itself is
 * created in app/services/sales/payments.server.ts.
 */

const PRICE_VAR_PREFIX = "STRIPE_PRICE_";

/** Each offer's key of config.stripe.priceIds, named once: every page view looks up all sixteen. */
const PRICE_ID_KEYS = Object.fromEntries(
  OFFER_KEYS.map((offer) => [offer, priceVarName(offer).slice(PRICE_VAR_PREFIX.length)]),
) as Record<OfferKey, string>;

/** The key of config.stripe.priceIds for an offer: ai-playbook → AI_PLAYBOOK. */
export function priceIdKey(offer: OfferKey): string {
  return PRICE_ID_KEYS[offer];
}

export type CheckoutMode = "payment" | "subscription";

/** The monthly done-for-you plans are subscriptions; everything else is a one-time payment. */
export function checkoutMode(offer: OfferKey): CheckoutMode {
  return offers[offer].billing === "month" ? "subscription" : "payment";
}

/** Whether the buyer must tick the terms checkbox first (marked on the offer). */
export function requiresConsent(offer: OfferKey): boolean {
  return offers[offer].requiresConsent === true;
}

export interface CheckoutSessionParams {
  mode: CheckoutMode;
  line_items: [{ price: string; quantity: 1 }];
  success_url: string;
  cancel_url: string;
  /** The offer bought (or her product's address), read back when the order is fulfilled (app/services/sales/fulfilment.server.ts). */
  metadata: { offer: SaleKey; page?: string };
  /** Present (true) when the owner turned promotion codes on (STRIPE_PROMOTION_CODES=on). */
  allow_promotion_codes?: true;
  /** When Stripe closes the session unpaid (seconds since the epoch): CHECKOUT_SESSION_TTL_MS after it opened. */
  expires_at: number;
}

/**
 * How long a Checkout Session stays open (Stripe allows 30 minutes to 24 hours; its default is 24):
 * a session opened before she marks the offer sold out, hides it or changes its price closes within
 * the hour even if expiring it then failed, and the open ones are few enough to list and expire.
 */
export const CHECKOUT_SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * Stripe replaces this literal with the session's id, so /success can fulfil and show the order
 * (https://docs.stripe.com/payments/checkout/custom-success-page).
 */
export const SESSION_ID_TEMPLATE = "{CHECKOUT_SESSION_ID}";

/**
 * Whether a change of an offer's settings (her "offers" section) must close its open Checkout
 * Sessions: its status changed (sold out, coming soon, hidden, or back on sale) or its price id did,
 * so no one pays through a page opened before at what no longer holds.
 */
export function closesOpenCheckouts(
  before: { status?: string; priceId?: string } | undefined,
  after: { status?: string; priceId?: string } | undefined,
): boolean {
  return (before?.status ?? "on-sale") !== (after?.status ?? "on-sale") || before?.priceId !== after?.priceId;
}

/** The parameters of the Checkout Session for one offer; `returnTo` is an already checked path. */
export function checkoutSessionParams(input: {
  offer: SaleKey;
  /** A product of hers says how it bills; a typed offer's own billing decides otherwise. */
  mode?: CheckoutMode;
  priceId: string;
  origin: string;
  returnTo: string;
  /** The page the checkout started on (one of the site's: lib/page-counts.ts), counted when it is paid. */
  page?: string | null;
  promotionCodes?: boolean;
  /** When the session is opened. */
  now: Date;
}): CheckoutSessionParams {
  return {
    mode: input.mode ?? (isOfferKey(input.offer) ? checkoutMode(input.offer) : "payment"),
    line_items: [{ price: input.priceId, quantity: 1 }],
    success_url: `${input.origin}/success?session_id=${SESSION_ID_TEMPLATE}`,
    cancel_url: `${input.origin}${input.returnTo}`,
    metadata: input.page ? { offer: input.offer, page: input.page } : { offer: input.offer },
    ...(input.promotionCodes ? { allow_promotion_codes: true as const } : {}),
    expires_at: Math.floor((input.now.getTime() + CHECKOUT_SESSION_TTL_MS) / 1000),
  };
}

/** A checkout URL the browser may be sent to: http(s) only, never javascript: or data:. */
export function isCheckoutUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
