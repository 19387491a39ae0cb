import { BuyButton } from "~/components/forms/buy-button";
import { CheckList } from "~/components/ui/check-list";
import { OfferPrice } from "./offer-price";
import type { OfferBlock } from "~/content/sales/types";

/**
 * One offer as a card: heading, text, what's included, price and its buy button. `headingLevel`
 * keeps the page's heading order (an h2 on its own, an h3 inside a section).
 */
export function OfferPanel({
  block,
  headingLevel = 2,
  featured = false,
  index = 0,
}: {
  block: OfferBlock;
  headingLevel?: 2 | 3;
  featured?: boolean;
  index?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${block.id ?? block.offer}-heading`;
  return (
    <section
      id={block.id}
      aria-labelledby={headingId}
      data-offer={block.offer}
      className={`card-enter relative flex h-full scroll-mt-24 flex-col rounded-3xl bg-white p-6 shadow-sm sm:p-8 ${featured ? "ring-2 ring-gold-400" : "ring-1 ring-slate-200"}`}
      style={{ animationDelay: `${index * 0.05}s` }}
    >
      {block.badge ? (
        <p className="absolute -top-3 right-6 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
          {block.badge}
        </p>
      ) : null}
      {block.eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{block.eyebrow}</p>
      ) : null}
      <Heading id={headingId} className="mt-1 font-display text-2xl font-bold text-slate-900 sm:text-3xl">
        {block.heading}
      </Heading>
      <p className="mt-3 text-slate-700">{block.text}</p>
      {block.facts?.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Details">
          {block.facts.map((fact) => (
            <li key={fact} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {fact}
            </li>
          ))}
        </ul>
      ) : null}
      <CheckList points={block.bullets} className="mt-6 flex-1" />
      <div className="mt-8 border-t border-slate-100 pt-6">
        <OfferPrice offer={block.offer} />
        <div className="mt-5">
          <BuyButton offer={block.offer} className={`btn w-full ${featured ? "btn-gold" : "btn-primary"}`}>
            {block.buyLabel}
          </BuyButton>
        </div>
      </div>
    </section>
  );
}

/** A sales page's one offer, alone and featured under its sections (here, so it shares the panel's chunk). */
export function FeaturedOffer({ block }: { block: OfferBlock }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <OfferPanel block={block} featured />
    </div>
  );
}
