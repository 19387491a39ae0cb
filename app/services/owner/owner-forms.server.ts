import { json } from "@remix-run/cloudflare";
import type { Toast } from "~/content/types";
import { safePathUnder } from "~/lib/safe-path";
import { AuthRefusal, AuthUnavailable } from "./owner-auth.server";
import { RATE_LIMIT_WINDOW_SECONDS, retryAfterHeaders } from "~/server/rate-limit.server";

/**
 * How the owner's forms answer, as every form post of the site does: a refusal is 400 (429 when
 * locked) with what was typed and the page's toast title ('Sign in Failed', …) over the message;
 * a backend that failed or timed out is 502/503 with 'Something went wrong', never a 500 page.
 */

export interface OwnerActionData {
  /** What was typed, given back (never passwords or codes). */
  values: Record<string, string>;
  toast: Toast;
  /** Extra data a page shows again after a refusal (e.g. the enrolment being verified). */
  extra?: Record<string, string>;
}

export const SOMETHING_WENT_WRONG = "Something went wrong";

export function failureAnswer(
  error: unknown,
  options: { title: string; values: Record<string, string>; headers?: HeadersInit; extra?: Record<string, string> },
) {
  const { title, values, headers, extra } = options;
  if (error instanceof AuthRefusal) {
    const answerHeaders = new Headers(headers);
    if (error.status === 429) {
      // The lock says when it ends; Supabase's own limit does not, so say one window.
      const retry = retryAfterHeaders({ retryAfterSeconds: error.retryAfterSeconds ?? RATE_LIMIT_WINDOW_SECONDS });
      new Headers(retry).forEach((value, name) => answerHeaders.set(name, value));
    }
    return json<OwnerActionData>(
      { values, extra, toast: { type: "error", message: title, description: error.message || SOMETHING_WENT_WRONG } },
      { status: error.status, headers: answerHeaders },
    );
  }
  const status = error instanceof AuthUnavailable ? error.status : 502;
  console.error(`${title}:`, error instanceof Error ? error.message : String(error));
  return json<OwnerActionData>(
    { values, extra, toast: { type: "error", message: title, description: SOMETHING_WENT_WRONG } },
    { status, headers },
  );
}

/** A refusal the route itself decides (a missing field), answered like the backend's. */
export function refusal(
  title: string,
  message: string,
  values: Record<string, string>,
  headers?: HeadersInit,
  extra?: Record<string, string>,
) {
  return json<OwnerActionData>(
    { values, extra, toast: { type: "error", message: title, description: message } },
    { status: 400, headers },
  );
}

/** A form field as text ("" when absent or a file). */
export function field(form: FormData, name: string, max = 1000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** A path on this site under /owner to go back to (the site's one redirect rule); anything else is /owner. */
export function ownerReturnPath(value: string | null): string {
  return safePathUnder(value, "/owner");
}

/**
 * Runs an owner page's loader: a thrown answer (a redirect, a 403) passes through; the auth or
 * leads backend failing becomes 502 (503 when none is configured) with 'Something went wrong'
 * for the owner layout's error boundary, never a 500.
 */
export async function ownerPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    const status = error instanceof AuthUnavailable ? error.status : 502;
    console.error("Owner page failed:", error instanceof Error ? error.message : String(error));
    throw json({ message: `${SOMETHING_WENT_WRONG}. Please try again in a moment.` }, { status });
  }
}

/** What the sign-up and recovery forms post: the address, the new password and the setup secret. */
export function accountPost(form: FormData) {
  return {
    email: field(form, "email", 320).trim(),
    password: field(form, "password", 2000),
    setupSecret: field(form, "setupSecret", 500),
  };
}
