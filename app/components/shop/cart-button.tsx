import { Link } from "~/components/ui/link";
import { CartBadge, CartIcon } from "~/components/layout/site-header";
import { useCart, useDrawer } from "./cart-context";
import { useHydrated } from "~/components/ui/use-hydrated";

function label(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/** A link to /cart without JavaScript; with it, a button that opens the drawer. The badge follows optimistic changes. */
export function CartButton() {
  const { count, open, drawerIntent, buttonRef } = useCart();
  const { isOpen } = useDrawer();
  const hydrated = useHydrated();
  const className =
    "relative flex h-11 w-11 flex-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100";
  if (!hydrated) {
    return (
      <Link to="/cart" className={className} aria-label={label(count)} data-testid="cart-button">
        <CartIcon />
        {count > 0 ? <CartBadge count={count} /> : null}
      </Link>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={open}
      {...drawerIntent}
      className={className}
      aria-label={label(count)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls="cart-drawer"
      data-testid="cart-button"
    >
      <CartIcon />
      {count > 0 ? <CartBadge count={count} /> : null}
    </button>
  );
}
