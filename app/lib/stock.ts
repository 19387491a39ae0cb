// The stock rule of add-to-cart and quantity changes. It lives apart from the
// cart's arithmetic so the cart badge on every page does not carry it. It answers with the
// number left; the caller puts that into words (cartCopy.notEnoughStock).

export interface StockCheck {
  manageInventory: boolean;
  /** Available stock, as read from the shop API by the caller. */
  stock: number;
}

/** Not enough stock: how many are left (never below 0). */
export interface StockShortfall {
  left: number;
}

/**
 * A shortfall when inventory is managed and the cart's quantity plus the requested one exceeds
 * the stock; null when the quantity is fine.
 */
export function stockShortfall(check: StockCheck, inCart: number, requested: number): StockShortfall | null {
  if (!check.manageInventory) return null;
  const left = Math.max(0, check.stock);
  return inCart + requested <= left ? null : { left };
}
