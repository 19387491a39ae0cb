import { lazy, Suspense } from "react";
import { useDrawer } from "./cart-context";

// The drawer and its lines are a separate chunk that only a visitor who reaches for the cart
// downloads; without JavaScript the cart button is a link to /cart anyway.
const CartDrawer = lazy(() => import("./cart-drawer").then((module) => ({ default: module.CartDrawer })));

/**
 * Loads the cart drawer when the visitor shows an interest in the cart (a pointer over, a touch
 * on or focus in the cart button or an add-to-cart button), so it is usually there, closed, before
 * the first press opens it; or at once when the cart is opened.
 */
export function LazyCartDrawer() {
  const { isOpen, wanted } = useDrawer();
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
