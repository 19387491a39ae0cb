import { offerFrom, useOffer, useOffers } from "./offer-context";
import type { Offer, SaleKey } from "~/content/offers";
import { formatPrice, formatUsd, lowestPriceCents, type Billing } from "~/lib/money";

/** Prices of the coach's own offers, in dollars (a shop product's price is ShopPrice). */

const COMPARE_LABEL: Record<NonNullable<Offer["compareAtLabel"]>, string> = {
  value: "Value",
  was: "Was",
  regular: "Regular price",
};

const SIZE = { md: "text-2xl", lg: "text-4xl", xl: "text-5xl" } as const;

/** A price with its struck-through "value", "was" or "regular" price when there is one. */
export function PriceDisplay({
  cents,
  billing = "once",
  currency = "usd",
  compareAtCents,
  compareAtLabel,
  prefix,
  size = "lg",
  tone = "light",
}: {
  cents: number;
  billing?: Billing;
  /** Lower-case ISO code: a Stripe price may be in another currency than the dollar. */
  currency?: string;
  compareAtCents?: number;
  compareAtLabel?: Offer["compareAtLabel"];
  /** e.g. "From" */
  prefix?: string;
  size?: keyof typeof SIZE;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {prefix ? (
        <span className={`text-sm font-semibold uppercase tracking-wide ${dark ? "text-slate-300" : "text-slate-600"}`}>
          {prefix}
        </span>
      ) : null}
      <span className={`font-display font-bold ${SIZE[size]} ${dark ? "text-white" : "text-slate-900"}`} data-price>
        {formatPrice(cents, billing, currency)}
      </span>
      {compareAtCents ? (
        <span className={`text-base ${dark ? "text-slate-300" : "text-slate-600"}`}>
          {COMPARE_LABEL[compareAtLabel ?? "value"]} <del>{formatUsd(compareAtCents)}</del>
        </span>
      ) : null}
    </p>
  );
}

/** A US-dollar amount as text, e.g. "$2,987". */
export function Usd({ cents }: { cents: number }) {
  return <>{formatUsd(cents)}</>;
}

/** An offer's own display price, read from the page's offers, under the owner's headline for it. */
export function OfferPrice({
  offer,
  size,
  tone,
}: {
  offer: SaleKey;
  size?: keyof typeof SIZE;
  tone?: "light" | "dark";
}) {
  const o = useOffer(offer);
  return (
    <>
      {o.headline ? (
        <p
          className={`mb-1 text-sm font-semibold ${tone === "dark" ? "text-gold-300" : "text-brand-800"}`}
          data-offer-headline
        >
          {o.headline}
        </p>
      ) : null}
      <PriceDisplay
        cents={o.priceCents}
        billing={o.billing}
        currency={o.currency}
        compareAtCents={o.compareAtCents}
        compareAtLabel={o.compareAtLabel}
        size={size}
        tone={tone}
      />
    </>
  );
}

/** One offer's price, or "From" the lowest of several. */
export function OffersPrice({ keys, size = "md" }: { keys: readonly SaleKey[]; size?: keyof typeof SIZE }) {
  const table = useOffers();
  if (keys.length === 1) return <OfferPrice offer={keys[0]} size={size} />;
  return <PriceDisplay cents={lowestPriceCents(keys.map((key) => offerFrom(table, key)))} prefix="From" size={size} />;
}
