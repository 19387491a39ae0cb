import type { SerializeFrom } from "@remix-run/cloudflare";
import { BuyButton } from "~/components/forms/buy-button";
import { CheckList } from "~/components/ui/check-list";
import type { ProductPageData } from "~/services/sales/product-page.server";
import { OfferPrice } from "./offer-price";
import { PageSection, SalesPage } from "./sales-page";

/**
 * A product she made, on the site's sales-page template: her promise, what is inside and who it
 * is for in a card with its price and buy button, then the template's facts, coach, guarantee,
 * closing button, questions (hers first), disclaimer and the phone's buy bar.
 */
export function ProductSalesPage({ data }: { data: SerializeFrom<ProductPageData> }) {
  const { hero, words, sell, testimonials, slug, priced, preview, ...frame } = data;
  return (
    <>
      {preview ? (
        <p
          className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950"
          role="status"
          data-testid="product-preview"
        >
          Preview: only you see this page until the product is on sale.
        </p>
      ) : null}
      <SalesPage hero={hero} sell={sell} testimonials={testimonials} frame={frame}>
        <PageSection labelledBy="product-heading" id="get-it">
          <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-8 text-lg text-slate-700">
              <h2 id="product-heading" className="font-display text-3xl font-bold text-slate-900">
                {hero.title}
              </h2>
              {words.promise.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {words.forWhom.length > 0 ? (
                <div>
                  <h3 className="font-display text-2xl font-bold text-slate-900">Who it is for</h3>
                  {words.forWhom.map((paragraph) => (
                    <p key={paragraph} className="mt-3">
                      {paragraph}
                    </p>
                  ))}
                </div>
              ) : null}
            </div>
            <section
              aria-labelledby="inside-heading"
              data-offer={slug}
              className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-2 ring-gold-400 sm:p-8"
            >
              <h3 id="inside-heading" className="font-display text-2xl font-bold text-slate-900">
                What&apos;s inside
              </h3>
              {words.inside.length > 0 ? <CheckList points={words.inside} className="mt-6 flex-1" /> : null}
              <div className="mt-8 border-t border-slate-100 pt-6">
                {priced ? <OfferPrice offer={slug} /> : null}
                <div className="mt-5">
                  <BuyButton offer={slug} className="btn btn-gold w-full">
                    {sell.closing.buyLabel}
                  </BuyButton>
                </div>
              </div>
            </section>
          </div>
        </PageSection>
      </SalesPage>
    </>
  );
}
