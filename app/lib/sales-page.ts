import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { offers } from "~/content/offers";
import { buyButtonWords } from "~/content/purchase";

/**
 * What every sales page's loader sends besides its own content: the offers (prices, consent
 * rules), the buy buttons' words, the guarantee and the disclaimer. Sent as data, these words stay
 * out of the page's script, which keeps a first visit's JavaScript small.
 */
export function salesFrame() {
  return { offers, buyButtonWords, guarantee: moneyBackGuarantee, disclaimer: salesDisclaimer };
}

export type SalesFrame = ReturnType<typeof salesFrame>;
