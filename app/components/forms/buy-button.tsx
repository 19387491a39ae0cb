import { Form, useLocation } from "@remix-run/react";
import type { OfferKey } from "~/content/offers";

/**
 * A buy button: a plain form post to /buy with the offer key and the page to come back to.
 * (The payments work adds the pending state.)
 */
export function BuyButton({ offer, children, className = "btn btn-primary w-full" }: { offer: OfferKey; children: React.ReactNode; className?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/buy" reloadDocument>
      <input type="hidden" name="offer" value={offer} />
      <input type="hidden" name="returnTo" value={location.pathname + location.hash} />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
