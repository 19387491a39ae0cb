/** What the buy buttons and /buy say to a visitor, once. */
export const purchaseCopy = {
  processing: "Processing...",
  unavailable: "This product isn't available for purchase yet.",
  notConfigured: "Payment failed: payments are not configured.",
  /** A payment provider error, with the provider's own message. */
  providerError: (message: string) => `Payment failed: ${message}`,
  /** No answer from the provider (network, timeout): there is no provider message to show. */
  unreachable: "the payment service could not be reached. Please try again.",
  /** Anything else that went wrong on our side: never the raw error. */
  unexpected: "something went wrong while starting checkout. Please try again.",
  consentRequired: "Please consent to the terms to proceed.",
  consentLabel:
    "I agree to the terms of purchase and understand this is a digital product for informational purposes, not legal or tax advice.",
  /** The consent label's words linked to the terms page. */
  consentLink: { label: "terms of purchase", to: "/terms" },
  unknownOffer: "We couldn't find that product. Please choose one from our product pages.",
  /** A direct visit to /buy, which only takes posts. */
  directVisit: "To buy, press a buy button on one of our product pages.",
  backLink: "Go back",
  pageTitle: "We couldn't start your purchase",
} as const;

/** The /waitlist page: an offer's "tell me when it opens" form answered without JavaScript. */
export const WAITLIST_COPY = {
  pageTitle: "Tell me when it opens",
  pageDescription: "Leave your email and we'll tell you when this product opens.",
  intro: "Leave your name and email and we'll tell you as soon as you can buy it.",
  backLink: "Back to the product",
  unknownOffer: "We couldn't find that product. Please choose one from our product pages.",
} as const;

/** What a buy button itself says; sales pages send these with their data (app/lib/sales-page.ts). */
export const buyButtonWords = {
  processing: purchaseCopy.processing,
  consentLabel: purchaseCopy.consentLabel,
  consentLink: purchaseCopy.consentLink,
  consentRequired: purchaseCopy.consentRequired,
};

export type BuyButtonWords = typeof buyButtonWords;

/** The generic notice for a payment provider error lasts 3 seconds. */
export const PAYMENT_ERROR_TOAST_DURATION = 3000;
