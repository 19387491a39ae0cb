import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { REDIRECT_FIELD, type CartAnswer, type CartIntent } from "~/lib/cart";
import { useCart } from "./cart-context";
import { ToastPortal } from "./toast-portal";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A post to /cart. Without JavaScript it is a plain form that names where to go next (the server
 * answers with a 303 there, or the cart page with its toast); with JavaScript it goes through a
 * fetcher, so the page stays put and the answer's toast shows. Posts wait in the cart's queue:
 * each starts once the one before has landed, so none overwrites another's cookie.
 */
export function CartForm({
  intent,
  fields = {},
  children,
  className,
  label,
  onAnswer,
  onSubmit,
  redirectTo,
}: {
  intent: CartIntent;
  fields?: Record<string, string>;
  children: ReactNode | ((busy: boolean) => ReactNode);
  className?: string;
  /** Accessible name of the form, when it helps (e.g. which line). */
  label?: string;
  /** Called with each answer the server gives this form (JavaScript only). */
  onAnswer?: (data: CartAnswer) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Where to go after the change without JavaScript; the current page by default. */
  redirectTo?: string;
}) {
  const fetcher = useFetcher<CartAnswer>();
  const hydrated = useHydrated();
  const location = useLocation();
  const { enqueue } = useCart();
  const busy = fetcher.state !== "idle";
  const here = location.pathname + location.search;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    enqueue(() => fetcher.submit(data, { method: "post", action: "/cart", preventScrollReset: true }));
  };

  // The latest onAnswer, read when an answer arrives: a new callback alone must not answer twice.
  const answerTo = useRef(onAnswer);
  answerTo.current = onAnswer;
  useEffect(() => {
    if (fetcher.data && fetcher.state === "idle") answerTo.current?.(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form method="post" action="/cart" className={className} aria-label={label} onSubmit={submit}>
      <input type="hidden" name="intent" value={intent} />
      {/* The page a cancelled checkout comes back to. */}
      <input type="hidden" name="returnTo" value={here} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name={REDIRECT_FIELD} value={redirectTo ?? here} />}
      {typeof children === "function" ? children(busy) : children}
      <ToastPortal toast={fetcher.data?.toast} />
    </fetcher.Form>
  );
}
