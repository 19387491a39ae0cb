import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homePage, type EstateTabKey, type ProductTabKey } from "~/content/home";
import { vacancyPromise } from "~/content/property-plans";
import * as clock from "~/lib/clock";
import { eventFacts, type EventFacts } from "~/lib/event-facts";
import { licenceLine } from "~/lib/profile";
import { vacancyPromiseText } from "~/lib/property-plan";
import { seoTags, type PageSeo } from "~/lib/seo";
import { pickTab } from "~/lib/tabs";
import { keptJson } from "~/services/cache/kept-json.server";
import { shownOffer, type ShownOffer } from "~/lib/offer-prices";
import { isOnShow, offerStatusOf, productOffer, productPath } from "~/lib/products";
import type { ProductsSection } from "~/lib/site-sections";
import { pageInputs, samePageInputs, type PageInputs } from "./page-inputs.server";

const pageSeo: PageSeo = {
  title: "Home",
  description:
    "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
};

/**
 * What the home page's data is made of: what every priced page's is, and the tabs its query chose
 * (each its default when the query names none or an unknown one).
 */
interface HomeInputs extends PageInputs {
  products: ProductTabKey;
  estate: EstateTabKey;
  /** The event band's "When" and "Time": the next session as she scheduled it. */
  event: EventFacts;
  paymentsReady: boolean;
}

/** A card of her product on the home page's tab (the typed cards' shape: components/marketing/offer-card.tsx). */
interface HomeProductCard {
  title: string;
  description: string;
  to: string;
  offers: string[];
  cta: string;
  cover: { src: string; width?: number; height?: number; alt: string } | null;
}

/**
 * Her products on show, as cards of their tab and as offers priced as Stripe confirmed them when
 * she saved (their pages ask Stripe again); null offers when she has none, so the page's table of
 * offers stays the shared one.
 */
function homeProducts(products: ProductsSection | undefined, paymentsReady: boolean) {
  const cards: Record<ProductTabKey, HomeProductCard[]> = { ebooks: [], bundles: [] };
  const offers: Record<string, ShownOffer> = {};
  for (const [slug, product] of Object.entries(products ?? {})) {
    if (!isOnShow(product)) continue;
    offers[slug] = shownOffer(
      productOffer(slug, product),
      null,
      { status: offerStatusOf(product.status) },
      paymentsReady,
    );
    cards[product.tab].push({
      title: product.title,
      description: product.tagline,
      to: productPath(slug),
      offers: [slug],
      cta: "See what's inside",
      cover: product.cover ? { ...product.cover, alt: "" } : null,
    });
  }
  return { cards, offers: Object.keys(offers).length > 0 ? offers : null };
}

function homePageData({ products, estate, event, offers, site, canonical, ownerName, paymentsReady }: HomeInputs) {
  const { name, role, headshot } = site.profile.person;
  const facts = homePage.moneyMoves.facts.map(([term, value]): [string, string] => [
    term,
    term === "When" ? event.when : term === "Time" ? event.time : value,
  ]);
  return {
    meta: seoTags({ ownerName, url: canonical }, pageSeo),
    tabs: { products, estate },
    content: { ...homePage, moneyMoves: { ...homePage.moneyMoves, facts }, person: { name, role, headshot } },
    promise: { heading: vacancyPromise.heading, text: vacancyPromiseText(vacancyPromise) },
    offers,
    mine: homeProducts(site.overrides.products, paymentsReady),
    licence: licenceLine(site.profile),
  };
}

/** Kept as JSON while the tabs and the page's inputs (the offers, her overrides) are the same. */
const kept = keptJson(
  homePageData,
  ([next], [last]) =>
    next.products === last.products &&
    next.estate === last.estate &&
    next.event.when === last.event.when &&
    next.event.time === last.event.time &&
    next.paymentsReady === last.paymentsReady &&
    samePageInputs(next, last),
);

/**
 * The home page's loader data: its words and the offers' prices come as data, so they stay out of
 * its script; the selected tabs come from the query, so the tabs work as plain links without
 * JavaScript.
 */
export async function homePageAnswer(args: Pick<LoaderFunctionArgs, "request" | "context">) {
  const query = new URL(args.request.url).searchParams;
  const { products: productsSection, realEstate } = homePage;
  return kept({
    ...(await pageInputs(args)),
    event: eventFacts(clock.now(), (await args.context.services.site.overrides()).event),
    paymentsReady: args.context.services.payments.configured,
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
  });
}
