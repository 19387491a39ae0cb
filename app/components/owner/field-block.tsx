import type { ReactNode } from "react";

/**
 * One field of an owner's form, the same on every owner page (the sign-in steps' OwnerField, the
 * /owner/site/* fields, the broadcast's): its label, the hint under it, the control, and the
 * message beside it when it was refused.
 */

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

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error">
      {message}
    </p>
  );
}
