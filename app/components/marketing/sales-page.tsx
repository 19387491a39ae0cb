import type { ReactNode } from "react";
import type { SalesHero } from "~/content/sales/types";
import type { SalesFrame } from "~/services/sales/sales-page.server";
import type { Testimonial } from "~/content/types";
import { JsonLd } from "~/components/ui/json-ld";
import { OfferProvider } from "./offer-context";
import { TestimonialList } from "./testimonial-list";
import { CoverArt } from "./cover-art";
import {
  BuyBar,
  ClosingBuy,
  CoachSection,
  DeliverySection,
  FaqSection,
  WordsSection,
  type Sell,
} from "./sales-sections";
import { SALES_WORDS_HEADINGS } from "~/content/sales-headings";

/**
 * The frame every sales page shares: hero with the h1 and the product's cover, the page's own
 * sections, her words on who it is for and the value (when she wrote them), what the visitor gets
 * and how it arrives, the coach, the testimonials, the guarantee, a buy button, the questions, the
 * disclaimer, and on phones a buy bar kept in reach.
 */
export function SalesPage({
  hero,
  heroAside,
  children,
  testimonials,
  sell,
  frame,
}: {
  hero: SalesHero;
  /**
   * Shown beside the title on wide screens: a price box, or the page's `<VideoArea>` (given by
   * the pages that have a video, so the other sales pages' script does not carry it).
   */
  heroAside?: ReactNode;
  children: ReactNode;
  testimonials: readonly Testimonial[];
  /** The cover, facts, questions and closing offer (content/sales/types.ts). */
  sell: Sell;
  /** The offers and shared words, from the loader (app/lib/sales-page.ts). */
  frame: SalesFrame;
}) {
  const { guarantee, disclaimer, selling, coach, salesWords } = frame;
  return (
    <OfferProvider offers={frame.offers} buyButtonWords={frame.buyButtonWords} waitlist={frame.waitlist}>
      <main id="main" className="flex-1">
        {frame.products.length > 0 ? <JsonLd data={frame.products} /> : null}
        <section
          aria-labelledby="page-title"
          className="hero-decoration relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
        >
          <div
            className={`relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 ${heroAside ? "lg:grid-cols-2 lg:items-center" : ""}`}
          >
            <div className={heroAside ? "" : "mx-auto max-w-3xl text-center"}>
              <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{hero.eyebrow}</p>
              <h1 id="page-title" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
                {hero.title}
              </h1>
              {hero.subtitle ? (
                <p
                  className="mt-5 whitespace-pre-line text-lg leading-relaxed text-slate-200"
                  data-testid="sales-promise"
                >
                  {hero.subtitle}
                </p>
              ) : null}
              {sell.cover ? (
                <CoverArt
                  cover={sell.cover}
                  eager
                  className={`mt-8 max-w-xs shadow-xl ring-1 ring-white/20 ${heroAside ? "" : "mx-auto"}`}
                />
              ) : null}
            </div>
            {heroAside ? <div>{heroAside}</div> : null}
          </div>
        </section>

        {children}

        {salesWords.forWhom ? (
          <WordsSection id="for-whom" heading={SALES_WORDS_HEADINGS.forWhom} blocks={salesWords.forWhom} />
        ) : null}
        {salesWords.compareAt ? (
          <WordsSection id="value" heading={SALES_WORDS_HEADINGS.compareAt} blocks={salesWords.compareAt} />
        ) : null}
        {salesWords.inside ? <DeliverySection sell={sell} words={selling} inside={salesWords.inside} /> : null}
        <CoachSection coach={coach} heading={selling.coachHeading} />
        <TestimonialList testimonials={testimonials} />

        {guarantee ? (
          <section aria-labelledby="guarantee-heading" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
            <div className="flex flex-col items-center gap-6 rounded-3xl bg-gold-50 p-8 text-center ring-1 ring-gold-200 sm:flex-row sm:text-left">
              <span aria-hidden="true" className="guarantee-badge" />
              <div>
                <h2 id="guarantee-heading" className="font-display text-2xl font-bold text-slate-900">
                  {guarantee.heading}
                </h2>
                <p className="mt-2 whitespace-pre-line text-slate-700">{guarantee.text}</p>
              </div>
            </div>
          </section>
        ) : null}

        <ClosingBuy sell={sell} heading={selling.closingHeading} />
        {sell.faq.length > 0 ? <FaqSection sell={sell} heading={selling.faqHeading} /> : null}

        <aside aria-label="Disclaimer" className="border-t border-slate-200 bg-white">
          <p
            className="mx-auto max-w-4xl px-4 py-8 text-center text-sm leading-relaxed text-slate-600 sm:px-6"
            data-testid="sales-disclaimer"
          >
            {disclaimer}
          </p>
        </aside>
        <BuyBar sell={sell} label={selling.barLabel} />
      </main>
    </OfferProvider>
  );
}

/** A light section with the site's width and spacing. */
export function PageSection({
  id,
  labelledBy,
  children,
  tone = "plain",
}: {
  id?: string;
  labelledBy: string;
  children: ReactNode;
  tone?: "plain" | "tint";
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tone === "tint" ? "bg-brand-50/60" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">{children}</div>
    </section>
  );
}
