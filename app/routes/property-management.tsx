import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHeader } from "~/components/content/page-header";
import { PlanCard } from "~/components/content/plan-card";
import { PLAN_KEYS, propertyManagementPage as page, propertyPlans, vacancyPromise, vacancyPromiseText } from "~/content/property-plans";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Property Management",
    description: "Property management plans from $85 per property. Vacancies filled in under 30 days or we pay you $30.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function PropertyManagementPage() {
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <p className="mx-auto mt-8 max-w-2xl rounded-2xl bg-gold-400 px-6 py-4 text-lg font-semibold text-slate-900" data-testid="vacancy-promise">
          {`${vacancyPromise.heading}: ${vacancyPromiseText}`}
        </p>
      </PageHeader>

      <section aria-label={page.plansHeading} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
          {PLAN_KEYS.map((key, index) => (
            <li key={key}>
              <PlanCard plan={propertyPlans[key]} index={index} />
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
                <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
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
