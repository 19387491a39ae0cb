import { Form, useLocation } from "@remix-run/react";
import type { Fields } from "~/lib/form-fields";
import type { LeadFormView } from "~/lib/lead-schemas";
import { ToastView } from "~/components/ui/toaster";
import {
  FieldControl,
  firstRefused,
  HiddenLeadInputs,
  SubmitButton,
  useFocusFirstError,
  type Tone,
} from "./lead-form-parts";
import { useRouteLeadForm } from "./use-lead-form";

export interface LeadFormProps<F extends Fields> {
  /** The form's specs and words, from the route's loader (leadFormView). */
  form: LeadFormView<F>;
  /** Fields that take the whole row on wide screens (long text and choice groups always do). */
  wide?: ReadonlyArray<keyof F & string>;
  /** Hidden values the page sets, e.g. the chosen plan. */
  hidden?: Partial<Record<keyof F & string, string>>;
  tone?: Tone;
  buttonClassName?: string;
  /** Names the form for assistive technology, e.g. the id of the heading above it. */
  labelledBy?: string;
}

/**
 * A page's lead form: a plain post to the page's own action, so it works without JavaScript.
 * The action carries no #fragment: browsers skip autofocus on a URL with one, and the refused
 * page (without JavaScript) opens on its first refused field by autofocus.
 * With JavaScript the button shows its pending state, a refusal keeps what was typed, and a
 * success empties the form (the success toast comes with the reloaded page).
 */
export function LeadForm<F extends Fields>({
  form,
  wide = [],
  hidden = {},
  tone = "light",
  buttonClassName,
  labelledBy,
}: LeadFormProps<F>) {
  const { data, pending, token, onSubmit } = useRouteLeadForm();
  const location = useLocation();
  const action = `${location.pathname}${location.search}`;
  const ref = useFocusFirstError(data?.errors);
  const { copy } = form;
  const shown = Object.entries(form.fields).filter(([, field]) => field.spec.kind !== "hidden");
  // After a refusal, focus goes to the first refused field, or to the toast when no field was refused.
  const focusField = firstRefused(
    shown.map(([name]) => name),
    data?.errors,
  );
  return (
    <>
      <Form
        key={token}
        ref={ref}
        method="post"
        action={action}
        preventScrollReset
        onSubmit={onSubmit}
        className="relative grid gap-5 sm:grid-cols-2"
        aria-labelledby={labelledBy}
        data-lead-form={form.id}
      >
        <HiddenLeadInputs formId={form.id} token={token}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value as string} readOnly />
          ))}
        </HiddenLeadInputs>
        {shown.map(([name, field]) => {
          const fullRow = wide.includes(name) || ["textarea", "radio", "checkboxes"].includes(field.spec.kind);
          return (
            <FieldControl
              key={name}
              formId={form.id}
              name={name}
              spec={field.spec}
              values={data?.values}
              errors={data?.errors}
              tone={tone}
              className={fullRow ? "sm:col-span-2" : ""}
              autoFocus={name === focusField}
            />
          );
        })}
        <div className="sm:col-span-2">
          <SubmitButton
            pending={pending}
            label={copy.submit}
            pendingLabel={copy.submitting}
            className={buttonClassName}
          />
        </div>
      </Form>
      <ToastView toast={data?.toast} focus={focusField === null} />
    </>
  );
}
