import { Form } from "@remix-run/react";
import type { Toast } from "~/content/types";
import { ToastView } from "~/components/ui/toaster";

/** What the page's action answers when the address is refused: what was typed, its error, a toast. */
export interface EmailLinkAnswer {
  values: Record<string, unknown>;
  errors: { email?: string };
  toast?: Toast | null;
}

/**
 * A page that asks for an email address to send a link to (/billing, /orders): its heading, words,
 * the one field (what was typed kept, its error beside it) and the button. The action answers the
 * same whether or not the address has anything, so the page never says which addresses are known.
 */
export function EmailLinkPage({
  id,
  title,
  intro,
  label,
  submit,
  data,
}: {
  /** The field's id (and its error's): unique per page. */
  id: string;
  title: string;
  intro: string;
  label: string;
  submit: string;
  data: EmailLinkAnswer | undefined;
}) {
  const error = data?.errors.email ?? null;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
      <ToastView toast={data?.toast} />
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{intro}</p>
      <Form method="post" className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
        <div>
          <label htmlFor={id} className="block font-semibold text-slate-900">
            {label}
          </label>
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            defaultValue={typeof data?.values.email === "string" ? data.values.email : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary">
          {submit}
        </button>
      </Form>
    </main>
  );
}
