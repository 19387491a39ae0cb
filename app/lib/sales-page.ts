import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { offers } from "~/content/offers";

/**
 * What every sales page's loader sends besides its own content: the offers (prices, consent
 * rules) and the words the frame repeats. Sent as data, the words stay out of the page's script,
 * which keeps a first visit's JavaScript small.
 */
export function salesFrame(guarantee: { heading: string; text: string } = moneyBackGuarantee) {
  return { offers, guarantee, disclaimer: salesDisclaimer };
}

export type SalesFrame = ReturnType<typeof salesFrame>;
