import { useActionData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { FieldBlock, FieldError, INPUT } from "~/components/owner/field-block";
import { OwnerCard } from "~/components/owner/owner-card";
import type { Toast } from "~/content/types";

/**
 * The fields of the /owner/site/* forms, each a FieldBlock (field-block.tsx): a label, what the site
 * uses when it is left empty, the value she typed (kept after a refusal) and the message beside the
 * field when it was refused.
 */

export interface SiteFormData {
  values: Record<string, string>;
  errors: Record<string, string>;
  toast: Toast;
}

export function useSiteActionData(): SiteFormData | undefined {
  return useActionData() as SiteFormData | undefined;
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
