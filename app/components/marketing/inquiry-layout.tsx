import type { ReactNode } from "react";
import { CheckList } from "~/components/ui/check-list";
import { PageHeader } from "./page-header";

/**
 * The buyer, seller and property-management inquiry pages: the page header, what the visitor
 * gets, and the form's place (`id="inquiry-form"`), filled in by the route.
 */
export function InquiryLayout({
  page: { eyebrow, title, intro, reassurance, formHeading },
  aside,
  children,
}: {
  /** The page's words, as its loader sends them (content/inquiries.ts). */
  page: { eyebrow: string; title: string; intro: string; reassurance?: readonly string[]; formHeading: string };
  /** Shown beside the form, e.g. the selected plan. */
  aside?: ReactNode;
  /** The form. */
  children?: ReactNode;
}) {
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-2">
          {aside}
          {reassurance?.length ? (
            <section
              aria-labelledby="reassurance-heading"
              className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
            >
              <h2 id="reassurance-heading" className="font-display text-xl font-bold text-slate-900">
                What you can expect
              </h2>
              <CheckList points={reassurance} className="mt-4" />
            </section>
          ) : null}
        </div>
        <section
          id="inquiry-form"
          aria-labelledby="inquiry-form-heading"
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:col-span-3"
        >
          <h2 id="inquiry-form-heading" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
            {formHeading}
          </h2>
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </main>
  );
}
