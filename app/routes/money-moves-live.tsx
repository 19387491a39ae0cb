import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { moneyMovesLive } from "~/content/event";
import { sessionDateParts } from "~/lib/event-date";
import { eventFacts } from "~/lib/event-facts";
import { nextSession as scheduledNext } from "~/lib/event-schedule";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { eventForm } from "~/services/leads/lead-forms.server";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads/lead-answer.server";
import { eventFollowUp } from "~/services/events/event-mail.server";
import {
  eventSettings,
  eventVideoId,
  registeredSession,
  registeredWords,
  sessionView,
} from "~/services/events/event-page.server";
import * as clock from "~/lib/clock";
import { island } from "~/components/ui/island";
import { MoneyMovesLivePage } from "./lazy/money-moves-live.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

const pageSeo: PageSeo = {
  title: "Money Moves Live",
  description:
    "Join Money Moves Live, the free monthly live event on the last Saturday of every month at 6 PM EST. Register now to save your seat.",
};

export const handle: RouteHandle = { footer: false, registerButton: true };

const EVENT_DURATION_MINUTES = 90;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = await eventSettings(context);
  const now = clock.now();
  const session = scheduledNext(now, settings);
  const nextSession = session.start;
  const url = new URL(request.url).href.split("?")[0];
  // Built here, so the structured data's code stays on the server.
  const jsonLd = eventJsonLd({
    name: moneyMovesLive.name,
    description: moneyMovesLive.intro,
    start: nextSession,
    durationMinutes: EVENT_DURATION_MINUTES,
    url,
    organizer: context.config.ownerName,
  });
  return json({
    meta: seoMeta({ request, context }, pageSeo),
    // The page's words travel as data (decision 0002).
    event: moneyMovesLive,
    nextSession: nextSession.toISOString(),
    session: sessionView({ request, context }, session),
    // The usual time reads as the event's words ("6 PM EST"); a session she moved, as its own time.
    moved: session.sequence > 0,
    sessionParts: sessionDateParts(nextSession),
    // The "When" and "Time" boxes: the next session as she scheduled it, in her time zone.
    facts: eventFacts(now, settings),
    registered: await registeredSession({ request, context }),
    videoId: eventVideoId(context, settings),
    jsonLd,
    form: leadFormView(eventForm),
    registeredWords,
  });
}

/** The form below posts here: saved, refused (400) or the store failed (502/503). */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({
    request,
    context,
    form: eventForm,
    returnTo: samePage(request),
    followUp: await eventFollowUp(context),
  });

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(MoneyMovesLivePage, () =>
  import("./lazy/money-moves-live").then((page) => page.MoneyMovesLivePage),
);
