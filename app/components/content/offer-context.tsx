import { createContext, useContext, type ReactNode } from "react";
import type { Offer, OfferKey } from "~/content/offers";
import type { BuyButtonWords } from "~/content/purchase";

/**
 * The offers a page sells and what its buy buttons say, as its loader sent them. They travel as
 * data rather than in the page's script; every price, buy button and consent rule below reads
 * them from here.
 */
export type OfferTable = Readonly<Partial<Record<OfferKey, Offer>>>;

const OfferContext = createContext<{ offers: OfferTable; buyButtonWords?: BuyButtonWords }>({ offers: {} });

export function OfferProvider({
  offers,
  buyButtonWords,
  children,
}: {
  offers: OfferTable;
  buyButtonWords?: BuyButtonWords;
  children: ReactNode;
}) {
  return <OfferContext.Provider value={{ offers, buyButtonWords }}>{children}</OfferContext.Provider>;
}

export function useOffers(): OfferTable {
  return useContext(OfferContext).offers;
}

export function useBuyButtonWords(): BuyButtonWords {
  const words = useContext(OfferContext).buyButtonWords;
  if (!words) throw new Error("Buy buttons need the words of salesFrame() in an OfferProvider");
  return words;
}

export function useOffer(key: OfferKey): Offer {
  return offerFrom(useOffers(), key);
}

export function offerFrom(table: OfferTable, key: OfferKey): Offer {
  const offer = table[key];
  if (!offer) throw new Error(`The offer ${key} is not in this page's data`);
  return offer;
}
