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

/**
 * Each block's field on the card of a sales page's first offer at /owner/site/offers, in the page's
 * order: its form name (page_headline and page_compare_at: the card already has a `headline` and a
 * `compare_at` of its own, the offer's line and its figure), label (the form adds `more` in
 * brackets, as her other forms do: lib/form-label.ts) and hint ({page}: the page's address; {hide}:
 * HIDE_WORD).
 */
export const SALES_WORDS_FORM = {
  headline: {
    name: "page_headline",
    label: "Sales page headline",
    more: "optional",
    hint: "The big title of {page}. Empty: the usual one.",
    multiline: false,
  },
  promise: {
    name: "promise",
    label: "Its promise",
    more: "optional",
    hint: "The words under the title. Plain text or Markdown, paragraphs apart by a blank line. Empty: the usual words; “{hide}”: no promise.",
    multiline: true,
  },
  inside: {
    name: "inside",
    label: "What's inside",
    more: "optional",
    hint: "A list (one thing per line starting “- ”) or paragraphs, shown above what arrives and how. Empty: the usual facts only; “{hide}”: no such section.",
    multiline: true,
  },
  forWhom: {
    name: "for_whom",
    label: "Who it is for",
    more: "optional",
    hint: "Paragraphs or a list, in place of the usual “Who is it for?” answer. Empty: the usual answer; “{hide}”: neither.",
    multiline: true,
  },
  faq: {
    name: "faq",
    label: "Questions and answers",
    more: "optional",
    hint: "Each question on a line starting “Q:”, its answer on the next line starting “A:”. Empty: the usual questions; “{hide}”: no questions.",
    multiline: true,
  },
  guarantee: {
    name: "guarantee",
    label: "Guarantee",
    more: "optional",
    hint: "The guarantee's words. Empty: the usual words; “{hide}”: no guarantee block.",
    multiline: true,
  },
  compareAt: {
    name: "page_compare_at",
    label: "The value, in your words",
    more: "optional",
    hint: "What it is worth, as you can stand behind it; shown in place of the sample “value”, “was” and bonus figures. Empty: the sample figures (on the live site only if you tick below); “{hide}”: no value figures.",
    multiline: true,
  },
} as const;

/** Her sales-page blocks, in the page's order (and her fields'). */
export const SALES_WORDS_BLOCKS = Object.keys(SALES_WORDS_FORM) as (keyof typeof SALES_WORDS_FORM)[];
