import type { ProductTabKey } from "~/content/home";
import type { HomePageContent } from "./home-content";
import { OfferCard, type HomeCard } from "./offer-card";
import { useOffers } from "./offer-context";
import { TabbedSection } from "./tabbed-section";

export function ProductsSection({
  section,
  selected,
  hrefFor,
  onSelect,
  mine,
}: {
  section: HomePageContent["products"];
  /** Her own products on show, per tab, after the typed cards. */
  mine: Record<ProductTabKey, readonly HomeCard[]>;
  selected: ProductTabKey;
  hrefFor: (key: ProductTabKey) => string;
  onSelect?: (key: ProductTabKey) => void;
}) {
  const offers = useOffers();
  // A card whose offers the owner all hid leaves the page; the others show only what is not hidden.
  const shown = (cards: readonly HomeCard[]) =>
    cards
      .map((card) => ({ ...card, offers: card.offers.filter((key) => offers[key]?.status !== "hidden") }))
      .filter((card) => card.offers.length > 0);
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
          {shown([...section.cards[key], ...mine[key]]).map((card, index) => (
            <li key={card.to}>
              <OfferCard card={card} index={index} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
