// Apart from sales-words.ts: the sales page's script reaches these alone, so they stay in its chunk
// (the limits, which the owner's forms also reach, made a chunk of their own on every sales page).
/** The headings of her blocks that the typed pages have no heading for. */
export const SALES_WORDS_HEADINGS = {
  inside: "What's inside",
  forWhom: "Who it is for",
  compareAt: "The value",
} as const;
