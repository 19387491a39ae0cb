import { useEffect, useRef, useState } from "react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { BuyButton } from "~/components/forms/buy-button";
import { WAITLIST_ACTION } from "~/components/forms/waitlist-form";
import type { AnyCover } from "~/content/covers";
import type { SaleKey } from "~/content/offers";
import type { SalesExtras } from "~/content/sales/types";
import type { SalesFrame } from "~/services/sales/sales-page.server";
import { formatPrice } from "~/lib/money";
import { Portrait } from "./person";
import { OfferPrice } from "./offer-price";
import { useOffer, useOfferWaitlist, useOffers, offerFrom } from "./offer-context";

/** A typed page's, or a product of hers (its cover her photo, or none yet). */
export type Sell = Omit<SerializeFrom<SalesExtras<SaleKey>>, "cover"> & { cover: AnyCover | null };
type Frame = SerializeFrom<SalesFrame>;

/** Each offer's format, length and how it arrives. */
export function DeliverySection({ sell, words }: { sell: Sell; words: Frame["selling"] }) {
  const offers = useOffers();
  return (
    <section aria-labelledby="delivery-heading" className="bg-brand-50/60" data-testid="sales-delivery">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="delivery-heading" className="text-center font-display text-3xl font-bold text-slate-900 sm:text-4xl">
          {words.insideHeading}
        </h2>
        <ul className={`mt-10 grid gap-6 ${sell.delivery.length > 1 ? "md:grid-cols-2" : "mx-auto max-w-xl"}`}>
          {sell.delivery.map((item) => (
            <li key={item.offer} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-display text-xl font-bold text-slate-900">{offerFrom(offers, item.offer).name}</h3>
              <dl className="mt-4 space-y-3 text-slate-700">
                <div>
                  <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">{words.formatLabel}</dt>
                  <dd>{item.format}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">{words.lengthLabel}</dt>
                  <dd>{item.length}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">{words.deliveryLabel}</dt>
                  <dd>{item.delivery ?? words.downloadDelivery}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The coach's face, name and a few lines: who stands behind the product. */
export function CoachSection({ coach, heading }: { coach: Frame["coach"]; heading: string }) {
  return (
    <section aria-labelledby="coach-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6" data-testid="sales-coach">
      <div className="flex flex-col items-center gap-8 sm:flex-row sm:items-start">
        <Portrait image={coach.headshot} className="h-40 w-32 flex-none rounded-2xl shadow-md" />
        <div className="text-center sm:text-left">
          <h2 id="coach-heading" className="text-sm font-semibold uppercase tracking-widest text-gold-700">
            {heading}
          </h2>
          <p className="mt-2 font-display text-3xl font-bold text-slate-900">{coach.name}</p>
          <p className="mt-1 font-medium text-brand-800">{coach.role}</p>
          <p className="mt-4 text-slate-700">{coach.shortBio}</p>
        </div>
      </div>
    </section>
  );
}

/** The buy button after the guarantee: the offer's name, its price and the button. */
export function ClosingBuy({ sell, heading }: { sell: Sell; heading: string }) {
  const offer = useOffer(sell.closing.offer);
  return (
    <section
      id="buy"
      aria-labelledby="closing-heading"
      className="mx-auto max-w-xl scroll-mt-24 px-4 pb-16 text-center sm:px-6"
      data-testid="closing-buy"
    >
      <h2 id="closing-heading" className="font-display text-3xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{offer.name}</p>
      {offer.priceCents > 0 ? (
        <div className="mt-4 flex justify-center">
          <OfferPrice offer={offer.key} />
        </div>
      ) : null}
      <div className="mx-auto mt-6 max-w-sm text-left">
        <BuyButton offer={offer.key} className="btn btn-gold w-full">
          {sell.closing.buyLabel}
        </BuyButton>
      </div>
    </section>
  );
}

/** Short answers that open without JavaScript (<details>). */
export function FaqSection({ sell, heading }: { sell: Sell; heading: string }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6" data-testid="sales-faq">
      <h2 id="faq-heading" className="text-center font-display text-3xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {sell.faq.map((item) => (
          <details key={item.question} className="group px-6 py-4">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.question}
                <span aria-hidden="true" className="text-xl text-gold-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * The phone's buy bar: stuck to the bottom of the screen by CSS alone (works without JavaScript).
 * Where JavaScript runs it steps aside while another buy button is on screen, so the visitor never
 * sees two at once. An offer that needs the terms ticked links to the closing button instead of
 * squeezing its checkbox into the bar, and one that cannot be bought now links to the closing
 * section's waitlist form: a form of two fields would cover a third of a phone's screen.
 */
export function BuyBar({ sell, label }: { sell: Sell; label: string }) {
  const offer = useOffer(sell.closing.offer);
  const waitlist = useOfferWaitlist();
  const bar = useRef<HTMLDivElement>(null);
  const [covered, setCovered] = useState(false);

  useEffect(() => {
    const buttons = [
      ...document.querySelectorAll(`main form[action="/buy"], main form[action="${WAITLIST_ACTION}"]`),
    ].filter((form) => !bar.current?.contains(form));
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setCovered(onScreen.size > 0);
    });
    for (const button of buttons) observer.observe(button);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={bar}
      className={`sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur transition-opacity lg:hidden ${covered ? "invisible opacity-0" : ""}`}
      data-testid="buy-bar"
      data-covered={covered ? "true" : undefined}
    >
      <div className="mx-auto flex max-w-xl items-center gap-4">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-sm text-slate-600">{offer.name}</span>
          {/* A product of hers coming soon may have no price yet. */}
          {offer.priceCents > 0 ? (
            <span className="font-display text-xl font-bold text-slate-900">
              {formatPrice(offer.priceCents, offer.billing)}
            </span>
          ) : null}
        </p>
        <div className="flex-none">
          {offer.closed || offer.requiresConsent ? (
            <a href="#buy" className="btn btn-gold">
              {offer.closed ? waitlist.copy.submit : label}
            </a>
          ) : (
            <BuyButton offer={offer.key} className="btn btn-gold">
              {label}
            </BuyButton>
          )}
        </div>
      </div>
    </div>
  );
}
