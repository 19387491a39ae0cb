import { describe, expect, it } from "vitest";
import { OFFER_KEYS, offers as typedOffers, type OfferKey } from "~/content/offers";
import { shownOffer, type ShownOffer } from "~/lib/offer-prices";
import { offersWithTrueFigures } from "~/lib/sample-figures";
import type { OffersSection } from "~/lib/site-sections";

const shown = (settings: OffersSection = {}) =>
  Object.fromEntries(OFFER_KEYS.map((key) => [key, shownOffer(typedOffers[key], null, settings[key])])) as Record<
    OfferKey,
    ShownOffer
  >;
const figures = (offers: Record<OfferKey, ShownOffer>) =>
  Object.fromEntries(
    OFFER_KEYS.filter((key) => offers[key].compareAtCents).map((key) => [key, offers[key].compareAtCents]),
  );

describe("the offers' sample value figures on every page", () => {
  it("outside production they all show, and the offers come back as the same object", () => {
    const offers = shown();
    expect(offersWithTrueFigures(offers, undefined, false)).toBe(offers);
    expect(figures(offers)["funding-bundle"]).toBe(39994);
  });

  it("in production none shows until she ticks “this is true” on the first offer card of its page", () => {
    expect(figures(offersWithTrueFigures(shown(), undefined, true))).toEqual({});
    // The funding page's first offer is the personal credit ebook: its box speaks for the page's three offers.
    const settings: OffersSection = { "personal-credit-ebook": { words: { compareAtTrue: true } } };
    expect(figures(offersWithTrueFigures(shown(settings), settings, true))).toEqual({
      "personal-credit-ebook": 9997,
      "business-credit-ebook": 29997,
      "funding-bundle": 39994,
    });
  });

  it("a figure she typed is hers and shows; her own value words replace the sample figures anywhere", () => {
    const settings: OffersSection = {
      "investor-bundle": { compareAt: { cents: 25000, label: "was" } },
      "homeownership-game-plan": { words: { compareAt: "Worth every cent." } },
    };
    const offers = offersWithTrueFigures(shown(settings), settings, true);
    expect(figures(offers)).toEqual({ "investor-bundle": 25000 });
    expect(figures(offersWithTrueFigures(shown(settings), settings, false))["homeownership-game-plan"]).toBeUndefined();
  });
});
