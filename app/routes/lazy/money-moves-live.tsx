// The body of /money-moves-live, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { CheckList } from "~/components/ui/check-list";
import { JsonLd } from "~/components/ui/json-ld";
import { EventVideo } from "~/components/marketing/event-video";
import { LeadForm } from "~/components/forms/lead-form";
import { SessionTimes, RegisteredPanel } from "~/components/marketing/event-session";
import type { loader } from "../money-moves-live";

export { pageMeta } from "~/root";

export function MoneyMovesLivePage() {
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
