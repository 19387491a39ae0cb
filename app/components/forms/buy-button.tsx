import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useBuyButtonWords, useOffer } from "~/components/marketing/offer-context";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SaleKey } from "~/content/offers";
import type { Toast } from "~/content/types";
import { ToastView } from "~/components/ui/toaster";
import { WaitlistForm } from "./waitlist-form";

/**
 * A buy button: a plain form post to /buy with the offer key and the page to come back to, so it
 * works without JavaScript. With JavaScript it posts through a fetcher: the label turns into
 * "Processing..." with a spinner while the post is in flight, a second press is ignored, Stripe's
 * URL is followed by a full navigation, and an error comes back as a toast on this page.
 * Offers that need the terms checkbox render it: HTML `required` without JavaScript (and the
 * server checks), a disabled submit until it is ticked with JavaScript.
 */
export function BuyButton({
  offer,
  children,
  className = "btn btn-primary w-full",
}: {
  offer: SaleKey;
  children: ReactNode;
  className?: string;
}) {
  const shown = useOffer(offer);
  // Sold out, coming soon, hidden or checkout not set up: the waitlist form instead, never a dead end.
  if (shown.closed) return <WaitlistForm offer={shown} />;
  return (
    <OpenBuyButton offer={offer} className={className}>
      {children}
    </OpenBuyButton>
  );
}

function OpenBuyButton({ offer, children, className }: { offer: SaleKey; children: ReactNode; className: string }) {
  const requireConsent = useOffer(offer).requiresConsent === true;
  const words = useBuyButtonWords();
  const location = useLocation();
  const fetcher = useFetcher<{ message: string; returnTo: string; toast: Toast | null }>();
  const hydrated = useHydrated();
  const [consented, setConsented] = useState(false);
  const consentInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  // Set when the browser brings this page back from its back/forward cache after leaving for
  // Stripe: the fetcher never finished, but the visitor must be able to press again.
  const [abandoned, setAbandoned] = useState(false);
  const id = useId();
  const busy = fetcher.state !== "idle" && !abandoned;

  // A box ticked before the scripts loaded still counts.
  useEffect(() => setConsented(consentInput.current?.checked ?? false), []);

  // Back to idle once the answer has arrived (an error toast, or the 400 message below).
  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !inFlight.current) return;
      inFlight.current = false;
      setAbandoned(true);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One session per purchase: a double click must not post twice.
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    setAbandoned(false);
    // The server never sees the #section; add it so a cancelled checkout comes back to it.
    const returnTo = event.currentTarget.elements.namedItem("returnTo");
    if (returnTo instanceof HTMLInputElement)
      returnTo.value = location.pathname + location.search + window.location.hash;
  }

  const waitingForConsent = hydrated && requireConsent && !consented;
  const error = fetcher.state === "idle" ? fetcher.data?.message : undefined;

  return (
    <fetcher.Form method="post" action="/buy" preventScrollReset onSubmit={onSubmit} data-offer={offer}>
      <input type="hidden" name="offer" value={offer} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {requireConsent ? (
        <div className="mb-4 flex items-start gap-3 text-left">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="yes"
            required
            ref={consentInput}
            onChange={(event) => setConsented(event.currentTarget.checked)}
            className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-800 focus-visible:ring-2 focus-visible:ring-gold-400"
            aria-describedby={waitingForConsent || error ? `${id}-consent-note` : undefined}
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
            <ConsentWords label={words.consentLabel} link={words.consentLink} />
          </label>
        </div>
      ) : null}
      <button type="submit" className={className} disabled={busy || waitingForConsent} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {words.processing}
          </>
        ) : (
          children
        )}
      </button>
      {requireConsent && (waitingForConsent || error) ? (
        <p
          id={`${id}-consent-note`}
          className={`mt-2 text-sm ${error ? "text-red-700" : "text-slate-600"}`}
          role={error ? "alert" : undefined}
        >
          {error ?? words.consentRequired}
        </p>
      ) : error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {/* A refusal for its rate says when to try again (the page's own toast, already in every page's code). */}
      <ToastView toast={fetcher.state === "idle" ? fetcher.data?.toast : null} />
    </fetcher.Form>
  );
}

/** The consent label with its "terms of purchase" linked to the terms page. */
function ConsentWords({ label, link }: { label: string; link: { label: string; to: string } }) {
  const at = label.indexOf(link.label);
  if (at === -1) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <Link to={link.to} className="font-semibold text-brand-700 underline underline-offset-2">
        {link.label}
      </Link>
      {label.slice(at + link.label.length)}
    </>
  );
}
