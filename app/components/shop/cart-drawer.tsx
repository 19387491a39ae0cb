import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { cartCopy } from "~/content/cart";
import { useCart, useDrawer } from "./cart-context";
import { CartMain } from "./cart-main";
import { useHydrated } from "~/components/ui/use-hydrated";
import { LineIcon } from "~/components/ui/line-icon";

/**
 * The slide-in cart panel (JavaScript only; without it the cart button is a link to /cart).
 * A click on the backdrop closes it, a click inside does not; Escape closes it too.
 */
export function CartDrawer() {
  const hydrated = useHydrated();
  const { close, buttonRef } = useCart();
  const { isOpen } = useDrawer();
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const location = useLocation();

  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      closeButton.current?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === "Escape") close();
      };
      window.addEventListener("keydown", onKey);
      return () => window.removeEventListener("keydown", onKey);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [isOpen, close, buttonRef]);

  // A navigation (e.g. a product link in the drawer, or a checkout that lands on /success) closes
  // it at once, with no slide over the new page; mounting does not (the drawer may load after the
  // press that opened it).
  const shownPath = useRef(location.pathname);
  const [instant, setInstant] = useState(false);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setInstant(true);
    close();
  }, [location.pathname, close]);
  useEffect(() => {
    if (isOpen) setInstant(false);
  }, [isOpen]);
  const motion = instant ? "duration-0" : "duration-300";

  if (!hydrated) return null;
  return (
    <div
      className={`fixed inset-0 z-50 transition-[visibility] ${motion} ${isOpen ? "visible" : "invisible"}`}
      aria-hidden={!isOpen}
    >
      <div
        className={`absolute inset-0 bg-slate-900/50 transition-opacity ${motion} ${isOpen ? "opacity-100" : "opacity-0"}`}
        // A click beside the drawer closes it; keyboard users have Escape and the close button.
        role="presentation"
        onClick={close}
        data-testid="cart-backdrop"
      />
      <section
        id="cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        className={`absolute right-0 top-0 flex h-full w-full max-w-md flex-col bg-white shadow-2xl transition-transform ${motion} ${isOpen ? "translate-x-0" : "translate-x-full"}`}
        data-testid="cart-drawer"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id="cart-drawer-title" className="font-display text-2xl font-bold text-slate-900">
            {cartCopy.title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            className="flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={cartCopy.close}
          >
            <LineIcon size={20}>
              <path d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
          </button>
        </div>
        <CartMain layout="aside" onLeave={close} />
      </section>
    </div>
  );
}
