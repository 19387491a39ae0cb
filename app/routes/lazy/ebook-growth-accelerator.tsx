// The body of /product/ebook-growth-accelerator, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { PageSection, SalesPage } from "~/components/marketing/sales-page";
import { BuyButton } from "~/components/forms/buy-button";
import { CheckList } from "~/components/ui/check-list";
import { OfferPrice } from "~/components/marketing/offer-price";
import { SectionHeading } from "~/components/ui/section-heading";
import { LeadForm } from "~/components/forms/lead-form";
import type { loader } from "../product.ebook-growth-accelerator";

export { pageMeta } from "~/root";

export function EbookGrowthAcceleratorPage() {
  const { form, page, ...frame } = useLoaderData<typeof loader>();
  const free = page.freeBlueprint;
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <PageSection labelledBy="ebook-offers-heading">
        <SectionHeading id="ebook-offers-heading" title={page.offersHeading} />
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {page.cards.map((card, index) => {
            const featured = Boolean(card.badge);
            return (
              <li key={card.name} className="card-enter" style={{ animationDelay: `${index * 0.05}s` }}>
                <article
                  aria-labelledby={`ebook-card-${index}`}
                  data-offer={card.offer ?? "free"}
                  className={`relative flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ${featured ? "ring-2 ring-gold-400" : "ring-1 ring-slate-200"}`}
                >
                  {card.badge ? (
                    <p className="absolute -top-3 right-6 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
                      {card.badge}
                    </p>
                  ) : null}
                  <h3 id={`ebook-card-${index}`} className="font-display text-2xl font-bold text-slate-900">
                    {card.name}
                  </h3>
                  <p className="mt-2 text-slate-700">{card.text}</p>
                  <div className="mt-6">
                    {card.offer ? (
                      <OfferPrice offer={card.offer} />
                    ) : (
                      <p className="font-display text-4xl font-bold text-emerald-700">{page.freeLabel}</p>
                    )}
                  </div>
                  <CheckList points={card.bullets} className="mt-6 flex-1" />
                  <div className="mt-8">
                    {card.offer ? (
                      <BuyButton offer={card.offer} className={`btn w-full ${featured ? "btn-gold" : "btn-primary"}`}>
                        {card.buttonText}
                      </BuyButton>
                    ) : (
                      <a href={`#${free.id}`} className="btn btn-secondary w-full">
                        {card.buttonText}
                      </a>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <section id={free.id} aria-labelledby="free-blueprint-heading" className="scroll-mt-24 bg-brand-50/60">
        <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 id="free-blueprint-heading" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
              {free.heading}
            </h2>
            <p className="mt-2 text-slate-700">{free.text}</p>
            <div className="mt-8">
              <LeadForm form={form} button="gold" labelledBy="free-blueprint-heading" />
            </div>
          </div>
        </div>
      </section>
    </SalesPage>
  );
}
