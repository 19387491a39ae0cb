import { DEFAULT_CURRENCY_CODE } from "~/content/store-settings";

/**
 * Store prices: amounts in minor units (cents) shown with two decimals through the currency's
 * template ("$$1" → "$12.34"), else its symbol ("€12.34"), else its code ("12.34 EUR").
 * The site's own offers use formatUsd in price.ts instead.
 */
export interface Currency {
  code: string;
  symbol?: string | null;
  template?: string | null;
}

const KNOWN_SYMBOLS: Record<string, string> = { eur: "€", usd: "$", gbp: "£", cad: "CA$", aud: "A$", ngn: "₦" };

export function currencyFromCode(code: string | null | undefined): Currency {
  const normalized = (code ?? DEFAULT_CURRENCY_CODE).toLowerCase();
  return { code: normalized.toUpperCase(), symbol: KNOWN_SYMBOLS[normalized] ?? null, template: null };
}

export const DEFAULT_CURRENCY: Currency = currencyFromCode(DEFAULT_CURRENCY_CODE);

export function formatMoney(
  amountInMinorUnits: number,
  currency: Currency | null | undefined = DEFAULT_CURRENCY,
): string {
  const c = currency ?? DEFAULT_CURRENCY;
  const amount = (Math.round(amountInMinorUnits) / 100).toFixed(2);
  // A function replacement, so "$" signs in the template are never read as replacement patterns.
  if (c.template && c.template.includes("$1")) return c.template.replace("$1", () => amount);
  if (c.symbol) return `${c.symbol}${amount}`;
  return `${amount} ${c.code.toUpperCase()}`;
}
