import { useFetchers } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { FormEvent } from "react";
import { cartCopy } from "~/content/cart";
import type { CartLine } from "~/lib/cart";
import { effectivePrice, formatMoney } from "~/lib/money";
import { CartForm } from "./cart-form";

/** The cart's lines with quantity − and + (down to 1) and Remove; used by the drawer and /cart. */
export function CartLines({ lines, compact = false }: { lines: readonly CartLine[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200" data-testid="cart-lines">
      {lines.map((line) => (
        <CartLineItem key={line.variant.id} line={line} compact={compact} />
      ))}
    </ul>
  );
}

/**
 * True while a change to this line is on its way. Quantities are posted as absolute numbers read
 * from the optimistic view, so a press that overtook the one before (whose request would be
 * cancelled) could skip a step: presses wait for the answer instead.
 */
function useLineBusy(variantId: string): boolean {
  return useFetchers().some((fetcher) => fetcher.state !== "idle" && fetcher.formData?.get("variantId") === variantId);
}

function CartLineItem({ line, compact }: { line: CartLine; compact: boolean }) {
  const busy = useLineBusy(line.variant.id);
  const waitWhileBusy = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  const size = compact ? 64 : 96;
  const name =
    line.variant.title && line.variant.title !== "Default"
      ? `${line.product.title} (${line.variant.title})`
      : line.product.title;
  const unit = effectivePrice(line.variant);
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-variant-id={line.variant.id}>
      <img
        src={line.product.image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-lg bg-slate-100 object-cover"
        style={{ width: size, height: size }}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              <Link
                to={`/product/${encodeURIComponent(line.product.id)}`}
                className="hover:underline"
                data-testid="cart-line-title"
              >
                {line.product.title}
              </Link>
            </p>
            {line.variant.title && line.variant.title !== "Default" ? (
              <p className="text-sm text-slate-600">{line.variant.title}</p>
            ) : null}
          </div>
          <p className="shrink-0 font-semibold text-slate-900" data-testid="cart-line-price">
            {formatMoney(unit * line.quantity, line.variant.currency)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <div
            className="flex items-center rounded-full border border-slate-300"
            role="group"
            aria-label={`Quantity of ${name}`}
          >
            <CartForm
              intent="set-quantity"
              fields={{ variantId: line.variant.id, quantity: String(line.quantity - 1) }}
              onSubmit={waitWhileBusy}
            >
              <button
                type="submit"
                className="flex h-9 w-9 items-center justify-center rounded-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40 aria-disabled:opacity-40"
                aria-label={`${cartCopy.decrease}: ${name}`}
                disabled={line.quantity <= 1}
                aria-disabled={busy || undefined}
              >
                <span aria-hidden="true">−</span>
              </button>
            </CartForm>
            <span className="min-w-8 text-center font-medium tabular-nums" data-testid="cart-line-quantity">
              {line.quantity}
            </span>
            <CartForm
              intent="set-quantity"
              fields={{ variantId: line.variant.id, quantity: String(line.quantity + 1) }}
              onSubmit={waitWhileBusy}
            >
              <button
                type="submit"
                className="flex h-9 w-9 items-center justify-center rounded-full text-lg text-slate-700 hover:bg-slate-100 aria-disabled:opacity-40"
                aria-label={`${cartCopy.increase}: ${name}`}
                aria-disabled={busy || undefined}
              >
                <span aria-hidden="true">+</span>
              </button>
            </CartForm>
          </div>
          <CartForm intent="remove" fields={{ variantId: line.variant.id }}>
            <button
              type="submit"
              className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline"
              aria-label={`${cartCopy.remove} ${name}`}
            >
              {cartCopy.remove}
            </button>
          </CartForm>
        </div>
        {!compact && line.quantity > 1 ? (
          <p className="text-sm text-slate-600">{formatMoney(unit, line.variant.currency)} each</p>
        ) : null}
      </div>
    </li>
  );
}

/** Total and Checkout (and, on the page, Clear cart). */
export function CartSummary({
  total,
  onCheckout,
  showClear = false,
}: {
  total: string;
  onCheckout?: () => void;
  showClear?: boolean;
}) {
  return (
    <div className="space-y-4">
      <p className="flex items-center justify-between text-lg font-semibold">
        <span>{cartCopy.total}</span>
        <span data-testid="cart-total">{total}</span>
      </p>
      <CartForm intent="checkout" onSubmit={() => onCheckout?.()}>
        {(busy) => (
          <button type="submit" className="btn btn-primary w-full" disabled={busy} data-testid="checkout">
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? cartCopy.checkingOut : cartCopy.checkout}
          </button>
        )}
      </CartForm>
      {showClear ? (
        <CartForm intent="clear" className="text-center">
          <button type="submit" className="text-sm font-medium text-slate-600 underline hover:text-slate-900">
            {cartCopy.clear}
          </button>
        </CartForm>
      ) : null}
    </div>
  );
}
