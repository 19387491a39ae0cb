import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { offers, type OfferKey } from "~/content/offers";
import { siteProfile } from "~/content/profile";
import { buyButtonWords } from "~/content/purchase";
import { sellingWords } from "~/content/sales/selling";
import type { OfferPrices, SalesPageBase } from "~/content/sales/types";
import { formatPrice, formatUsd, lowestPriceCents } from "~/lib/money";
import { seoMeta } from "~/lib/seo";

/**
 * What every sales page's loader sends besides its own content: the offers (prices, consent
 * rules), the buy buttons' words, the guarantee, the disclaimer (docs/decisions/0002), the words
 * around each page's facts and questions, and the coach who stands behind the products.
 */
export function salesFrame() {
  const { name, role, headshot, shortBio } = siteProfile.person;
  return {
    offers,
    buyButtonWords,
    guarantee: moneyBackGuarantee,
    disclaimer: salesDisclaimer,
    selling: sellingWords,
    coach: { name, role, headshot, shortBio },
  };
}

export type SalesFrame = ReturnType<typeof salesFrame>;

/** The offers' prices as a page's words quote them, so no price is typed twice. */
export const offerPrices: OfferPrices = {
  of: (key) => formatPrice(offers[key].priceCents, offers[key].billing),
  was: (key: OfferKey) => formatUsd(offers[key].compareAtCents ?? offers[key].priceCents),
  from: (keys) => formatUsd(lowestPriceCents(keys.map((key) => offers[key]))),
};

/**
 * A sales page's loader data: its content (without the SEO words, which become its tags), the
 * sales frame and whatever else the page needs (`more`, e.g. a form's view).
 *   export const loader = (args: LoaderFunctionArgs) => salesPage(args, fundingBundlePage);
 * (A loader is a function, not a call made when the module loads: the browser build drops it.)
 */
export function salesPage<P extends SalesPageBase, M extends object = Record<never, never>>(
  args: LoaderFunctionArgs,
  page: P,
  more = {} as M,
) {
  const { seo, ...content } = page;
  return json({
    meta: seoMeta(args, { title: seo.title, description: seo.description(offerPrices) }),
    page: content,
    ...salesFrame(),
    ...more,
  });
}
