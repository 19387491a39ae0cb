import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BookingSection, MoneyMovesSection, PropertySection } from "~/components/content/home-bands";
import { HomeHero } from "~/components/content/home-hero";
import { ProductsSection } from "~/components/content/products-section";
import { RealEstateSection } from "~/components/content/real-estate-section";
import { productsSection, realEstateSection } from "~/content/home";
import { seo } from "~/lib/seo";
import { pickTab, tabHref, type TabState } from "~/lib/tabs";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Home",
    description: "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
  });

/** The selected tabs come from the query, so the tabs work as plain links without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const products = pickTab(query.get(productsSection.param), productsSection.tabs.map((t) => t.key), productsSection.defaultTab);
  const estate = pickTab(query.get(realEstateSection.param), realEstateSection.tabs.map((t) => t.key), realEstateSection.defaultTab);
  return json({ products, estate });
}

export default function HomePage() {
  const loaded = useLoaderData<typeof loader>();
  // Tabs chosen in place (with JavaScript) keep the other tab set's links in step.
  const [{ products, estate }, setTabs] = useState(loaded);
  useEffect(() => setTabs(loaded), [loaded]);
  const state: TabState = {
    selected: { [productsSection.param]: products, [realEstateSection.param]: estate },
    defaults: { [productsSection.param]: productsSection.defaultTab, [realEstateSection.param]: realEstateSection.defaultTab },
  };
  return (
    <main id="main" className="flex-1">
      <HomeHero />
      <MoneyMovesSection />
      <ProductsSection selected={products} hrefFor={(key) => tabHref("/", state, productsSection.param, key, "products")} onSelect={(key) => setTabs((tabs) => ({ ...tabs, products: key }))} />
      <RealEstateSection selected={estate} hrefFor={(key) => tabHref("/", state, realEstateSection.param, key, "real-estate")} onSelect={(key) => setTabs((tabs) => ({ ...tabs, estate: key }))} />
      <PropertySection />
      <BookingSection />
    </main>
  );
}
