// The body of /property-management, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { ShieldIcon } from "~/components/marketing/home-bands";
import { PlanCard } from "~/components/marketing/plan-card";
import type { loader } from "../property-management";

export { pageMeta } from "~/root";

export function PropertyManagementPage() {
  const { page, plans, promise } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <p
          className="mx-auto mt-8 flex max-w-2xl items-start gap-3 border-l-4 border-gold-400 pl-4 text-left text-lg text-slate-100"
          data-testid="vacancy-promise"
        >
          <ShieldIcon />
          <span>{promise}</span>
        </p>
      </PageHeader>

      <section aria-label={page.plansHeading} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
          {plans.map((plan, index) => (
            <li key={plan.key}>
              <PlanCard plan={plan} index={index} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-brand-50/60">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="steps-heading" className="text-center font-display text-3xl font-bold text-slate-900">
            {page.steps.heading}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {page.steps.points.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="mt-4 font-medium text-slate-800">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
