import { useFetcher, useFetchers } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { CART_STORAGE_KEY } from "~/content/store-settings";
import {
  applyPending,
  formatCartTotal,
  parseStoredCart,
  serializeCart,
  type CartView,
  type PendingChange,
} from "~/lib/cart";

/**
 * The cart in the browser: the server's cart (root loader) with the changes still in flight
 * applied (optimistic quantities and badge), the drawer's open state, and the localStorage mirror.
 */
interface CartContextValue {
  cart: CartView;
  count: number;
  isOpen: boolean;
  /** The visitor has reached for the cart: the drawer's code loads. */
  drawerWanted: boolean;
  /** Spread on a cart control: a pointer over it, a touch on it or focus in it counts as reaching for the cart. */
  drawerIntent: { onPointerEnter(): void; onTouchStart(): void; onFocus(): void };
  open(): void;
  close(): void;
  /** The cart button, where focus returns when the drawer closes. */
  buttonRef: RefObject<HTMLButtonElement>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs a CartProvider");
  return value;
}

const EMPTY: CartView = { lines: [], count: 0, total: "$0.00", error: null };

/** Changes posted to /cart that the server has not finished answering. */
function usePendingChanges(): PendingChange[] {
  return useFetchers()
    .filter((f) => f.formData && f.formAction && new URL(f.formAction, "http://x").pathname === "/cart")
    .map((f) => {
      const quantity = Number(f.formData!.get("quantity") ?? 1);
      return {
        intent: String(f.formData!.get("intent") ?? ""),
        variantId: f.formData!.get("variantId")?.toString() ?? null,
        quantity: Number.isFinite(quantity) ? quantity : 1,
      };
    });
}

export function CartProvider({
  cart: serverCart,
  children,
}: {
  cart: CartView | null | undefined;
  children: ReactNode;
}) {
  const base = serverCart ?? EMPTY;
  const pending = usePendingChanges();
  const optimistic = useMemo(() => applyPending(base.lines, pending), [base, pending]);
  const [isOpen, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A fetcher's submit is stable across renders, so the effect below depends on the cart alone.
  const restoreCart = useFetcher({ key: "cart-restore" }).submit;
  const started = useRef(false);

  // Mirror to localStorage on every change; at start, a stored cart restores an empty cookie cart.
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (base.count === 0 && !base.error) {
        const stored = readStorage();
        // An unparsable copy is ignored (and overwritten below).
        if (parseStoredCart(stored)?.length) {
          restoreCart({ intent: "restore", items: stored!, js: "1" }, { method: "post", action: "/cart" });
          return;
        }
      }
    }
    if (!base.error) writeStorage(serializeCart(base.lines));
  }, [base, restoreCart]);

  const drawerIntent = useMemo(() => {
    const want = () => setDrawerWanted(true);
    return { onPointerEnter: want, onTouchStart: want, onFocus: want };
  }, []);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(
    () => ({
      cart: base.error ? base : { ...base, lines: optimistic.lines, total: formatCartTotal(optimistic.lines) },
      count: base.error ? base.count : optimistic.count,
      isOpen,
      drawerWanted,
      drawerIntent,
      open,
      close,
      buttonRef,
    }),
    [base, optimistic, isOpen, drawerWanted, drawerIntent, open, close],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled
  }
}

export function writeStorage(value: string): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, value);
  } catch {
    // storage full or disabled: the cookie still holds the cart
  }
}

/** Called as a checkout starts: a page left for the checkout must not restore the cart later. */
export function forgetStoredCart(): void {
  writeStorage("[]");
}
