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
}

function homePageData({ products, estate, event, offers, site, canonical, ownerName }: HomeInputs) {
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
