import { Form, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { Link } from "~/components/ui/link";
import type { Fields } from "~/lib/form-fields";
import type { LeadActionData, LeadFormView } from "~/lib/lead-schemas";
import { ToastView } from "~/components/ui/toaster";
import {
  FieldControl,
  firstRefused,
  HiddenLeadInputs,
  SubmitButton,
  useFocusFirstError,
  type Tone,
} from "./lead-form-parts";
import { useLeadForm } from "./use-lead-form";
import { ThankYouPanel } from "./thank-you-panel";

const BUTTONS = {
  /** As wide as its label from the small breakpoint (the contact page). */
  auto: "btn btn-primary w-full sm:w-auto",
  primary: "btn btn-primary w-full",
  gold: "btn btn-gold w-full",
} as const;

export interface LeadFormProps<F extends Fields> {
  /** The form's specs and words, from a loader (leadFormView). */
  form: LeadFormView<F>;
  /** Fields that take the whole row on wide screens (long text and choice groups always do). */
  wide?: ReadonlyArray<keyof F & string>;
  /** Hidden values the page sets, e.g. the chosen plan, or where the footer's form returns to. */
  hidden?: Record<string, string>;
  tone?: Tone;
  button?: keyof typeof BUTTONS;
  /** One column (a narrow place such as the footer) or two on wide screens. */
  columns?: 1 | 2;
  /** Names the form for assistive technology, e.g. the id of the heading above it. */
  labelledBy?: string;
  /**
   * Another route's action to post to through a fetcher, so the visitor stays on the page (the
   * footer's form). Without it the form posts to its own page.
   */
  action?: string;
  /** The refusal this page was answered with, for a form posting elsewhere (see useLeadForm). */
  initial?: LeadActionData;
  /** Tells apart the fields' ids of one form shown more than once on a page (an offer's waitlist form). */
  instance?: string;
}

/**
 * Every lead form: a plain post, so it works without JavaScript. A page's form posts to the page
 * itself; its action carries no #fragment: browsers skip autofocus on a URL with one, and the
 * refused page (without JavaScript) opens on its first refused field by autofocus.
 * With JavaScript the button shows its pending state and a refusal keeps what was typed. Once saved,
 * with JavaScript or without, the thank-you panel takes the form's place (the success toast comes
 * with the reloaded page).
 */
export function LeadForm<F extends Fields>({
  form,
  wide = [],
  hidden = {},
  tone = "light",
  button = "auto",
  columns = 2,
  labelledBy,
  action,
  initial,
  instance,
}: LeadFormProps<F>) {
  const formId = instance ? `${form.id}-${instance}` : form.id;
  const { fetcher, state } = useLeadForm(form.id, action, initial);
  const { refusal, pending, token, onSubmit, saved } = state;
  const location = useLocation();
  const ref = useFocusFirstError(refusal?.errors);
  const shown = Object.entries(form.fields).filter(([, field]) => field.spec.kind !== "hidden");
  // After a refusal, focus goes to the first refused field, or to the toast when no field was refused.
  const focusField = firstRefused(
    shown.map(([name]) => name),
    refusal?.errors,
  );
  // A form posting elsewhere goes through the fetcher: a plain <form> whose submit the fetcher
  // sends (React Router's fetcher.Form is two more components, each resolving the action again;
  // docs/decisions/0024).
  const submitThroughFetcher = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    fetcher.submit(event.currentTarget, { method: "post", action, preventScrollReset: true });
  };
  const [PostForm, posting] = action
    ? (["form", { onSubmit: submitThroughFetcher }] as const)
    : ([Form, { onSubmit, preventScrollReset: true }] as const);
  if (saved) {
    return (
      <ThankYouPanel formId={form.id} idPrefix={formId} focusOnLoad={!instance} words={form.copy.thanks} tone={tone} />
    );
  }
  return (
    <>
      <PostForm
        key={token}
        ref={ref}
        method="post"
        action={action ?? `${location.pathname}${location.search}`}
        {...posting}
        className={columns === 2 ? "relative grid gap-5 sm:grid-cols-2" : "relative grid gap-4"}
        aria-labelledby={labelledBy}
        data-lead-form={form.id}
      >
        <HiddenLeadInputs formId={formId} token={token}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </HiddenLeadInputs>
        {shown.map(([name, field]) => {
          const fullRow = wide.includes(name) || ["textarea", "radio", "checkboxes"].includes(field.spec.kind);
          return (
            <FieldControl
              key={name}
              formId={formId}
              name={name}
              spec={field.spec}
              values={refusal?.values}
              errors={refusal?.errors}
              tone={tone}
              className={fullRow && columns === 2 ? "sm:col-span-2" : ""}
              autoFocus={name === focusField}
            />
          );
        })}
        <div className={columns === 2 ? "sm:col-span-2" : undefined}>
          <SubmitButton
            pending={pending}
            label={form.copy.submit}
            pendingLabel={form.copy.submitting}
            className={BUTTONS[button]}
          />
          <PrivacyNote text={form.copy.privacy} link={form.copy.privacyLink} tone={tone} />
        </div>
      </PostForm>
      <ToastView toast={refusal?.toast} focus={focusField === null} />
    </>
  );
}

/** Under every form that collects personal data: what is kept, why, and the privacy policy. */
export function PrivacyNote({
  text,
  link,
  tone = "light",
}: {
  text: string;
  link: { label: string; to: string };
  tone?: Tone;
}) {
  return (
    <p
      className={`mt-3 text-xs leading-relaxed ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}
      data-testid="privacy-note"
    >
      {text}{" "}
      <Link
        to={link.to}
        className={`inline-block py-0.5 font-semibold underline underline-offset-2 ${tone === "dark" ? "text-white" : "text-brand-700"}`}
      >
        {link.label}
      </Link>
    </p>
  );
}
