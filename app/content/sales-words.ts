/** How long each of her sales-page blocks may be, and the word that removes a block. */
export const SALES_WORDS_LIMITS = {
  headline: 120,
  promise: 1000,
  inside: 2000,
  forWhom: 1000,
  faq: 6000,
  guarantee: 1000,
  compareAt: 1000,
  faqItems: 20,
} as const;

/** Typed alone in a block's field, it removes that block from the page. */
export const HIDE_WORD = "none";
