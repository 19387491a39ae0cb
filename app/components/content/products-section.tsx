import { Tabs, type TabLink } from "~/components/ui/tabs";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomePageContent, ProductTabKey } from "~/content/home";
import { ProductCard } from "./product-card";

export function ProductsSection({ section: productsSection, selected, hrefFor, onSelect }: { section: HomePageContent["products"]; selected: ProductTabKey; hrefFor: (key: ProductTabKey) => string; onSelect?: (key: ProductTabKey) => void }) {
  const tabs: TabLink<ProductTabKey>[] = productsSection.tabs.map((tab) => ({ ...tab, href: hrefFor(tab.key) }));
  return (
    <section id="products" aria-labelledby="products-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id="products-heading" eyebrow={productsSection.eyebrow} title={productsSection.heading} intro={productsSection.intro} />
        <div className="mt-10">
          <Tabs
            id="products-tabs"
            label={productsSection.tabsLabel}
            tabs={tabs}
            selected={selected}
            onSelect={onSelect}
            renderPanel={(key) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {productsSection.cards[key].map((card, index) => (
                  <li key={card.to}>
                    <ProductCard card={card} index={index} />
                  </li>
                ))}
              </ul>
            )}
          />
        </div>
      </div>
    </section>
  );
}
