import type { ProductTabKey } from "~/content/home";
import type { HomePageContent } from "./home-content";
import { OfferCard } from "./offer-card";
import { TabbedSection } from "./tabbed-section";

export function ProductsSection({
  section,
  selected,
  hrefFor,
  onSelect,
}: {
  section: HomePageContent["products"];
  selected: ProductTabKey;
  hrefFor: (key: ProductTabKey) => string;
  onSelect?: (key: ProductTabKey) => void;
}) {
  return (
    <TabbedSection
      id="products"
      tabsId="products-tabs"
      background="bg-slate-50"
      section={section}
      selected={selected}
      hrefFor={hrefFor}
      onSelect={onSelect}
      renderPanel={(key) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.cards[key].map((card, index) => (
            <li key={card.to}>
              <OfferCard card={card} index={index} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
