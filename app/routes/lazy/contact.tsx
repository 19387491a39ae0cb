// The body of /contact, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { telHref } from "~/lib/profile";
import { LeadForm } from "~/components/forms/lead-form";
import { LineIcon } from "~/components/ui/line-icon";
import type { loader } from "../contact";

export { pageMeta } from "~/root";

export function ContactPage() {
  const { page, supportContacts, offices, form } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="flex-1">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-5">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="support-heading">
            <h2 id="support-heading" className="font-display text-2xl font-bold text-slate-900">
              {page.supportHeading}
            </h2>
            <ul className="mt-6 space-y-6">
              {supportContacts.map((contact) => (
                <li
                  key={contact.title}
                  className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                  data-testid="support-contact"
                >
                  <h3 className="font-display text-xl font-bold text-slate-900">{contact.title}</h3>
                  <p className="mt-1 text-slate-700">{contact.text}</p>
                  <dl className="mt-4 space-y-1 text-sm">
                    <div className="flex gap-2">
                      <dt className="w-14 font-semibold text-slate-600">{page.emailLabel}</dt>
                      <dd>
                        <a
                          href={`mailto:${contact.email}`}
                          className="inline-block py-1 font-medium text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                        >
                          {contact.email}
                        </a>
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="w-14 font-semibold text-slate-600">{page.phoneLabel}</dt>
                      <dd>
                        <a
                          href={telHref(contact.phone)}
                          className="inline-block py-1 font-medium text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                        >
                          {contact.phone}
                        </a>
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="w-14 font-semibold text-slate-600">{page.hoursLabel}</dt>
                      <dd className="text-slate-700">{contact.hours}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>

          {offices.length > 0 ? (
            <section aria-labelledby="offices-heading">
              <h2 id="offices-heading" className="font-display text-2xl font-bold text-slate-900">
                {page.officesHeading}
              </h2>
              <ul className="mt-6 space-y-4">
                {offices.map((office, index) => (
                  <li key={index} className="flex gap-4" data-testid="office">
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-gold-100 text-gold-700"
                    >
                      <LineIcon size={20}>
                        <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
                        <circle cx="12" cy="10" r="2.5" />
                      </LineIcon>
                    </span>
                    <div>
                      <h3 className="font-semibold text-slate-900">
                        {[office.city, office.region].filter(Boolean).join(", ") || page.officeHeading}
                      </h3>
                      <p className="text-sm text-slate-600">{office.street || page.visitsByAppointment}</p>
                      {office.country ? <p className="text-sm text-slate-600">{office.country}</p> : null}
                      {office.hours ? (
                        <p className="text-sm text-slate-600">
                          {page.hoursLabel}: {office.hours}
                        </p>
                      ) : null}
                      {office.focus ? <p className="mt-1 text-sm text-slate-700">{office.focus}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section
          id="contact-form"
          aria-labelledby="contact-form-heading"
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:col-span-3"
        >
          <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">
            {page.formHeading}
          </h2>
          <p className="mt-2 text-slate-700">{page.formIntro}</p>
          <div className="mt-8">
            <LeadForm form={form} labelledBy="contact-form-heading" />
          </div>
        </section>
      </div>
    </main>
  );
}
