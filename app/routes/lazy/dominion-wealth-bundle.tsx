// The body of /product/dominion-wealth-bundle, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { offerFrom } from "~/components/marketing/offer-context";
import { PageSection, SalesPage } from "~/components/marketing/sales-page";
import { BuyButton } from "~/components/forms/buy-button";
import { PriceDisplay, Usd } from "~/components/marketing/offer-price";
import { SalesCard } from "~/components/marketing/sales-card";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.dominion-wealth-bundle";

export { pageMeta } from "~/root";

export function DominionWealthBundlePage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  const bundle = offerFrom(frame.offers, page.offer);
  const buyBox = (
    <div className="rounded-3xl bg-white p-8 text-slate-900 shadow-xl ring-2 ring-gold-400" data-offer={bundle.key}>
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{bundle.name}</p>
      <div className="mt-3">
        <PriceDisplay cents={bundle.priceCents} currency={bundle.currency} size="xl" />
      </div>
      {bundle.compareAtCents ? (
        <p className="mt-2 text-lg text-slate-600">
          {page.totalValueLabel}{" "}
          <strong className="font-semibold text-slate-900">
            <Usd cents={bundle.compareAtCents} />+
          </strong>
        </p>
      ) : null}
      <div className="mt-6">
        <BuyButton offer={bundle.key} className="btn btn-gold w-full">
          {page.buyLabel}
        </BuyButton>
      </div>
    </div>
  );
  return (
    <SalesPage hero={page.hero} sell={page.sell} heroAside={buyBox} testimonials={page.testimonials} frame={frame}>
      <PageSection labelledBy="includes-heading">
        <SectionHeading id="includes-heading" title={page.includesHeading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {page.includes.map((item, index) => {
            const offer = offerFrom(frame.offers, item.offer);
            return (
              <SalesCard key={item.title} title={item.title} text={item.text} index={index}>
                <div className="mt-4">
                  <PriceDisplay
                    cents={offer.priceCents}
                    currency={offer.currency}
                    compareAtCents={offer.compareAtCents}
                    compareAtLabel="was"
                    size="md"
                  />
                </div>
              </SalesCard>
            );
          })}
        </ul>
      </PageSection>
      <PageSection labelledBy="bonuses-heading" tone="tint">
        <SectionHeading id="bonuses-heading" title={page.bonusesHeading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {page.bonuses.map((bonus, index) => (
            <li
              key={bonus.title}
              className="card-enter flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              style={{ animationDelay: `${index * 0.05}s` }}
            >
              <h3 className="font-display text-xl font-bold text-slate-900">{bonus.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{bonus.text}</p>
              {/* A sample figure: left out where showsSampleFigures says so (lib/sales-words.ts). */}
              {frame.sampleFigures ? (
                <p className="mt-4 font-semibold text-gold-700" data-testid="bonus-value">
                  {bonus.valueCents ? (
                    <>
                      Value <Usd cents={bonus.valueCents} />
                    </>
                  ) : (
                    page.pricelessLabel
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-md">{buyBox}</div>
      </PageSection>
    </SalesPage>
  );
}
