import { useEffect, useRef, type ReactNode } from "react";
import { CHOOSE_PLACEHOLDER, HONEYPOT_LABEL, OPTIONAL_MARK } from "~/content/form-words";
import { inputConstraints, type FieldErrors, type FieldSpec, type SubmittedValues } from "~/lib/form-fields";
import { useLocation } from "@remix-run/react";
import { HONEYPOT_FIELD, SOURCE_PAGE_FIELD, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";

/** The pieces every lead form is made of: fields with their messages, the button, the hidden inputs. */

export type Tone = "light" | "dark";

const TONES: Record<Tone, { label: string; hint: string; error: string; input: string; choice: string }> = {
  light: {
    label: "text-sm font-semibold text-slate-800",
    hint: "font-normal text-slate-600",
    error: "mt-1 text-sm font-medium text-red-700",
    // A utility, so it wins over the border's colour (below) on focus, as before.
    input: "field-input field-input-light focus:border-brand-600",
    choice: "text-slate-800",
  },
  dark: {
    label: "text-sm font-semibold text-slate-100",
    hint: "font-normal text-slate-300",
    error: "mt-1 text-sm font-medium text-red-200",
    input: "field-input field-input-dark",
    choice: "text-slate-100",
  },
};

function inputBorder(invalid: boolean): string {
  return invalid ? "border-red-600" : "border-slate-300";
}

export interface FieldControlProps {
  /** The form's id, so two forms on one page never share element ids. */
  formId: string;
  name: string;
  spec: FieldSpec;
  values?: SubmittedValues;
  errors?: FieldErrors;
  tone?: Tone;
  /** A label other than the field's own (e.g. "Full Name" on the contact page). */
  label?: string;
  placeholder?: string;
  className?: string;
  /** The first refused field of its form: focused on load, so a page without JavaScript opens on it. */
  autoFocus?: boolean;
}

/** One field with its label and, when the server refused it, the message beside it. */
export function FieldControl({
  formId,
  name,
  spec,
  values,
  errors,
  tone = "light",
  label = spec.label,
  placeholder,
  className = "",
  autoFocus = false,
}: FieldControlProps) {
  const id = `${formId}-${name}`;
  const error = errors?.[name];
  const errorId = `${id}-error`;
  const styles = TONES[tone];
  const submitted = values?.[name];
  const described = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const heading = (
    <>
      {label}
      {spec.required || spec.kind === "checkboxes" || spec.defaultValue !== undefined ? null : (
        <span className={styles.hint}> {OPTIONAL_MARK}</span>
      )}
    </>
  );
  const message = error ? (
    <p id={errorId} className={styles.error} data-field-error={name}>
      {error}
    </p>
  ) : null;

  if (spec.kind === "radio" || spec.kind === "checkboxes") {
    const chosen =
      spec.kind === "radio"
        ? [typeof submitted === "string" ? submitted : spec.defaultValue]
        : Array.isArray(submitted)
          ? submitted
          : typeof submitted === "string"
            ? [submitted]
            : [];
    return (
      <fieldset className={className} {...(error ? { "aria-describedby": errorId } : {})}>
        <legend className={styles.label}>{heading}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {spec.choices?.map((choice, index) => (
            <label
              key={choice.value}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm ${styles.choice}`}
            >
              <input
                type={spec.kind === "radio" ? "radio" : "checkbox"}
                name={name}
                value={choice.value}
                defaultChecked={chosen.includes(choice.value)}
                required={spec.kind === "radio" && spec.required ? true : undefined}
                className="h-5 w-5 shrink-0 accent-brand-700"
                autoFocus={(autoFocus && index === 0) || undefined}
                {...(error && index === 0 ? described : error ? { "aria-invalid": true as const } : {})}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const value = typeof submitted === "string" ? submitted : spec.defaultValue;
  const common = {
    id,
    name,
    defaultValue: value,
    autoFocus: autoFocus || undefined,
    className: `${styles.input} ${inputBorder(Boolean(error))}`,
    ...described,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {heading}
      </label>
      {spec.kind === "textarea" ? (
        <textarea
          rows={5}
          placeholder={placeholder}
          required={spec.required || undefined}
          maxLength={spec.maxLength}
          {...common}
        />
      ) : spec.kind === "select" ? (
        <select required={spec.required || undefined} {...common} defaultValue={value ?? ""}>
          <option value="" disabled>
            {CHOOSE_PLACEHOLDER}
          </option>
          {spec.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input placeholder={placeholder} {...inputConstraints(spec)} {...common} />
      )}
      {message}
    </div>
  );
}

/** The submit button: disabled with a spinner and its submitting label while the post is in flight. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = "btn btn-primary w-full sm:w-auto",
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={className}
      data-pending={pending ? "true" : undefined}
    >
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" data-testid="spinner" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/**
 * The honeypot and the submission token. The honeypot is off-screen, hidden from assistive
 * technology and out of the tab order, so only bots fill it in.
 */
export function HiddenLeadInputs({ formId, token, children }: { formId: string; token: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={token} />
      {/* Which page brought the lead (a count per page, never who: lib/page-counts.ts). */}
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={pathname} />
      {children}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{HONEYPOT_LABEL}</label>
        <input
          id={`${formId}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

/** The form's first field (in the order shown) that the server refused, to focus on load. */
export function firstRefused(names: readonly string[], errors: FieldErrors | undefined): string | null {
  return names.find((name) => errors?.[name]) ?? null;
}

/** With JavaScript, moves focus to the first refused field so the message is read out. */
export function useFocusFirstError(errors: FieldErrors | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);
  return ref;
}
