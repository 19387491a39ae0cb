import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BookingSection, MoneyMovesSection, PropertySection } from "~/components/marketing/home-bands";
import { HomeHero } from "~/components/marketing/home-hero";
import { OfferProvider } from "~/components/marketing/offer-context";
import { ProductsSection } from "~/components/marketing/products-section";
import { RealEstateSection } from "~/components/marketing/real-estate-section";
import { homePage } from "~/content/home";
import { vacancyPromise } from "~/content/property-plans";
import { licenceLine } from "~/lib/profile";
import { vacancyPromiseText } from "~/lib/property-plan";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { pickTab, tabHref, type TabState } from "~/lib/tabs";
import { siteView } from "~/services/site/site-view.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Home",
  description:
    "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
};

/**
 * The page's words and prices come as data, so they stay out of its script. The selected tabs
 * come from the query, so the tabs work as plain links without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const { products: productsSection, realEstate } = homePage;
  const products = pickTab(
    query.get(productsSection.param),
    productsSection.tabs.map((t) => t.key),
    productsSection.defaultTab,
  );
  const estate = pickTab(
    query.get(realEstate.param),
    realEstate.tabs.map((t) => t.key),
    realEstate.defaultTab,
  );
  const promise = { heading: vacancyPromise.heading, text: vacancyPromiseText(vacancyPromise) };
  const site = await siteView(context);
  const { profile } = site;
  const { name, role, headshot } = profile.person;
  return json({
    meta: seoMeta({ request, context }, pageSeo),
    tabs: { products, estate },
    content: { ...homePage, person: { name, role, headshot } },
    promise,
    offers: await context.services.prices.all(site.overrides.offers),
    licence: licenceLine(profile),
  });
}

export default function HomePage() {
  const { tabs: loaded, content, promise, offers, licence } = useLoaderData<typeof loader>();
  // Tabs chosen in place (with JavaScript) keep the other tab set's links in step.
  const [{ products, estate }, setTabs] = useState(loaded);
  useEffect(() => setTabs(loaded), [loaded]);
  const { products: productsSection, realEstate } = content;
  const state: TabState = {
    selected: { [productsSection.param]: products, [realEstate.param]: estate },
    defaults: { [productsSection.param]: productsSection.defaultTab, [realEstate.param]: realEstate.defaultTab },
  };
  return (
    <OfferProvider offers={offers}>
      <main id="main" className="flex-1">
        <HomeHero hero={content.hero} person={content.person} />
        <MoneyMovesSection section={content.moneyMoves} />
        <ProductsSection
          section={productsSection}
          selected={products}
          hrefFor={(key) => tabHref("/", state, productsSection.param, key, "products")}
          onSelect={(key) => setTabs((tabs) => ({ ...tabs, products: key }))}
        />
        <RealEstateSection
          section={realEstate}
          licence={licence}
          selected={estate}
          hrefFor={(key) => tabHref("/", state, realEstate.param, key, "real-estate")}
          onSelect={(key) => setTabs((tabs) => ({ ...tabs, estate: key }))}
        />
        <PropertySection section={content.property} promise={promise} />
        <BookingSection section={content.booking} />
      </main>
    </OfferProvider>
  );
}
