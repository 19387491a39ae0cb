import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "./cart-context";

// The drawer and its lines are a separate chunk: a first visit does not download them, and
// without JavaScript the cart button is a link to /cart anyway.
const CartDrawer = lazy(() => import("./cart-drawer").then((module) => ({ default: module.CartDrawer })));

/** Loads the cart drawer once the page is idle after hydration (or at once when the cart is opened). */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setWanted(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setWanted(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
