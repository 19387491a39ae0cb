import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homePage, type EstateTabKey, type ProductTabKey } from "~/content/home";
import type { OfferKey } from "~/content/offers";
import { vacancyPromise } from "~/content/property-plans";
import type { ShownOffer } from "~/lib/offer-prices";
import { licenceLine } from "~/lib/profile";
import { vacancyPromiseText } from "~/lib/property-plan";
import { canonicalUrl, seoTags, type PageSeo } from "~/lib/seo";
import { pickTab } from "~/lib/tabs";
import { keptJson } from "~/server/kept-json.server";
import { siteView, type SiteView } from "~/services/site/site-view.server";

const pageSeo: PageSeo = {
  title: "Home",
  description:
    "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
};

/** What the home page's data is made of. */
interface HomeInputs {
  /** The tabs chosen by the query (each its default when the query names none or an unknown one). */
  products: ProductTabKey;
  estate: EstateTabKey;
  offers: Readonly<Record<OfferKey, ShownOffer>>;
  site: SiteView;
  canonical: string;
  ownerName: string;
}

function homePageData({ products, estate, offers, site, canonical, ownerName }: HomeInputs) {
  const { name, role, headshot } = site.profile.person;
  return {
    meta: seoTags({ ownerName, url: canonical }, pageSeo),
    tabs: { products, estate },
    content: { ...homePage, person: { name, role, headshot } },
    promise: { heading: vacancyPromise.heading, text: vacancyPromiseText(vacancyPromise) },
    offers,
    licence: licenceLine(site.profile),
  };
}

/** Kept as JSON while the tabs, the offers (one object between changes) and her overrides are the same. */
const kept = keptJson(
  homePageData,
  ([next], [last]) =>
    next.products === last.products &&
    next.estate === last.estate &&
    next.offers === last.offers &&
    next.site.overrides === last.site.overrides &&
    next.canonical === last.canonical &&
    next.ownerName === last.ownerName,
);

/**
 * The home page's loader data: its words and the offers' prices come as data, so they stay out of
 * its script; the selected tabs come from the query, so the tabs work as plain links without
 * JavaScript.
 */
export async function homePageAnswer({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const query = new URL(request.url).searchParams;
  const { products: productsSection, realEstate } = homePage;
  const site = await siteView(context);
  return kept({
    products: pickTab(
      query.get(productsSection.param),
      productsSection.tabs.map((t) => t.key),
      productsSection.defaultTab,
    ),
    estate: pickTab(
      query.get(realEstate.param),
      realEstate.tabs.map((t) => t.key),
      realEstate.defaultTab,
    ),
    offers: await context.services.prices.all(site.overrides.offers),
    site,
    canonical: canonicalUrl({ request, context }),
    ownerName: context.config.ownerName,
  });
}
