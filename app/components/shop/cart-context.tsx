import { useFetcher, useFetchers } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
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

/** Whether the drawer is open, and whether the visitor has reached for the cart (its code loads). */
interface DrawerState {
  isOpen: boolean;
  wanted: boolean;
}

/**
 * The drawer's state lives outside React's context: opening it re-renders the cart button and the
 * drawer alone, and no part of the page that is still waiting for its code (an island,
 * components/ui/island.tsx) has to render again before it hydrates.
 */
function drawerStore() {
  let state: DrawerState = { isOpen: false, wanted: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<DrawerState>) {
      const next = { ...state, ...change };
      if (next.isOpen === state.isOpen && next.wanted === state.wanted) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The cart in the browser: the server's cart (root loader) with the changes still in flight
 * applied (optimistic quantities and badge), the drawer's controls, and the localStorage mirror.
 * The value changes only when the cart does.
 */
interface CartContextValue {
  cart: CartView;
  count: number;
  drawer: ReturnType<typeof drawerStore>;
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

/** The drawer's state, for the controls that show it. */
export function useDrawer(): DrawerState {
  const { drawer } = useCart();
  return useSyncExternalStore(drawer.subscribe, drawer.get, drawer.get);
}

/** Changes posted to /cart that the server has not finished answering (the same array while they are the same). */
function usePendingChanges(): PendingChange[] {
  const pending = useFetchers()
    .filter((f) => f.formData && f.formAction && new URL(f.formAction, "http://x").pathname === "/cart")
    .map((f) => {
      const quantity = Number(f.formData!.get("quantity") ?? 1);
      return {
        intent: String(f.formData!.get("intent") ?? ""),
        variantId: f.formData!.get("variantId")?.toString() ?? null,
        quantity: Number.isFinite(quantity) ? quantity : 1,
      };
    });
  const key = JSON.stringify(pending);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the array's content
  return useMemo(() => pending, [key]);
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
  const [drawer] = useState(drawerStore);
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
    const want = () => drawer.set({ wanted: true });
    return { onPointerEnter: want, onTouchStart: want, onFocus: want };
  }, [drawer]);
  const open = useCallback(() => drawer.set({ isOpen: true }), [drawer]);
  const close = useCallback(() => drawer.set({ isOpen: false }), [drawer]);
  const value = useMemo(
    () => ({
      cart: base.error ? base : { ...base, lines: optimistic.lines, total: formatCartTotal(optimistic.lines) },
      count: base.error ? base.count : optimistic.count,
      drawer,
      drawerIntent,
      open,
      close,
      buttonRef,
      enqueue,
    }),
    [base, optimistic, drawer, drawerIntent, open, close, enqueue],
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
