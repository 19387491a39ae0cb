import {
  type CompareLabel,
  offerStatusWords,
  type Offer,
  type OfferClosedReason,
  type OfferStatus,
} from "~/content/offers";
import { formatMoney, formatPrice, currencyFromCode } from "./money";

/**
 * The price a visitor sees is the price Stripe charges: the rules that decide whether a Stripe
 * price can stand for an offer, and the offer as shown with it. Pure; the fetching and caching is
 * app/services/sales/prices.server.ts.
 */

/** What the site reads of a Stripe price (payments.server.ts makes it from the API's answer). */
export interface StripePrice {
  id: string;
  active: boolean;
  /** null for a price without a fixed amount (metered, customer chooses). */
  cents: number | null;
  /** Lower-case ISO code, as Stripe writes it ("usd"). */
  currency: string;
  /** null: one-time; "month" monthly; anything else ("year", "3 months") the site does not sell. */
  interval: string | null;
}

/** Why a Stripe price cannot stand for an offer; null when it can. */
export type PriceProblem = "inactive" | "no-amount" | "needs-one-time" | "needs-monthly";

export function priceProblem(offer: Pick<Offer, "billing">, price: StripePrice): PriceProblem | null {
  if (!price.active) return "inactive";
  if (price.cents === null) return "no-amount";
  if (offer.billing === "once" && price.interval !== null) return "needs-one-time";
  if (offer.billing === "month" && price.interval !== "month") return "needs-monthly";
  return null;
}

/** What the owner set for an offer (app/lib/site-sections.ts's OfferSetting, restated to keep this file apart). */
export interface OfferSettings {
  status?: OfferStatus;
  headline?: string;
  compareAt?: { cents: number; label: CompareLabel } | null;
}

/** An offer as a page shows it: its price from Stripe when Stripe has a usable one, and her settings. */
export interface ShownOffer extends Offer {
  /** Lower-case ISO code of priceCents. */
  currency: string;
  /** Where priceCents came from: Stripe, or the typed price in app/content (Stripe unset, unreachable or unusable). */
  priceFrom: "stripe" | "typed";
  status: OfferStatus;
  /** Her line above the offer's price (a sale, a deadline); null: none. */
  headline: string | null;
  /**
   * Why it cannot be bought now (its status, or payments not set up here) and what the visitor
   * reads; null: its buy buttons show.
   */
  closed: { reason: OfferClosedReason; badge: string; text: string } | null;
}

export function shownOffer(
  offer: Offer,
  price: StripePrice | null,
  settings: OfferSettings = {},
  paymentsReady = true,
): ShownOffer {
  const status = settings.status ?? "on-sale";
  const compare =
    settings.compareAt === undefined
      ? {}
      : settings.compareAt === null
        ? { compareAtCents: undefined, compareAtLabel: undefined }
        : { compareAtCents: settings.compareAt.cents, compareAtLabel: settings.compareAt.label };
  const shown = {
    ...offer,
    ...compare,
    status,
    headline: settings.headline ?? null,
    closed: closedNotice(closedReason(status, paymentsReady)),
  };
  if (price && priceProblem(offer, price) === null) {
    return { ...shown, priceCents: price.cents!, currency: price.currency, priceFrom: "stripe" };
  }
  return { ...shown, currency: "usd", priceFrom: "typed" };
}

function closedNotice(reason: OfferClosedReason | null): ShownOffer["closed"] {
  return reason === null ? null : { reason, ...offerStatusWords[reason] };
}

/** Why an offer cannot be bought now: its status first, then payments not set up on this site. */
export function closedReason(status: OfferStatus, paymentsReady: boolean): OfferClosedReason | null {
  if (status !== "on-sale") return status;
  return paymentsReady ? null : "checkout-soon";
}

/** Whether Stripe charges other than the typed price says (amount, currency or interval). */
export function differsFromTyped(offer: Offer, price: StripePrice): boolean {
  return priceProblem(offer, price) !== null || price.cents !== offer.priceCents || price.currency !== "usd";
}

/** What a Stripe price charges, in words: "$37 one-time", "$97/m", "€12.00 every year". */
export function describeStripePrice(price: StripePrice): string {
  if (price.cents === null) return "no fixed amount";
  const amount =
    price.currency === "usd" ? formatPrice(price.cents) : formatMoney(price.cents, currencyFromCode(price.currency));
  if (price.interval === null) return `${amount} one-time`;
  if (price.interval === "month" && price.currency === "usd") return formatPrice(price.cents, "month");
  return `${amount} every ${price.interval}`;
}

/** Why a price cannot be saved for an offer, in the owner's words. */
export function priceProblemText(offer: Offer, price: StripePrice, problem: PriceProblem): string {
  switch (problem) {
    case "inactive":
      return `${price.id} is archived (inactive) in Stripe: make it active there, or choose an active price.`;
    case "no-amount":
      return `${price.id} has no fixed amount in Stripe: choose a price with one.`;
    case "needs-one-time":
      return `${price.id} charges ${describeStripePrice(price)}, but ${offer.name} is sold once: choose a one-time price.`;
    case "needs-monthly":
      return `${price.id} charges ${describeStripePrice(price)}, but ${offer.name} is a monthly plan: choose a price that repeats every month.`;
  }
}

/**
 * What she reads when Stripe charges other than the price written in the site's text: the pages
 * show (and Stripe charges) Stripe's amount, and the words on the page may still name the other.
 */
export function mismatchText(offer: Offer, price: StripePrice): string {
  return `Stripe charges ${describeStripePrice(price)}; the site's text says ${formatPrice(offer.priceCents, offer.billing)}. The price boxes show what Stripe charges; change the price in Stripe, or have the text in app/content/offers.ts changed to match.`;
}
