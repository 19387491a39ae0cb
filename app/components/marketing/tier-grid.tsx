import { BuyButton } from "~/components/forms/buy-button";
import { CheckList } from "~/components/ui/check-list";
import { OfferPrice } from "./offer-price";
import { offerFrom, useOffers } from "./offer-context";
import type { ContentTier } from "~/content/sales/ai-marketing-suite";

/** The done-for-you monthly plans side by side, the recommended one raised and marked. */
export function TierGrid({ tiers, highlightLabel }: { tiers: readonly ContentTier[]; highlightLabel: string }) {
  const offers = useOffers();
  return (
    <ul className="mt-12 grid gap-8 lg:grid-cols-3 lg:items-center">
      {tiers.map((tier, index) => {
        const offer = offerFrom(offers, tier.offer);
        const headingId = `tier-${tier.offer}-heading`;
        return (
          <li key={tier.offer} className="card-enter h-full" style={{ animationDelay: `${index * 0.05}s` }}>
            <article
              aria-labelledby={headingId}
              data-offer={tier.offer}
              data-highlight={tier.highlight ? "true" : undefined}
              className={`relative flex h-full flex-col rounded-3xl p-8 shadow-sm ${tier.highlight ? "bg-brand-900 text-white shadow-xl ring-2 ring-gold-400 lg:-my-4 lg:py-12" : "bg-white ring-1 ring-slate-200"}`}
            >
              {tier.highlight ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
                  {highlightLabel}
                </p>
              ) : null}
              <h3
                id={headingId}
                className={`font-display text-2xl font-bold ${tier.highlight ? "text-white" : "text-slate-900"}`}
              >
                {offer.name}
              </h3>
              <p className={`mt-1 text-sm ${tier.highlight ? "text-slate-200" : "text-slate-600"}`}>{tier.tagline}</p>
              <div className="mt-6">
                <OfferPrice offer={tier.offer} tone={tier.highlight ? "dark" : "light"} />
              </div>
              <CheckList points={tier.features} tone={tier.highlight ? "dark" : "light"} className="mt-6 flex-1" />
              <div className="mt-8">
                <BuyButton offer={tier.offer} className={`btn w-full ${tier.highlight ? "btn-gold" : "btn-primary"}`}>
                  {tier.buttonText}
                </BuyButton>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
