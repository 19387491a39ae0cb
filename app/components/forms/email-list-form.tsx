import { useLocation } from "@remix-run/react";
import { EMAIL_LIST_COPY, LEAD_FORM_COPY } from "~/content/lead-forms";
import { emailListForm, type LeadActionData } from "~/lib/lead-schemas";
import { ToastView } from "~/components/ui/toaster";
import { FieldControl, HiddenLeadInputs, SubmitButton, useFocusFirstError, type Tone } from "./lead-form-parts";
import { useFetcherLeadForm } from "./use-lead-form";

/** Where the footer form posts; the route sends the visitor back to `returnTo`. */
export const EMAIL_LIST_ACTION = "/email-list";

/**
 * The footer's Join our email list form, on every page with a footer. It posts to /email-list
 * with the page to return to. With JavaScript it posts through a fetcher, so the visitor stays
 * put; without it, a refusal is shown on the /email-list page, which renders this form on its own.
 */
export function EmailListForm({ initial, returnTo, tone = "dark", standalone = false }: { initial?: LeadActionData; returnTo?: string; tone?: Tone; standalone?: boolean }) {
  const location = useLocation();
  const { fetcher, state } = useFetcherLeadForm(initial);
  const ref = useFocusFirstError(state.data?.errors);
  const copy = LEAD_FORM_COPY.emailList;
  const back = returnTo ?? `${location.pathname}${location.search}#email-list`;
  const { fields } = emailListForm;
  return (
    <section aria-labelledby={standalone ? undefined : "email-list-heading"} aria-label={standalone ? EMAIL_LIST_COPY.heading : undefined}>
      {standalone ? null : (
        <>
          <h2 id="email-list-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-300">
            {EMAIL_LIST_COPY.heading}
          </h2>
          <p className="mt-3 text-sm text-slate-300">{EMAIL_LIST_COPY.intro}</p>
        </>
      )}
      <fetcher.Form key={state.token} ref={ref} method="post" action={EMAIL_LIST_ACTION} preventScrollReset className="relative mt-4 grid gap-4" data-lead-form="emailList">
        <HiddenLeadInputs formId="emailList" token={state.token}>
          <input type="hidden" name="returnTo" value={back} readOnly />
        </HiddenLeadInputs>
        <FieldControl formId="emailList" name="name" spec={fields.name.spec} values={state.data?.values} errors={state.data?.errors} tone={tone} />
        <FieldControl formId="emailList" name="email" spec={fields.email.spec} values={state.data?.values} errors={state.data?.errors} tone={tone} />
        <FieldControl formId="emailList" name="interest" spec={fields.interest.spec} values={state.data?.values} errors={state.data?.errors} tone={tone} />
        <div>
          <SubmitButton pending={state.pending} label={copy.submit} pendingLabel={copy.submitting} className="btn btn-gold w-full" />
        </div>
      </fetcher.Form>
      <ToastView toast={state.data?.toast} />
    </section>
  );
}
