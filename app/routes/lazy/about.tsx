// The body of /about, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { Portrait } from "~/components/marketing/person";
import { TestimonialList } from "~/components/marketing/testimonial-list";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { LineIcon } from "~/components/ui/line-icon";
import type { loader } from "../about";

export { pageMeta } from "~/root";

const FOCUS_ICONS = [
  "M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6",
  "M4 20h16M6 16V9m4 7V5m4 11v-6m4 6V7",
  "M3 17l6-6 4 4 8-8M15 7h6v6",
];

export function AboutPage() {
  const { page, person, testimonials } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <section
        aria-labelledby="page-title"
        className="hero-decoration relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
      >
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 md:grid-cols-[16rem_1fr] lg:grid-cols-[20rem_1fr]">
          <Portrait
            image={person.headshot}
            eager
            className="mx-auto aspect-[4/5] w-56 rounded-3xl shadow-2xl ring-4 ring-gold-400/70 md:w-full"
          />
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{page.eyebrow}</p>
            <h1 id="page-title" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              {page.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-200">{page.lead}</p>
            <p className="mt-6 font-display text-xl font-bold text-white" data-testid="about-name">
              {person.name}
            </p>
            <p className="text-sm text-gold-200">{person.role}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="story-heading" className="font-display text-3xl font-bold text-slate-900">
          {page.storyHeading}
        </h2>
        {person.shortBio ? (
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700" data-testid="about-story">
            <p className="font-semibold text-slate-900">{person.shortBio}</p>
            {person.story.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        {person.credentials.length > 0 ? (
          <>
            <h3 className="mt-10 font-display text-2xl font-bold text-slate-900">{page.credentialsHeading}</h3>
            <div data-testid="about-credentials">
              <CheckList points={person.credentials} className="mt-4 text-lg" />
            </div>
          </>
        ) : null}
      </section>

      {person.focusAreas.length > 0 ? (
        <section aria-labelledby="focus-heading" className="bg-brand-50/60">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <SectionHeading id="focus-heading" title={page.focusHeading} />
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {person.focusAreas.map((area, index) => (
                <li
                  key={index}
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
                  {area.text ? <p className="mt-3 text-slate-700">{area.text}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="values-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="font-display text-3xl font-bold text-slate-900">
          {page.values.heading}
        </h2>
        <CheckList points={page.values.points} className="mt-6 text-lg" />
      </section>

      <TestimonialList testimonials={testimonials} heading={page.testimonialsHeading} />

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
