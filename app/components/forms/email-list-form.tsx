import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { LeadActionData } from "~/lib/lead-schemas";
import type { EmailListFormView } from "~/services/leads-form.server";
import { ToastView } from "~/components/ui/toaster";
import {
  FieldControl,
  firstRefused,
  HiddenLeadInputs,
  SubmitButton,
  useFocusFirstError,
  type Tone,
} from "./lead-form-parts";
import { useFetcherLeadForm } from "./use-lead-form";

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
  const { fetcher, state } = useFetcherLeadForm(initial);
  const ref = useFocusFirstError(state.data?.errors);
  const view = useRouteLoaderData<{ emailListForm: EmailListFormView }>("root")?.emailListForm;
  const back = returnTo ?? `${location.pathname}${location.search}#email-list`;
  if (!view) return null;
  const { fields, copy } = view;
  // After a refusal, focus goes to the first refused field, or to the toast when no field was refused.
  const focusField = firstRefused(["name", "email", "interest"], state.data?.errors);
  return (
    <section
      aria-labelledby={standalone ? undefined : "email-list-heading"}
      aria-label={standalone ? copy.heading : undefined}
    >
      {standalone ? null : (
        <>
          <h2 id="email-list-heading" className="text-sm font-semibold uppercase tracking-wider text-gold-300">
            {copy.heading}
          </h2>
          <p className="mt-3 text-sm text-slate-300">{copy.intro}</p>
        </>
      )}
      <fetcher.Form
        key={state.token}
        ref={ref}
        method="post"
        action={EMAIL_LIST_ACTION}
        preventScrollReset
        onSubmit={state.onSubmit}
        className="relative mt-4 grid gap-4"
        data-lead-form="emailList"
      >
        <HiddenLeadInputs formId="emailList" token={state.token}>
          <input type="hidden" name="returnTo" value={back} readOnly />
        </HiddenLeadInputs>
        <FieldControl
          formId="emailList"
          name="name"
          spec={fields.name}
          values={state.data?.values}
          errors={state.data?.errors}
          tone={tone}
          autoFocus={focusField === "name"}
        />
        <FieldControl
          formId="emailList"
          name="email"
          spec={fields.email}
          values={state.data?.values}
          errors={state.data?.errors}
          tone={tone}
          autoFocus={focusField === "email"}
        />
        <FieldControl
          formId="emailList"
          name="interest"
          spec={fields.interest}
          values={state.data?.values}
          errors={state.data?.errors}
          tone={tone}
          autoFocus={focusField === "interest"}
        />
        <div>
          <SubmitButton
            pending={state.pending}
            label={copy.submit}
            pendingLabel={copy.submitting}
            className="btn btn-gold w-full"
          />
        </div>
      </fetcher.Form>
      <ToastView toast={state.data?.toast} focus={focusField === null} />
    </section>
  );
}
