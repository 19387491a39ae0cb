import { Link } from "~/components/ui/link";
import { cartCopy } from "~/content/cart";
import { forgetStoredCart, useCart } from "./cart-context";
import { CartLines, CartSummary } from "./cart-lines";

/**
 * The cart's contents, one component for the /cart page and the drawer (layout "aside"): the
 * catalog error if any, the empty state, or the lines with the total and Checkout. The page adds
 * Clear cart; the drawer links to the page. `onLeave` closes the drawer when a link is followed.
 */
export function CartMain({ layout, onLeave }: { layout: "page" | "aside"; onLeave?: () => void }) {
  const { cart } = useCart();
  const page = layout === "page";
  const error = cart.error ? (
    <p className="rounded-lg bg-red-50 p-4 text-red-800" role="alert">
      {cart.error}
    </p>
  ) : null;

  if (cart.lines.length === 0) {
    if (cart.error) return page ? <div className="mt-6">{error}</div> : <div className="p-5">{error}</div>;
    return (
      <div
        className={
          page
            ? "mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200"
            : "flex flex-1 flex-col items-center justify-center gap-4 px-5 text-center"
        }
        data-testid={page ? "cart-empty" : undefined}
      >
        <h2 className="text-xl font-semibold text-slate-900">{cartCopy.emptyHeading}</h2>
        <p className={page ? "mt-2 text-slate-600" : "text-slate-600"}>{cartCopy.emptyText}</p>
        <Link to="/store" onClick={onLeave} className={page ? "btn btn-primary mt-6" : "btn btn-primary"}>
          {cartCopy.continueShopping}
        </Link>
      </div>
    );
  }

  if (!page) {
    return (
      <>
        <div className="flex-1 overflow-y-auto px-5">
          <CartLines lines={cart.lines} compact />
        </div>
        <div className="space-y-3 border-t border-slate-200 px-5 py-4">
          <CartSummary total={cart.total} onCheckout={forgetStoredCart} />
          <p className="text-center">
            <Link to="/cart" onClick={onLeave} className="text-sm font-medium text-brand-800 underline">
              {cartCopy.viewCart}
            </Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      {error ? <div className="mt-6">{error}</div> : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="cart-items-heading"
          className="rounded-2xl bg-white px-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="cart-items-heading" className="sr-only">
            Items
          </h2>
          <CartLines lines={cart.lines} />
        </section>
        <section
          aria-labelledby="cart-summary-heading"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="cart-summary-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Summary
          </h2>
          <CartSummary total={cart.total} onCheckout={forgetStoredCart} showClear />
          <p className="mt-4 text-center">
            <Link to="/store" className="text-sm font-medium text-brand-800 underline">
              {cartCopy.continueShopping}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
