import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Policy } from "~/content/policies";
import { PageHeader } from "./page-header";

/** /privacy and /terms: the policy's sections, readable on a phone, with their review date. */
export function PolicyPage({ policy }: { policy: SerializeFrom<Policy> }) {
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={policy.eyebrow} title={policy.title} intro={policy.intro}>
        <p className="mt-4 text-sm text-slate-300">{policy.reviewed}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        {policy.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`policy-${index}`} className="mt-10 first:mt-0">
            <h2 id={`policy-${index}`} className="font-display text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                {section.points.map((point) => (
                  <li key={point.slice(0, 32)}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </main>
  );
}
