import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/content/page-header";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { aboutPage } from "~/content/about";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { LineIcon } from "~/components/ui/line-icon";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "About",
  description:
    "Meet the coach behind the mission: a faith-driven educator helping families and founders build wealth through homeownership, business and investing.",
};

/** The page's words travel as data (decision 0002). */
export const loader = (args: LoaderFunctionArgs) => json({ meta: seoMeta(args, pageSeo), page: aboutPage });

export const handle: RouteHandle = { footer: false };

const FOCUS_ICONS = [
  "M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6",
  "M4 20h16M6 16V9m4 7V5m4 11v-6m4 6V7",
  "M3 17l6-6 4 4 8-8M15 7h6v6",
];

export default function AboutPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.lead} />

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="story-heading" className="font-display text-3xl font-bold text-slate-900">
          {page.storyHeading}
        </h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
          {page.biography.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="focus-heading" className="bg-brand-50/60">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionHeading id="focus-heading" title={page.focusHeading} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {page.focusAreas.map((area, index) => (
              <li
                key={area.title}
                className="card-enter rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
                style={{ animationDelay: `${index * 0.05}s` }}
                data-testid="focus-area"
              >
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-800 text-white"
                >
                  <LineIcon>
                    <path d={FOCUS_ICONS[index % FOCUS_ICONS.length]} />
                  </LineIcon>
                </span>
                <h3 className="mt-5 font-display text-2xl font-bold text-slate-900">{area.title}</h3>
                <p className="mt-3 text-slate-700">{area.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="font-display text-3xl font-bold text-slate-900">
          {page.values.heading}
        </h2>
        <CheckList points={page.values.points} className="mt-6 text-lg" />
      </section>

      <section aria-labelledby="journey-heading" className="bg-brand-950 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="journey-heading" className="font-display text-3xl font-bold">
            {page.journey.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{page.journey.text}</p>
          <Link to={page.journey.cta.to} className="btn btn-gold mt-8">
            {page.journey.cta.label}
          </Link>
        </div>
      </section>
    </main>
  );
}
