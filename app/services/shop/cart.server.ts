import { cartCopy } from "~/content/cart";
import {
  addToCart,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  quantityInCart,
  removeFromCart,
  setQuantity,
  type CartEntry,
  type CartView,
} from "~/lib/cart";
import { stockShortfall } from "~/lib/stock";
import type { ShopProduct, ShopVariant } from "~/lib/shop-product";
import type { Toast } from "~/content/types";
import type { CartSession } from "./cart-session.server";
import type { Catalog } from "./catalog.server";

/**
 * The cart's operations, one per intent of /cart: each reads the catalog
 * fresh where stock or existence matters (prices and stock never come from the form) and returns
 * a typed outcome; the route turns it into the answer. The entries live in the cookie
 * (cart-session.server.ts).
 */
export type CartOutcome =
  /** The cart changed (or stayed): `cookie` stores it. */
  | { kind: "saved"; cookie: string; toast: Toast | null }
  /** Nothing changed; the toast says why. */
  | { kind: "refused"; status: 400 | 409 | 502; toast: Toast }
  /** The checkout is ready at `url`; `cookie` empties the cart. */
  | { kind: "checkout"; url: string; cookie: string };

export interface CheckoutContext {
  origin: string;
  returnTo: string;
  locale: string;
  timeZone: string;
}

function refused(status: 400 | 409 | 502, message: string, description: string): CartOutcome {
  return { kind: "refused", status, toast: { type: "error", message, description } };
}

function shopFailed(error: unknown): CartOutcome {
  console.error("Store API failed:", error);
  return refused(502, cartCopy.somethingWrong, error instanceof Error ? error.message : String(error));
}

/** Stock first (the site's own words), then the bound on absurd numbers; null when the quantity is fine. */
function quantityProblem(product: ShopProduct, variant: ShopVariant, inCart: number, requested: number) {
  const shortfall = stockShortfall(
    { manageInventory: variant.manage_inventory, stock: variant.inventory_quantity ?? 0 },
    inCart,
    requested,
  );
  if (shortfall) return cartCopy.notEnoughStock(product.title, variant.title, shortfall.left);
  return inCart + requested > MAX_LINE_QUANTITY ? cartCopy.quantityTooLarge(MAX_LINE_QUANTITY) : null;
}

export function createCart(session: CartSession, shop: Catalog) {
  /** Stores the entries, or refuses when the cookie would outgrow what a browser keeps. */
  async function save(entries: CartEntry[], toast: Toast | null): Promise<CartOutcome> {
    const cookie = await session.commit(entries);
    if (cookie === null) return refused(400, cartCopy.addFailed, cartCopy.cartFull);
    return { kind: "saved", cookie, toast };
  }

  /** The product and variant, read fresh from the shop; a refusal when either is unknown. */
  async function find(productId: string, variantId: string) {
    let product: ShopProduct | null;
    try {
      product = await shop.getProduct(productId, { fresh: true });
    } catch (error) {
      return shopFailed(error);
    }
    const variant = product?.variants.find((item) => item.id === variantId);
    if (!product || !variant || !product.purchasable)
      return refused(400, cartCopy.addFailed, cartCopy.unavailableProduct);
    return { product, variant };
  }

  return {
    read: session.read,

    /**
     * The cart as pages show it. A line the catalog no longer has is dropped from the cookie too
     * (`cookie` is then set) and `notice` says so.
     */
    async view(request: Request): Promise<{ view: CartView; cookie: string | null; notice: Toast | null }> {
      const entries = await session.read(request);
      const { view, shown } = await shop.viewCart(entries);
      if (!shown || shown.length === entries.length) return { view, cookie: null, notice: null };
      const dropped = entries.length - shown.length;
      return {
        view,
        cookie: await session.commit(shown),
        notice: { type: "info", message: cartCopy.title, description: cartCopy.linesDropped(dropped) },
      };
    },

    async add(entries: CartEntry[], input: CartEntry): Promise<CartOutcome> {
      if (!shop.open) return refused(409, cartCopy.shopClosedTitle, cartCopy.shopClosedText);
      const found = await find(input.productId, input.variantId);
      if ("kind" in found) return found;
      const { product, variant } = found;
      const problem = quantityProblem(product, variant, quantityInCart(entries, variant.id), input.quantity);
      if (problem) return refused(400, cartCopy.addFailed, problem);
      const next = addToCart(entries, { productId: product.id, variantId: variant.id, quantity: input.quantity });
      if (next.length > MAX_CART_LINES) return refused(400, cartCopy.addFailed, cartCopy.cartFull);
      return save(next, { type: "success", message: cartCopy.added, description: product.title });
    },

    /** A new quantity (1 or more); going up re-reads the stock. A line not in the cart is ignored. */
    async setQuantity(entries: CartEntry[], variantId: string, quantity: number): Promise<CartOutcome> {
      const entry = entries.find((e) => e.variantId === variantId);
      if (!entry) return save(entries, null);
      if (quantity > entry.quantity) {
        const found = await find(entry.productId, entry.variantId);
        if ("kind" in found) return found;
        const problem = quantityProblem(found.product, found.variant, 0, quantity);
        if (problem) return refused(400, cartCopy.addFailed, problem);
      }
      return save(setQuantity(entries, variantId, quantity), null);
    },

    remove(entries: CartEntry[], variantId: string): Promise<CartOutcome> {
      return save(removeFromCart(entries, variantId), null);
    },

    clear(): Promise<CartOutcome> {
      return save([], null);
    },

    /**
     * Fills an empty cookie cart from the browser's stored copy (anything unreadable is ignored): at
     * most MAX_CART_LINES lines, read in one products call and one stock call.
     */
    async restore(entries: CartEntry[], items: string): Promise<CartOutcome> {
      const stored = parseStoredCart(items)?.slice(0, MAX_CART_LINES);
      if (entries.length > 0 || !stored?.length) return save(entries, null);
      let products: Map<string, ShopProduct>;
      try {
        products = await shop.getProducts(stored.map((item) => item.productId));
      } catch (error) {
        return shopFailed(error);
      }
      let next: CartEntry[] = [];
      for (const item of stored) {
        const product = products.get(item.productId);
        const variant = product?.purchasable ? product.variants.find((x) => x.id === item.variantId) : undefined;
        if (!product || !variant) continue;
        if (quantityProblem(product, variant, quantityInCart(next, variant.id), item.quantity)) continue;
        const candidate = addToCart(next, item);
        // What does not fit in the cookie stays out, like a line the shop no longer has.
        if ((await session.commit(candidate)) !== null) next = candidate;
      }
      return save(next, null);
    },

    /** Checks out exactly the lines the cart shows, then empties it. */
    async checkout(entries: CartEntry[], context: CheckoutContext): Promise<CartOutcome> {
      if (!shop.open) return refused(409, cartCopy.shopClosedTitle, cartCopy.shopClosedText);
      const { shown } = await shop.viewCart(entries);
      if (shown === null) return refused(502, cartCopy.checkoutErrorTitle, cartCopy.checkoutErrorText);
      if (shown.length === 0) return refused(400, cartCopy.emptyCheckoutTitle, cartCopy.emptyCheckoutText);
      let url: string;
      try {
        ({ url } = await shop.checkout({
          items: shown.map((e) => ({ variant_id: e.variantId, quantity: e.quantity })),
          successUrl: `${context.origin}/success`,
          cancelUrl: `${context.origin}${context.returnTo}`,
          locale: context.locale,
          timeZone: context.timeZone,
        }));
        const protocol = new URL(url).protocol;
        if (protocol !== "https:" && protocol !== "http:")
          throw new Error(`Refusing checkout URL with protocol ${protocol}`);
      } catch (error) {
        console.error("Checkout failed:", error);
        return refused(502, cartCopy.checkoutErrorTitle, cartCopy.checkoutErrorText);
      }
      return { kind: "checkout", url, cookie: (await session.commit([]))! };
    },
  };
}

export type Cart = ReturnType<typeof createCart>;
