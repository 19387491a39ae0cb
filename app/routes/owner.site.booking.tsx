import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BOOKING_LABELS } from "~/content/site-form-labels";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { bookingPage } from "~/content/booking";
import { BOOKING_PATH } from "~/lib/booking";
import { formLabel } from "~/lib/form-label";
import { parseBookingForm } from "~/lib/site-forms";
import { SITE_LIMITS } from "~/content/site-limits";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the booking page";

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Booking", description: "Your booking calendar." }, (overrides) => ({
    saved: overrides.booking?.schedulingUrl ?? null,
    deploy: args.context.config.schedulingUrl,
    facts: bookingPage.facts,
  }));

/** intent=save (scheduling_url) or intent=clear: each a new version of the booking section. */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "booking",
    path: "/owner/site/booking",
    title: TITLE,
    maxText: 1000,
    change({ values }) {
      const parsed = values.intent === "clear" ? null : parseBookingForm(values);
      if (parsed && !parsed.ok) return { refused: parsed.errors };
      const value = parsed ? parsed.value : {};
      return value.schedulingUrl
        ? {
            value,
            summary: `Booking: ${value.schedulingUrl}`,
            saved: { message: "Booking page saved", description: `${BOOKING_PATH} shows your calendar.` },
          }
        : {
            value,
            summary: "Booking page cleared",
            saved: { message: "Booking page cleared", description: `${BOOKING_PATH} is back to its default.` },
          };
    },
  });

export default function BookingPage() {
  const { saved, deploy, facts } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const shown = saved ?? deploy;
  return (
    <SitePage
      title="Booking"
      intro={
        <>
          The calendar visitors book a session on, at{" "}
          <a href={BOOKING_PATH} className="font-semibold text-brand-800 underline">
            {BOOKING_PATH}
          </a>
          . Without one, that page is a “request a session” form whose answers arrive as leads.
        </>
      }
    >
      <SiteCard id="booking-now" title="Now on the site">
        <p data-testid="booking-now" className="[overflow-wrap:anywhere]">
          {shown
            ? `Your calendar: ${shown}${saved ? "" : " (the deploy setting SCHEDULING_URL)"}.`
            : "No calendar: visitors request a session with a form."}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Shown with it either way: {facts.map((fact) => `${fact.label.toLowerCase()} ${fact.value}`).join(", ")}.
        </p>
      </SiteCard>
      <SiteCard id="booking-edit" title="Your booking page">
        <OwnerForm
          intent="save"
          submit="Save booking page"
          submitting="Saving…"
          label="Booking page"
          buttonClassName="btn btn-primary"
        >
          <SiteField
            label={formLabel(BOOKING_LABELS.schedulingUrl)}
            name="scheduling_url"
            type="url"
            value={data?.values.scheduling_url ?? saved ?? ""}
            error={data?.errors.scheduling_url}
            maxLength={SITE_LIMITS.url}
            required
            hint="Its https:// address on Calendly, Cal.com, TidyCal, Acuity or Google Calendar (appointment booking page)."
          />
        </OwnerForm>
      </SiteCard>
      {saved ? (
        <SiteCard id="booking-clear" title="Remove it">
          <OwnerForm
            intent="clear"
            submit="Clear booking page"
            submitting="Clearing…"
            label="Clear the booking page"
            buttonClassName="btn btn-secondary"
          >
            <p className="text-sm text-slate-700">
              {deploy
                ? `The page then shows the deploy setting's calendar, ${deploy}.`
                : "The page then shows the “request a session” form."}
            </p>
          </OwnerForm>
        </SiteCard>
      ) : null}
      <OwnerActionToast />
    </SitePage>
  );
}
