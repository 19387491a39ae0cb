import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { CartActionData, CartIntent } from "~/lib/cart";
import { ToastPortal } from "./toast-portal";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A post to /cart. Without JavaScript it is a plain form (the server answers with a 303 or the cart
 * page); with JavaScript it goes through a fetcher (js=1, JSON answer), so the page stays put, and
 * the answer's toast shows.
 */
export function CartForm({
  intent,
  fields = {},
  children,
  className,
  label,
  onAnswer,
  onSubmit,
  returnTo,
}: {
  intent: CartIntent;
  fields?: Record<string, string>;
  children: ReactNode | ((busy: boolean) => ReactNode);
  className?: string;
  /** Accessible name of the form, when it helps (e.g. which line). */
  label?: string;
  /** Called with each answer the server gives this form (JavaScript only). */
  onAnswer?: (data: CartActionData) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Where to come back to without JavaScript; the current page by default. */
  returnTo?: string;
}) {
  const fetcher = useFetcher<CartActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== "idle";

  // The latest onAnswer, read when an answer arrives: a new callback alone must not answer twice.
  const answerTo = useRef(onAnswer);
  answerTo.current = onAnswer;
  useEffect(() => {
    if (fetcher.data && fetcher.state === "idle") answerTo.current?.(fetcher.data);
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form method="post" action="/cart" className={className} aria-label={label} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo ?? location.pathname + location.search} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {typeof children === "function" ? children(busy) : children}
      <ToastPortal toast={fetcher.data?.toast} />
    </fetcher.Form>
  );
}
