import { cartCopy } from "~/content/cart";

// The stock rule of add-to-cart and quantity changes (spec section 5). It lives apart from the
// cart's arithmetic so the cart badge on every page does not carry the cart's words.

export interface StockCheck {
  productTitle: string;
  variantTitle: string;
  manageInventory: boolean;
  /** Available stock, as read from the store API by the caller. */
  stock: number;
}

/**
 * Rejects when inventory is managed and the cart's quantity plus the requested one exceeds the
 * stock; the message says so. null when the quantity is fine.
 */
export function stockProblem(check: StockCheck, inCart: number, requested: number): string | null {
  if (!check.manageInventory) return null;
  const stock = Math.max(0, check.stock);
  if (inCart + requested <= stock) return null;
  return cartCopy.notEnoughStock(check.productTitle, check.variantTitle, stock);
}
