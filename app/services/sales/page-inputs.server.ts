import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { OfferKey } from "~/content/offers";
import { keptWhileSame } from "~/lib/kept";
import type { ShownOffer } from "~/lib/offer-prices";
import { offersWithTrueFigures } from "~/lib/sample-figures";
import { canonicalUrl, publicOrigin } from "~/lib/seo";
import { siteView, type SiteView } from "~/services/site/site-view.server";

/**
 * What a page priced from the offers is made of besides its own words (the sales pages, the home
 * page): the shown offers, her site content, where it is published and the site's name. Their data
 * is kept while these are the same (docs/decisions/0023).
 */
export interface PageInputs {
  /** One object while no price or setting changed (prices.server.ts); sample figures only where true. */
  offers: Readonly<Record<OfferKey, ShownOffer>>;
  site: SiteView;
  /** The site's public origin (a Product's url) and the page's canonical URL. */
  origin: string;
  canonical: string;
  ownerName: string;
  /** In production her testimonials show, or none; elsewhere the samples too. */
  production: boolean;
}

/** The shown offers with only true figures: one object while the offers and her settings are the same. */
const trueOffers = keptWhileSame(
  offersWithTrueFigures,
  ([offers, settings, production], [lastOffers, lastSettings, lastProduction]) =>
    offers === lastOffers && settings === lastSettings && production === lastProduction,
);

export async function pageInputs({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const site = await siteView(context);
  const production = context.config.environment === "production";
  return {
    offers: trueOffers(await context.services.prices.all(site.overrides.offers), site.overrides.offers, production),
    site,
    origin: publicOrigin({ request, context }),
    canonical: canonicalUrl({ request, context }),
    ownerName: context.config.ownerName,
    production,
  } satisfies PageInputs;
}

/** The same inputs: the same offers and overrides of hers (new objects after each change), the same place and name. */
export function samePageInputs(next: PageInputs, last: PageInputs): boolean {
  return (
    next.offers === last.offers &&
    next.site.overrides === last.site.overrides &&
    next.production === last.production &&
    next.origin === last.origin &&
    next.canonical === last.canonical &&
    next.ownerName === last.ownerName
  );
}
