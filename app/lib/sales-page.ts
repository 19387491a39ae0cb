import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { offers } from "~/content/offers";
import { buyButtonWords } from "~/content/purchase";

/**
 * What every sales page's loader sends besides its own content: the offers (prices, consent
 * rules), the buy buttons' words and the words the frame repeats. Sent as data, the words stay out of the page's script,
 * which keeps a first visit's JavaScript small.
 */
export function salesFrame(guarantee: { heading: string; text: string } = moneyBackGuarantee) {
  return { offers, buyButtonWords, guarantee, disclaimer: salesDisclaimer };
}

export type SalesFrame = ReturnType<typeof salesFrame>;
