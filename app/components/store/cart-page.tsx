import { Link } from "@remix-run/react";
import { cartCopy } from "~/content/cart";
import { forgetStoredCart, useCart } from "./cart-context";
import { CartLines, CartSummary } from "./cart-lines";

/** The full cart page (/cart): what visitors without JavaScript get instead of the drawer. */
export function CartPage() {
  const { cart } = useCart();
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{cartCopy.title}</h1>
      {cart.error ? (
        <p className="mt-6 rounded-lg bg-red-50 p-4 text-red-800" role="alert">
          {cart.error}
        </p>
      ) : null}
      {cart.lines.length === 0 && !cart.error ? (
        <div
          className="mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200"
          data-testid="cart-empty"
        >
          <h2 className="text-xl font-semibold text-slate-900">{cartCopy.emptyHeading}</h2>
          <p className="mt-2 text-slate-600">{cartCopy.emptyText}</p>
          <Link to="/store" className="btn btn-primary mt-6">
            {cartCopy.continueShopping}
          </Link>
        </div>
      ) : (
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
      )}
    </main>
  );
}
