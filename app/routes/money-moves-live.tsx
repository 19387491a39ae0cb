import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { CheckList } from "~/components/ui/check-list";
import { JsonLd } from "~/components/ui/json-ld";
import { EventVideo } from "~/components/marketing/event-video";
import { moneyMovesLive } from "~/content/event";
import { sessionDateParts } from "~/lib/event-date";
import { eventFacts } from "~/lib/event-facts";
import { nextSession as scheduledNext } from "~/lib/event-schedule";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { LeadForm } from "~/components/forms/lead-form";
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
import { SessionTimes, RegisteredPanel } from "~/components/marketing/event-session";
import * as clock from "~/lib/clock";

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

export default function MoneyMovesLivePage() {
  const { event, session, moved, sessionParts, registered, videoId, jsonLd, form, registeredWords, ...loaded } =
    useLoaderData<typeof loader>();
  const labels = event.factLabels;
  const facts = [
    [labels.when, loaded.facts.when],
    [labels.time, loaded.facts.time],
    [labels.where, event.format],
    [labels.cost, event.price],
  ] as const;
  return (
    <main id="main" className="flex-1">
      <JsonLd data={jsonLd} />
      <PageHeader eyebrow={event.eyebrow} title={event.name} intro={event.tagline}>
        <p
          className="mt-6 inline-block rounded-full bg-gold-400 px-5 py-2 font-semibold text-slate-900"
          data-testid="next-session"
        >
          {`${event.nextSessionLabel} ${sessionParts.long} at ${moved ? session.time : event.time}`}
        </p>
        <SessionTimes session={session} localTime={registeredWords.localTime} />
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div className="space-y-10">
          <EventVideo
            videoId={videoId}
            words={event.video}
            session={sessionParts}
            facts={[loaded.facts.time, event.format, event.price]}
          />
          <section aria-labelledby="about-event-heading">
            <h2 id="about-event-heading" className="font-display text-3xl font-bold text-slate-900">
              {event.aboutHeading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{event.intro}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              {facts.map(([term, value]) => (
                <div key={term} className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
                  <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{term}</dt>
                  <dd className="mt-1 font-semibold text-slate-900" data-testid="event-fact">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="expect-heading">
            <h2 id="expect-heading" className="font-display text-3xl font-bold text-slate-900">
              {event.expect.heading}
            </h2>
            <CheckList points={event.expect.points} className="mt-6 text-lg" />
          </section>
        </div>

        <section
          id="register"
          aria-labelledby="register-heading"
          className="scroll-mt-24 self-start rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:sticky lg:top-24"
        >
          <h2 id="register-heading" className="font-display text-3xl font-bold text-slate-900">
            {event.register.heading}
          </h2>
          <p className="mt-2 text-slate-700">{event.register.text}</p>
          <div className="mt-8">
            <LeadForm form={form} wide={["phone"]} button="gold" labelledBy="register-heading" />
          </div>
          {registered ? <RegisteredPanel session={registered} words={registeredWords} /> : null}
        </section>
      </div>
    </main>
  );
}
