import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { LeadActionData } from "~/lib/lead-schemas";
import type { EmailListFormView } from "~/services/leads/lead-answer.server";
import { LeadForm } from "./lead-form";
import type { Tone } from "./lead-form-parts";

/** Where the footer form posts; the route sends the visitor back to `returnTo`. */
export const EMAIL_LIST_ACTION = "/email-list";

/**
 * The footer's Join our email list form, on every page with a footer. It posts to /email-list
 * with the page to return to. With JavaScript it posts through a fetcher, so the visitor stays
 * put; without it, a refusal is shown on the /email-list page, which renders this form on its own.
 * Its field specs and words come with the root loader's data (see emailListFormView), which keeps
 * every other form's definitions out of the bundle every page loads.
 */
export function EmailListForm({
  initial,
  returnTo,
  tone = "dark",
  standalone = false,
}: {
  initial?: LeadActionData;
  returnTo?: string;
  tone?: Tone;
  standalone?: boolean;
}) {
  const location = useLocation();
  const view = useRouteLoaderData<{ emailListForm: EmailListFormView }>("root")?.emailListForm;
  if (!view) return null;
  const form = (
    <LeadForm
      form={view.form}
      action={EMAIL_LIST_ACTION}
      initial={initial}
      hidden={{ returnTo: returnTo ?? `${location.pathname}${location.search}#email-list` }}
      tone={tone}
      button="gold"
      columns={1}
    />
  );
  if (standalone) return <section aria-label={view.heading}>{form}</section>;
  return (
    <section aria-labelledby="email-list-heading">
      <h2 id="email-list-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-300">
        {view.heading}
      </h2>
      <p className="mt-3 text-sm text-slate-300">{view.intro}</p>
      <div className="mt-4">{form}</div>
    </section>
  );
}
