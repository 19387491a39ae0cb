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
import { CART_STORAGE_KEY } from "~/content/shop-settings";
import {
  applyPending,
  EMPTY_CART_VIEW,
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
  /**
   * Runs a post to /cart once every post before it has landed. Each answer sets the whole cart
   * cookie, so two posts in flight at once would overwrite each other's change.
   */
  enqueue(post: () => void): void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs a CartProvider");
  return value;
}

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
  const base = serverCart ?? EMPTY_CART_VIEW;
  const pending = usePendingChanges();
  const optimistic = useMemo(() => applyPending(base.lines, pending), [base, pending]);
  const [isOpen, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A fetcher's submit is stable across renders, so the effect below depends on the cart alone.
  const restoreCart = useFetcher({ key: "cart-restore" }).submit;
  const started = useRef(false);
  const enqueue = usePostQueue(pending.length > 0);

  // Mirror to localStorage on every change; at start, a stored cart restores an empty cookie cart.
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (base.count === 0 && !base.error) {
        const stored = readStorage();
        // An unparsable copy is ignored (and overwritten below).
        if (parseStoredCart(stored)?.length) {
          enqueue(() => restoreCart({ intent: "restore", items: stored! }, { method: "post", action: "/cart" }));
          return;
        }
      }
    }
    if (!base.error) writeStorage(serializeCart(base.lines));
  }, [base, restoreCart, enqueue]);

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
      enqueue,
    }),
    [base, optimistic, isOpen, drawerWanted, drawerIntent, open, close, enqueue],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * One cart post at a time: a post waits until the one before it has been answered (its fetcher
 * was seen busy, then idle again). `busy`: some post to /cart is in flight.
 */
function usePostQueue(busy: boolean) {
  const waiting = useRef<(() => void)[]>([]);
  // null: nothing started; "started": posted, not yet seen in flight; "flying": seen in flight.
  const current = useRef<null | "started" | "flying">(null);
  const [, wake] = useState(0);

  const next = useCallback(() => {
    const post = waiting.current.shift();
    if (!post) return;
    current.current = "started";
    post();
    wake((n) => n + 1);
  }, []);

  useEffect(() => {
    if (busy && current.current === "started") current.current = "flying";
    if (!busy && current.current === "flying") current.current = null;
    if (!busy && current.current === null) next();
  });

  return useCallback(
    (post: () => void) => {
      waiting.current.push(post);
      if (current.current === null) next();
    },
    [next],
  );
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
