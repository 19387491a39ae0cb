// The body of /, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BookingSection, MoneyMovesSection, PropertySection } from "~/components/marketing/home-bands";
import { HomeHero } from "~/components/marketing/home-hero";
import { OfferProvider } from "~/components/marketing/offer-context";
import { ProductsSection } from "~/components/marketing/products-section";
import { RealEstateSection } from "~/components/marketing/real-estate-section";
import { tabHref, type TabState } from "~/lib/tabs";
import type { loader } from "../_index";

export { pageMeta } from "~/root";

export function HomePage() {
  const { tabs: loaded, content, promise, offers, mine, licence } = useLoaderData<typeof loader>();
  // Tabs chosen in place (with JavaScript) keep the other tab set's links in step.
  const [{ products, estate }, setTabs] = useState(loaded);
  useEffect(() => setTabs(loaded), [loaded]);
  const { products: productsSection, realEstate } = content;
  const state: TabState = {
    selected: { [productsSection.param]: products, [realEstate.param]: estate },
    defaults: { [productsSection.param]: productsSection.defaultTab, [realEstate.param]: realEstate.defaultTab },
  };
  return (
    <OfferProvider offers={mine.offers === null ? offers : { ...offers, ...mine.offers }}>
      <main id="main" className="flex-1">
        <HomeHero hero={content.hero} person={content.person} />
        <MoneyMovesSection section={content.moneyMoves} />
        <ProductsSection
          section={productsSection}
          mine={mine.cards}
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
