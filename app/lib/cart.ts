import { effectivePrice, EMPTY_CART_CURRENCY, formatMoney, type Currency } from "./money";
import type { Toast } from "~/content/types";

/**
 * The cart's rules, pure: the server applies them to the cookie, the
 * browser to its optimistic view and its localStorage mirror.
 */

/** What the cart cookie keeps: ids and quantities only; prices come from the catalog. */
export interface CartEntry {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Lines a cart holds (the cookie must stay under the browser's 4 KB; see cart-session). */
export const MAX_CART_LINES = 50;
/**
 * Quantity has no maximum but stock; this bounds absurd numbers of a variant whose
 * stock is not managed.
 */
export const MAX_LINE_QUANTITY = 9_999;

export const CART_INTENTS = ["add", "set-quantity", "remove", "clear", "checkout", "restore"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** Adding an existing variant increases its quantity; a new variant appends a line. */
export function addToCart(entries: readonly CartEntry[], entry: CartEntry): CartEntry[] {
  const existing = entries.find((e) => e.variantId === entry.variantId);
  if (existing) return entries.map((e) => (e === existing ? { ...e, quantity: e.quantity + entry.quantity } : e));
  return [...entries, { ...entry }];
}

export function removeFromCart(entries: readonly CartEntry[], variantId: string): CartEntry[] {
  return entries.filter((e) => e.variantId !== variantId);
}

/** Sets a line's quantity. Like the shop's cart service, no lower bound here: callers check it. */
export function setQuantity(entries: readonly CartEntry[], variantId: string, quantity: number): CartEntry[] {
  return entries.map((e) => (e.variantId === variantId ? { ...e, quantity } : e));
}

export function quantityInCart(
  entries: readonly Pick<CartEntry, "variantId" | "quantity">[],
  variantId: string,
): number {
  return entries.find((e) => e.variantId === variantId)?.quantity ?? 0;
}

/** The badge count: the sum of quantities. */
export function cartCount(entries: readonly { quantity: number }[]): number {
  return entries.reduce((sum, e) => sum + e.quantity, 0);
}

/** A cart line priced from the catalog, as the drawer and the cart page show it. */
export interface CartLine {
  product: { id: string; title: string; image: string };
  variant: {
    id: string;
    title: string;
    manage_inventory: boolean;
    price_in_cents: number;
    sale_price_in_cents: number | null;
    currency: Currency;
  };
  quantity: number;
}

/** Sum over lines of (sale price if present, else price) times quantity, in cents. */
export function cartTotal(lines: readonly Pick<CartLine, "variant" | "quantity">[]): number {
  return lines.reduce((sum, line) => sum + effectivePrice(line.variant) * line.quantity, 0);
}

/** The total in the lines' currency; with none, dollars (the cart shows its total with a $). */
export function formatCartTotal(lines: readonly Pick<CartLine, "variant" | "quantity">[]): string {
  return formatMoney(cartTotal(lines), lines[0]?.variant.currency ?? EMPTY_CART_CURRENCY);
}

/** A change the browser has sent but the server has not answered yet. */
export interface PendingChange {
  intent: string;
  variantId?: string | null;
  quantity?: number | null;
}

/**
 * The cart as it will be once the pending changes land: the drawer and the badge show this while
 * the server works. An add of a variant not yet in the cart only raises the count.
 */
export function applyPending<T extends { variant: { id: string }; quantity: number }>(
  lines: readonly T[],
  pending: readonly PendingChange[],
): { lines: T[]; count: number } {
  let current = [...lines];
  let extra = 0;
  for (const change of pending) {
    const variantId = change.variantId ?? "";
    const quantity = change.quantity ?? 1;
    if (change.intent === "clear" || change.intent === "checkout") {
      if (change.intent === "clear") {
        current = [];
        extra = 0;
      }
    } else if (change.intent === "remove") {
      current = current.filter((l) => l.variant.id !== variantId);
    } else if (change.intent === "set-quantity" && quantity >= 1) {
      current = current.map((l) => (l.variant.id === variantId ? { ...l, quantity } : l));
    } else if (change.intent === "add" && quantity >= 1) {
      if (current.some((l) => l.variant.id === variantId))
        current = current.map((l) => (l.variant.id === variantId ? { ...l, quantity: l.quantity + quantity } : l));
      else extra += quantity;
    }
  }
  return { lines: current, count: cartCount(current) + extra };
}

/** The localStorage mirror (key e-commerce-cart): the lines as the visitor saw them. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}

/**
 * Reads the localStorage mirror back as entries; null when it is missing or unparsable
 * (corrupt data is an empty cart, silently). Only ids and quantities are kept: the server re-prices.
 */
export function parseStoredCart(text: string | null | undefined): CartEntry[] | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  const entries: CartEntry[] = [];
  for (const item of data) {
    const productId = item?.product?.id;
    const variantId = item?.variant?.id;
    const quantity = item?.quantity;
    if (typeof productId !== "string" || typeof variantId !== "string" || !Number.isInteger(quantity) || quantity < 1)
      return null;
    entries.push({ productId, variantId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
  }
  return entries;
}

/** The cart as pages show it: priced lines, the badge count and the formatted total. */
export interface CartView {
  lines: CartLine[];
  count: number;
  total: string;
  /** Set when the catalog could not be read; the count still comes from the cookie. */
  error: string | null;
}

export const EMPTY_CART_VIEW: CartView = { lines: [], count: 0, total: formatCartTotal([]), error: null };

/**
 * Where a post without JavaScript goes once the cart has changed (post/redirect/get). Only the
 * forms as the server renders them carry it; fetchers read the answer instead.
 */
export const REDIRECT_FIELD = "redirectTo";

/**
 * What /cart answers to every post, the same for a fetcher (JSON) and a page without JavaScript
 * (rendered in place, or a 303 when the form named where to go next). `checkoutUrl`: the checkout
 * to hand over to when a redirect there would be blocked (see CheckoutHandoff).
 */
export interface CartAnswer {
  ok: boolean;
  intent: string;
  toast: Toast | null;
  checkoutUrl: string | null;
}
