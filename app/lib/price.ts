/**
 * Display prices of the site's own offers and plans (US dollars, amounts in cents). Whole dollars
 * show without cents ("$47"), others with two decimals ("$49.97"), thousands grouped ("$2,987").
 * The store formats its catalog's currencies separately.
 */
export function formatUsd(cents: number): string {
  if (!Number.isFinite(cents) || !Number.isInteger(cents) || cents < 0)
    throw new RangeError(`Not a price in cents: ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rest === 0 ? `$${grouped}` : `$${grouped}.${rest.toString().padStart(2, "0")}`;
}

export type Billing = "once" | "month";

/** "$97/m" for a monthly plan, "$47" for a one-time price. */
export function formatPrice(cents: number, billing: Billing = "once"): string {
  return billing === "month" ? `${formatUsd(cents)}/m` : formatUsd(cents);
}

/** The spoken form of a price for screen readers: "$97 per month". */
export function spokenPrice(cents: number, billing: Billing = "once"): string {
  return billing === "month" ? `${formatUsd(cents)} per month` : formatUsd(cents);
}

/** The lowest display price among some offers: the "from $27" of a product family. */
export function lowestPriceCents(offers: readonly { priceCents: number }[]): number {
  if (offers.length === 0) throw new Error("lowestPriceCents needs at least one offer");
  return Math.min(...offers.map((offer) => offer.priceCents));
}
