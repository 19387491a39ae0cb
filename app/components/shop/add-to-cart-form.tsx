import { useState } from "react";
import type { ProductPageWords } from "~/content/shop";
import { canAddToCart, stockMessage, stockState, type ShopProduct, type ShopVariant } from "~/lib/shop-product";
import { CartForm } from "./cart-form";
import { useCart } from "./cart-context";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * Quantity stepper (minimum 1), stock message and Add to Cart for the chosen variant. The button is
 * disabled when the product is not purchasable or managed stock is below the quantity; the server
 * checks stock again either way.
 */
export function AddToCartForm({
  product,
  variant,
  words,
}: {
  product: ShopProduct;
  variant: ShopVariant | null;
  /** The product page's words, from its loader. */
  words: ProductPageWords;
}) {
  const [raw, setRaw] = useState("1");
  const parsed = Number.parseInt(raw, 10);
  // No maximum but stock: the server says in words when a number is over it.
  const quantity = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const setQuantity = (update: (q: number) => number) => setRaw(String(update(quantity)));
  const hydrated = useHydrated();
  const { open, drawerIntent } = useCart();
  const state = stockState(product, variant, quantity);
  const message = stockMessage(state, words.stock);
  const enabled = canAddToCart(state);
  const warn = state.kind === "unavailable" || state.kind === "not-enough";

  return (
    <CartForm
      intent="add"
      fields={{ productId: product.id, variantId: variant?.id ?? "" }}
      // Without JavaScript the cart page stands in for the drawer.
      redirectTo="/cart"
      className="space-y-4"
      onAnswer={(data) => {
        if (data.ok && data.intent === "add") open();
      }}
    >
      {(busy) => (
        <>
          <div>
            <label htmlFor="quantity" className="text-sm font-semibold text-slate-900">
              {words.quantityLabel}
            </label>
            <div className="mt-2 flex w-fit items-center rounded-full border border-slate-300 bg-white">
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                  disabled={quantity <= 1}
                  className="flex h-11 w-11 items-center justify-center rounded-full text-xl text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={words.decreaseQuantity}
                >
                  <span aria-hidden="true">−</span>
                </button>
              ) : null}
              <input
                id="quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                required
                value={raw}
                onChange={(event) => setRaw(event.target.value)}
                onBlur={() => setRaw(String(quantity))}
                className="h-11 w-16 rounded-full border-0 bg-transparent text-center text-lg font-semibold tabular-nums focus:ring-0"
                data-testid="quantity"
              />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setQuantity((q) => q + 1)}
                  className="flex h-11 w-11 items-center justify-center rounded-full text-xl text-slate-700 hover:bg-slate-100"
                  aria-label={words.increaseQuantity}
                >
                  <span aria-hidden="true">+</span>
                </button>
              ) : null}
            </div>
          </div>
          {message ? (
            <p
              className={`text-sm font-medium ${warn ? "text-red-700" : "text-emerald-700"}`}
              data-testid="stock-message"
              aria-live="polite"
            >
              {message}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={!enabled || busy}
            {...drawerIntent}
            data-testid="add-to-cart"
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? words.adding : words.addToCart}
          </button>
        </>
      )}
    </CartForm>
  );
}
