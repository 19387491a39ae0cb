import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { offers, type OfferKey } from "~/content/offers";
import { buyButtonWords } from "~/content/purchase";
import type { OfferPrices, SalesPageBase } from "~/content/sales/types";
import { formatPrice, formatUsd, lowestPriceCents } from "~/lib/money";
import { seoMeta } from "~/lib/seo";
import { siteView } from "~/services/site/site-view.server";

/**
 * What every sales page's loader sends besides its own content: the offers (prices, consent
 * rules), the buy buttons' words, the guarantee and the disclaimer (docs/decisions/0002).
 */
export function salesFrame() {
  return { offers, buyButtonWords, guarantee: moneyBackGuarantee, disclaimer: salesDisclaimer };
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
export async function salesPage<P extends SalesPageBase, M extends object = Record<never, never>>(
  args: LoaderFunctionArgs,
  page: P,
  more = {} as M,
) {
  const { seo, ...content } = page;
  // The page's own testimonials are samples: hers replace them (in production, hers or none).
  const site = await siteView(args.context);
  return json({
    meta: seoMeta(args, { title: seo.title, description: seo.description(offerPrices) }),
    page: { ...content, testimonials: site.testimonials("products", content.testimonials) },
    ...salesFrame(),
    ...more,
  });
}
