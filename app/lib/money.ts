/**
 * Every price the site shows, formatted here. Amounts are whole cents (minor units). Two rules:
 * - The site's own offers and plans are in US dollars: whole dollars without cents ("$47"), others
 *   with two decimals ("$49.97"), thousands grouped ("$2,987") — formatUsd / formatPrice.
 * - The shop's prices are in each product's currency, "eur" when the shop API names none, always
 *   with two decimals; the cart total is in its lines' currency and, for an empty cart, with a $
 *   sign — formatMoney / formatCartTotal (lib/cart.ts).
 */

export type Billing = "once" | "month";

export function formatUsd(cents: number): string {
  if (!Number.isFinite(cents) || !Number.isInteger(cents) || cents < 0)
    throw new RangeError(`Not a price in cents: ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rest === 0 ? `$${grouped}` : `$${grouped}.${rest.toString().padStart(2, "0")}`;
}

/**
 * "$97/m" for a monthly plan, "$47" for a one-time price; another currency than the dollar (a
 * Stripe price may have one) with its symbol and two decimals: "€47.00".
 */
export function formatPrice(cents: number, billing: Billing = "once", currency = "usd"): string {
  const amount = currency === "usd" ? formatUsd(cents) : formatMoney(cents, currencyFromCode(currency));
  return billing === "month" ? `${amount}/m` : amount;
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

/** A shop currency: shown through its template ("$$1" → "$12.34"), else its symbol ("€12.34"), else its code ("12.34 EUR"). */
export interface Currency {
  code: string;
  symbol?: string | null;
  template?: string | null;
}

/** The shop's currency when the API names none. */
export const SHOP_CURRENCY_CODE = "eur";

const KNOWN_SYMBOLS: Record<string, string> = { eur: "€", usd: "$", gbp: "£", cad: "CA$", aud: "A$", ngn: "₦" };

export function currencyFromCode(code: string | null | undefined): Currency {
  const normalized = (code ?? SHOP_CURRENCY_CODE).toLowerCase();
  return { code: normalized.toUpperCase(), symbol: KNOWN_SYMBOLS[normalized] ?? null, template: null };
}

export const SHOP_CURRENCY: Currency = currencyFromCode(SHOP_CURRENCY_CODE);

/** The currency of a cart with no lines to take one from: the cart shows its total with a $. */
export const EMPTY_CART_CURRENCY: Currency = { code: "USD", symbol: "$", template: "$$1" };

export function formatMoney(amountInMinorUnits: number, currency: Currency | null | undefined = SHOP_CURRENCY): string {
  const c = currency ?? SHOP_CURRENCY;
  const amount = (Math.round(amountInMinorUnits) / 100).toFixed(2);
  // A function replacement, so "$" signs in the template are never read as replacement patterns.
  if (c.template && c.template.includes("$1")) return c.template.replace("$1", () => amount);
  if (c.symbol) return `${c.symbol}${amount}`;
  return `${amount} ${c.code.toUpperCase()}`;
}

/** What a shop variant costs: its sale price when it has one, else its price (cart total, cheapest variant). */
export function effectivePrice(variant: { price_in_cents: number; sale_price_in_cents: number | null }): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}
