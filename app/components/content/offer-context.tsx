import { createContext, useContext, type ReactNode } from "react";
import type { Offer, OfferKey } from "~/content/offers";

/**
 * The offers a page sells, as its loader sent them. Prices travel as data rather than in the
 * page's script, and every price, buy button and consent rule below reads them from here.
 */
export type OfferTable = Readonly<Partial<Record<OfferKey, Offer>>>;

const OfferContext = createContext<OfferTable>({});

export function OfferProvider({ offers, children }: { offers: OfferTable; children: ReactNode }) {
  return <OfferContext.Provider value={offers}>{children}</OfferContext.Provider>;
}

export function useOffers(): OfferTable {
  return useContext(OfferContext);
}

export function useOffer(key: OfferKey): Offer {
  return offerFrom(useOffers(), key);
}

export function offerFrom(table: OfferTable, key: OfferKey): Offer {
  const offer = table[key];
  if (!offer) throw new Error(`The offer ${key} is not in this page's data`);
  return offer;
}
