// The body of /schedule-session, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { LeadForm } from "~/components/forms/lead-form";
import { SCHEDULING_EMBED_HEIGHT_PX } from "~/content/booking";
import type { loader } from "../schedule-session";

export { pageMeta } from "~/root";

export function ScheduleSessionPage() {
  const { page, form, schedulingUrl } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <dl className="mx-auto mb-10 grid max-w-2xl gap-4 sm:grid-cols-3" data-testid="session-facts">
          {page.facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
              <dd className="mt-1 font-display text-xl font-bold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {schedulingUrl ? (
          <>
            <iframe
              src={schedulingUrl}
              title={page.calendarTitle}
              loading="lazy"
              height={SCHEDULING_EMBED_HEIGHT_PX}
              style={{ height: SCHEDULING_EMBED_HEIGHT_PX }}
              className="w-full rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              data-testid="scheduling-embed"
            />
            <p className="mt-4 text-center">
              <a
                href={schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {page.calendarLink}
              </a>
            </p>
          </>
        ) : (
          <section
            aria-labelledby="session-request-heading"
            className="mx-auto max-w-2xl rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-12"
            data-testid="session-request"
          >
            <h2 id="session-request-heading" className="font-display text-2xl font-bold text-slate-900">
              {page.request.heading}
            </h2>
            <p className="mb-6 mt-3 text-slate-700">{page.request.text}</p>
            <LeadForm form={form} labelledBy="session-request-heading" wide={["times"]} />
          </section>
        )}
      </div>
    </main>
  );
}
