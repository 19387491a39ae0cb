/**
 * Every purchasable offer of the sales pages, once. Prices are display prices in cents; the
 * amount actually charged is the Stripe price whose id is the var STRIPE_PRICE_<KEY>.
 */

export const OFFER_KEYS = [
  "ai-playbook",
  "starter",
  "growth",
  "elite",
  "accelerator",
  "vip",
  "biz-registration-bundle",
  "business-toolkit",
  "coaching-accelerator",
  "personal-credit-ebook",
  "business-credit-ebook",
  "funding-bundle",
  "investor-bundle",
  "homeownership-game-plan",
  "dominion-wealth-bundle",
  "property-management-playbook",
] as const;

export type OfferKey = (typeof OFFER_KEYS)[number];

/**
 * What /buy sells and an order holds: one of the typed offers above, or the address (slug) of a
 * product she made herself at /owner/products (app/lib/products.ts).
 */
export type SaleKey = OfferKey | (string & {});

/**
 * Whether an offer sells (the owner sets it in /owner/site/offers; on sale by default): sold out
 * and coming soon show so, with a "tell me when it opens" form in place of the buy buttons;
 * hidden leaves the home page and cannot be bought.
 */
export const OFFER_STATUSES = ["on-sale", "sold-out", "coming-soon", "hidden"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a visitor reads of an offer that does not sell now. */
export const offerStatusWords = {
  "sold-out": {
    badge: "Sold out",
    text: "This is sold out for now. Leave your email and we'll tell you when it opens again.",
  },
  "coming-soon": { badge: "Coming soon", text: "This opens soon. Leave your email and we'll tell you when it does." },
  hidden: {
    badge: "Not available",
    text: "This isn't available right now. Leave your email and we'll tell you when it is.",
  },
  /** Payments are not set up on this site yet (the site's own state, never the visitor's card). */
  "checkout-soon": { badge: "Opening soon", text: "Checkout opens soon — leave your email and we'll tell you when." },
} as const;
export type OfferClosedReason = keyof typeof offerStatusWords;

/** How the struck-through figure beside a price is named: "Value", "Was" or "Regular price". */
export const COMPARE_LABELS = ["value", "was", "regular"] as const;
export type CompareLabel = (typeof COMPARE_LABELS)[number];

export interface Offer {
  key: SaleKey;
  name: string;
  /** Display price in cents. */
  priceCents: number;
  /** "month" for the done-for-you subscriptions (Stripe mode subscription). */
  billing: "once" | "month";
  /** The struck-through "value" or "was" price in cents, when the page shows one. */
  compareAtCents?: number;
  compareAtLabel?: CompareLabel;
  /** The sales page that sells it (the cancel URL returns here). */
  page: string;
  /** The buyer must tick the terms checkbox first. */
  requiresConsent?: boolean;
}

export const offers: Record<OfferKey, Offer> = {
  "ai-playbook": {
    key: "ai-playbook",
    name: "AI Playbook",
    priceCents: 2700,
    billing: "once",
    compareAtCents: 99700,
    compareAtLabel: "value",
    page: "/product/ai-marketing-suite",
  },
  starter: { key: "starter", name: "Starter", priceCents: 9700, billing: "month", page: "/product/ai-marketing-suite" },
  growth: { key: "growth", name: "Growth", priceCents: 19700, billing: "month", page: "/product/ai-marketing-suite" },
  elite: { key: "elite", name: "Elite", priceCents: 49700, billing: "month", page: "/product/ai-marketing-suite" },
  accelerator: {
    key: "accelerator",
    name: "E-Book Growth Accelerator",
    priceCents: 10700,
    billing: "once",
    page: "/product/ebook-growth-accelerator",
  },
  vip: {
    key: "vip",
    name: "VIP Ebook Upgrade",
    priceCents: 39700,
    billing: "once",
    page: "/product/ebook-growth-accelerator",
  },
  "biz-registration-bundle": {
    key: "biz-registration-bundle",
    name: "Biz Registration Bundle",
    priceCents: 4700,
    billing: "once",
    compareAtCents: 99700,
    compareAtLabel: "value",
    page: "/product/biz-registration-bundle",
  },
  "business-toolkit": {
    key: "business-toolkit",
    name: "Business Launch Digital Toolkit",
    priceCents: 4700,
    billing: "once",
    page: "/product/business-launch-accelerator",
  },
  "coaching-accelerator": {
    key: "coaching-accelerator",
    name: "Business Launch Coaching Accelerator",
    priceCents: 19700,
    billing: "once",
    page: "/product/business-launch-accelerator",
  },
  "personal-credit-ebook": {
    key: "personal-credit-ebook",
    name: "Personal Credit Ebook",
    priceCents: 4997,
    billing: "once",
    compareAtCents: 9997,
    compareAtLabel: "value",
    page: "/product/funding-bundle",
  },
  "business-credit-ebook": {
    key: "business-credit-ebook",
    name: "Business Credit Ebook",
    priceCents: 14997,
    billing: "once",
    compareAtCents: 29997,
    compareAtLabel: "value",
    page: "/product/funding-bundle",
  },
  "funding-bundle": {
    key: "funding-bundle",
    name: "Funding Bundle",
    priceCents: 15997,
    billing: "once",
    compareAtCents: 39994,
    compareAtLabel: "value",
    page: "/product/funding-bundle",
  },
  "investor-bundle": {
    key: "investor-bundle",
    name: "Beginner to Expert Investor Bundle",
    priceCents: 2997,
    billing: "once",
    compareAtCents: 19997,
    compareAtLabel: "regular",
    page: "/product/beginner-to-expert-investor-bundle",
  },
  "homeownership-game-plan": {
    key: "homeownership-game-plan",
    name: "90-Day Homeownership Game Plan",
    priceCents: 3997,
    billing: "once",
    compareAtCents: 5997,
    compareAtLabel: "was",
    page: "/product/homeownership-game-plan",
  },
  "dominion-wealth-bundle": {
    key: "dominion-wealth-bundle",
    name: "Dominion Wealth Bundle",
    priceCents: 7997,
    billing: "once",
    compareAtCents: 298700,
    compareAtLabel: "value",
    page: "/product/dominion-wealth-bundle",
  },
  "property-management-playbook": {
    key: "property-management-playbook",
    name: "Property Management Playbook",
    priceCents: 997,
    billing: "once",
    page: "/product/property-management-playbook",
    requiresConsent: true,
  },
};

export function isOfferKey(value: unknown): value is OfferKey {
  return typeof value === "string" && (OFFER_KEYS as readonly string[]).includes(value);
}

/** The var that holds an offer's Stripe price id: ai-playbook → STRIPE_PRICE_AI_PLAYBOOK. */
export function priceVarName(key: OfferKey): string {
  return `STRIPE_PRICE_${key.toUpperCase().replace(/-/g, "_")}`;
}
