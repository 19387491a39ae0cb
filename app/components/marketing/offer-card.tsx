import { Link } from "~/components/ui/link";
import { useOffers } from "./offer-context";
import { OffersPrice } from "./offer-price";
import type { AnyCover } from "~/content/covers";
import type { SaleKey } from "~/content/offers";
import { CoverArt } from "./cover-art";

/** A card as the home page's tabs show it: a typed card of content/home.ts, or one of her products. */
export interface HomeCard {
  title: string;
  description: string;
  to: string;
  offers: readonly SaleKey[];
  cta: string;
  /** Her product may have no cover yet. */
  cover: AnyCover | null;
}

/**
 * A home-page card for one of the coach's own offers (priced from content/offers in dollars); the
 * whole card is one link to the card's target. Not the shop's ShopProductCard, which shows a
 * catalog product from the shop API in its own currency.
 */
export function OfferCard({ card, index }: { card: HomeCard; index: number }) {
  const offers = useOffers();
  // Sold out or coming soon when every offer of the card is (one on sale keeps the card open).
  const statuses = new Set(card.offers.map((key) => offers[key]?.status));
  const only = statuses.size === 1 ? offers[card.offers[0]] : undefined;
  const badge = only?.status === "sold-out" || only?.status === "coming-soon" ? only.closed?.badge : null;
  return (
    <article
      className="card-enter group relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-gold-400 hover:shadow-md"
      style={{ animationDelay: `${index * 0.05}s` }}
      data-testid="product-card"
    >
      {card.cover ? <CoverArt cover={card.cover} decorative /> : null}
      <h3 className="mt-5 font-display text-xl font-bold text-slate-900">
        <Link to={card.to} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
          {card.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
      <div className="mt-5">
        <OffersPrice keys={card.offers} />
        {badge ? (
          <p
            className="mt-2 inline-block rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-slate-900"
            data-status
          >
            {badge}
          </p>
        ) : null}
      </div>
      <p aria-hidden="true" className="mt-4 font-semibold text-brand-700 group-hover:text-brand-900">
        {card.cta} →
      </p>
    </article>
  );
}
