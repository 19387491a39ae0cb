import { OFFER_KEYS, offers as typedOffers, type OfferKey } from "~/content/offers";
import type { ShownOffer } from "./offer-prices";
import { isOwnFigure, showsSampleFigures } from "./sales-words";
import type { OffersSection } from "./site-sections";

type Offers = Readonly<Record<OfferKey, ShownOffer>>;

/**
 * The offers as every page shows them (a sales page, the home page's cards, a page naming another's
 * offer): an offer's sample "value"/"was" figure stays only where its own sales page shows its
 * sample figures (the "this is true" on that page's first offer card: showsSampleFigures) or where
 * the figure is hers (isOwnFigure); otherwise it is left out, never a placeholder. The same object
 * back when nothing is left out, so pages kept while their offers are the same stay kept.
 */
export function offersWithTrueFigures(
  offers: Offers,
  settings: OffersSection | undefined,
  production: boolean,
): Offers {
  const firstOnPage = (page: string) => OFFER_KEYS.find((key) => offers[key].page === page);
  const hidden = OFFER_KEYS.filter((key) => {
    const offer = offers[key];
    if (offer.compareAtCents === undefined) return false;
    if (isOwnFigure(typedOffers[key].compareAtCents, settings?.[key]?.compareAt)) return false;
    const first = firstOnPage(offer.page);
    return !showsSampleFigures(first ? settings?.[first]?.words : undefined, { production });
  });
  if (hidden.length === 0) return offers;
  const shown: Record<string, ShownOffer> = { ...offers };
  for (const key of hidden) shown[key] = { ...offers[key], compareAtCents: undefined, compareAtLabel: undefined };
  return Object.freeze(shown) as Offers;
}
