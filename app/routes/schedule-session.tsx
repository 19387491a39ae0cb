import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bookingPage } from "~/content/booking";
import type { PageSeo } from "~/lib/seo";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";
import { sessionForm } from "~/services/leads/lead-forms.server";
import { island } from "~/components/ui/island";
import { ScheduleSessionPage } from "./lazy/schedule-session.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

const page = {
  ...bookingPage,
  seo: {
    title: "Book a Session",
    description: "Book a one-on-one strategy session on credit, business funding, homeownership or investing.",
  } satisfies PageSeo,
};

/**
 * Her booking calendar (the owner's, else SCHEDULING_URL) embedded; without one, a "request a
 * session" form that saves a lead, never a dead end. The session's length and price show either way.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context } = args;
  const booking = (await context.services.site.overrides()).booking;
  return leadPage(args, page, sessionForm, { schedulingUrl: booking?.schedulingUrl ?? context.config.schedulingUrl });
}

/** The request form posts here: saved, refused (400) or the store failed (502/503). */
export const action = (args: ActionFunctionArgs) => answerLeadPage(args, sessionForm);

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(ScheduleSessionPage, () =>
  import("./lazy/schedule-session").then((page) => page.ScheduleSessionPage),
);
