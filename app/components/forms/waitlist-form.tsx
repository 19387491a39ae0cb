import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useOfferWaitlist } from "~/components/marketing/offer-context";
import type { ShownOffer } from "~/lib/offer-prices";
import type { LeadActionData } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** Where an offer's "tell me when it opens" form posts; the route sends the visitor back to `returnTo`. */
export const WAITLIST_ACTION = "/waitlist";

/**
 * What a visitor sees in place of an offer's buy buttons while it cannot be bought (sold out,
 * coming soon, hidden, or checkout not set up on the site): why, and a form that saves a lead
 * named for the offer. A plain post to /waitlist without JavaScript; a fetcher with it.
 */
export function WaitlistForm({
  offer,
  initial,
  returnTo,
  tone = "light",
  alone = false,
}: {
  offer: Pick<ShownOffer, "key" | "closed">;
  /** The only form of its page (/waitlist, /buy): its fields' ids need not name the offer. */
  alone?: boolean;
  initial?: LeadActionData;
  returnTo?: string;
  tone?: "light" | "dark";
}) {
  const view = useOfferWaitlist();
  const location = useLocation();
  // A page may show one offer's form in several places (its panel, after the guarantee, the phone bar).
  const placement = useId().replace(/[^A-Za-z0-9]/g, "");
  return (
    <div className="text-left" data-waitlist={offer.key}>
      {offer.closed ? (
        <p className={`mb-4 text-sm font-semibold ${tone === "dark" ? "text-gold-200" : "text-slate-800"}`}>
          <span className="mr-2 inline-block rounded-full bg-gold-100 px-3 py-0.5 text-slate-900" data-status>
            {offer.closed.badge}
          </span>
          {offer.closed.text}
        </p>
      ) : null}
      <LeadForm
        form={view}
        action={WAITLIST_ACTION}
        hidden={{ offer: offer.key, returnTo: returnTo ?? location.pathname + location.search }}
        instance={alone ? undefined : `${offer.key}-${placement}`}
        columns={1}
        button="primary"
        tone={tone}
        initial={initial}
      />
    </div>
  );
}
