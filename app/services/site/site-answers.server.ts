import { json } from "@remix-run/cloudflare";
import type { Toast } from "~/content/types";
import type { FieldErrors } from "~/lib/site-forms";

/**
 * How the /owner/site/* forms answer a post they cannot save: 400 (413 for a post too large to read)
 * with a message beside each field and what she typed, or 502 when the store failed (what she typed kept, never a 500 page).
 */

export interface SiteActionData {
  values: Record<string, string>;
  errors: FieldErrors;
  toast: Toast;
}

/** Every text field of a post (a file is read apart), each bounded. */
export function formText(form: FormData, max = 5000): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && !(name in values)) values[name] = value.slice(0, max);
  return values;
}

export function refusedAnswer(
  title: string,
  errors: FieldErrors,
  values: Record<string, string>,
  headers?: HeadersInit,
  /** 400 for what she typed, 413 for a file too large; 502 when a service it is checked with could not answer. */
  status: 400 | 413 | 502 = 400,
) {
  const count = Object.keys(errors).length;
  return json<SiteActionData>(
    {
      values,
      errors,
      toast: {
        type: "error",
        message: title,
        description:
          count === 1 ? Object.values(errors)[0] : `${count} fields need a change: see the messages beside them.`,
      },
    },
    { status, headers },
  );
}

export function failedAnswer(error: unknown, title: string, values: Record<string, string>, headers?: HeadersInit) {
  console.error(`${title}:`, error instanceof Error ? error.message : String(error));
  return json<SiteActionData>(
    {
      values,
      errors: {},
      toast: {
        type: "error",
        message: title,
        description: "Something went wrong: nothing was saved. Please try again.",
      },
    },
    { status: 502, headers },
  );
}
