import { createContext, useContext, type ReactNode } from "react";
import type { SaleKey } from "~/content/offers";
import type { BuyButtonWords } from "~/content/purchase";
import type { ShownOffer } from "~/lib/offer-prices";
import type { LeadFormView } from "~/lib/lead-schemas";

/**
 * The offers a page sells (priced from Stripe where it can be) and what its buy buttons say, as its
 * loader sent them. They travel as
 * data rather than in the page's script; every price, buy button and consent rule below reads
 * them from here.
 */
export type OfferTable = Readonly<Partial<Record<SaleKey, ShownOffer>>>;

const OfferContext = createContext<{ offers: OfferTable; buyButtonWords?: BuyButtonWords; waitlist?: LeadFormView }>({
  offers: {},
});

export function OfferProvider({
  offers,
  buyButtonWords,
  waitlist,
  children,
}: {
  offers: OfferTable;
  buyButtonWords?: BuyButtonWords;
  /** The "tell me when it opens" form shown in place of a closed offer's buy buttons. */
  waitlist?: LeadFormView;
  children: ReactNode;
}) {
  return <OfferContext.Provider value={{ offers, buyButtonWords, waitlist }}>{children}</OfferContext.Provider>;
}

export function useOfferWaitlist(): LeadFormView {
  const view = useContext(OfferContext).waitlist;
  if (!view) throw new Error("A closed offer needs the waitlist form of salesFrame() in an OfferProvider");
  return view;
}

export function useOffers(): OfferTable {
  return useContext(OfferContext).offers;
}

export function useBuyButtonWords(): BuyButtonWords {
  const words = useContext(OfferContext).buyButtonWords;
  if (!words) throw new Error("Buy buttons need the words of salesFrame() in an OfferProvider");
  return words;
}

export function useOffer(key: SaleKey): ShownOffer {
  return offerFrom(useOffers(), key);
}

export function offerFrom(table: OfferTable, key: SaleKey): ShownOffer {
  const offer = table[key];
  if (!offer) throw new Error(`The offer ${key} is not in this page's data`);
  return offer;
}
