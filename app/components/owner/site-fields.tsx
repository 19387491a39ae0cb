import { Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { OwnerCard } from "~/components/owner/owner-card";
import type { Toast } from "~/content/types";

/**
 * The fields of the /owner/site/* forms (and the broadcast's, app/components/owner/broadcast-form.tsx):
 * a label, what the site uses when it is left empty, the value she typed (kept after a refusal) and
 * the message beside the field when it was refused.
 */

export interface SiteFormData {
  values: Record<string, string>;
  errors: Record<string, string>;
  toast: Toast;
}

export function useSiteActionData(): SiteFormData | undefined {
  return useActionData() as SiteFormData | undefined;
}

/** An owner's text field; a refused one has a red border. */
export const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700";

/**
 * What ties a control to its hint and its message: the ids its `aria-describedby` lists (the hint's,
 * then the message's) and `aria-invalid` when it was refused.
 */
function fieldAria(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-describedby": described || undefined,
    "aria-invalid": error ? (true as const) : undefined,
  };
}

/**
 * One field of an owner's form: its label, the hint under it, the control (given the ids and aria
 * attributes of `fieldAria`), the message beside it when it was refused, then anything after.
 */
export function FieldBlock({
  id,
  label,
  hint,
  error,
  children,
  after,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (aria: ReturnType<typeof fieldAria>) => ReactNode;
  /** Shown under the message, such as a count the field's value gives. */
  after?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {hint}
        </p>
      ) : null}
      {children(fieldAria(id, { hint: Boolean(hint), error }))}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      {after}
    </div>
  );
}

export function SiteField({
  label,
  name,
  value,
  error,
  hint,
  type = "text",
  multiline = false,
  maxLength,
  required = false,
  idPrefix = "site",
  autoComplete,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  /** What the site shows when the field is empty, or how to fill it. */
  hint?: ReactNode;
  type?: "text" | "email" | "tel" | "url" | "date" | "time";
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  idPrefix?: string;
  autoComplete?: string;
}) {
  return (
    <FieldBlock id={`${idPrefix}-${name}`} label={label} hint={hint} error={error}>
      {(aria) => {
        const common = { ...aria, name, defaultValue: value, maxLength, required, autoComplete, className: INPUT };
        return multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />;
      }}
    </FieldBlock>
  );
}

/** A choice among a few values (a select), with its label, hint and message like SiteField's. */
export function SiteSelect({
  label,
  name,
  value,
  options,
  error,
  hint,
  idPrefix = "site",
}: {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: ReactNode;
  idPrefix?: string;
}) {
  return (
    <FieldBlock id={`${idPrefix}-${name}`} label={label} hint={hint} error={error}>
      {(aria) => (
        <select
          {...aria}
          name={name}
          defaultValue={value}
          className="mt-1 block max-w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldBlock>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error">
      {message}
    </p>
  );
}

/** A group of checkboxes or fields under one legend, with the group's message when it was refused. */
export function SiteFieldset({
  legend,
  error,
  errorId,
  className,
  children,
}: {
  legend: string;
  error?: string;
  /** The message's id (a group that is never refused has none). */
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {children}
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}

/** A page of "Your site": its heading, what it changes, and its forms. */
export function SitePage({
  title,
  intro,
  children,
  back = true,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** The link back to /owner/site (not on that page itself). */
  back?: boolean;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      {back ? (
        <p>
          <Link to="/owner/site" className="font-semibold text-brand-800 underline">
            ← Your site
          </Link>
        </p>
      ) : null}
      <div>
        <h1 className="font-display text-3xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-slate-700">{intro}</div>
      </div>
      {children}
    </main>
  );
}

export function SiteCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <OwnerCard id={id} title={title}>
      <div className="mt-4">{children}</div>
    </OwnerCard>
  );
}
