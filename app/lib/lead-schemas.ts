import type { TypedResponse } from "@remix-run/cloudflare";
import type { LeadFormId, ThankYouCopy } from "~/content/lead-forms";
import { parseFields } from "./field-schemas";
import type { Lead } from "./lead-columns";
import { HONEYPOT_FIELD, SUBMISSION_ID, SUBMISSION_ID_FIELD } from "./lead-submission";
import {
  readForm,
  submittedValues,
  type FieldErrors,
  type FieldSpec,
  type FieldValues,
  type Fields,
  type SubmittedValues,
} from "./form-fields";
import type { Toast } from "~/content/types";

/**
 * What a lead form is (its fields, whose specs drive both the HTML and the valibot schema, see
 * form-fields.ts and field-schemas.ts, and how a valid submission becomes a row of the `leads`
 * table) and how its post is read. The seven forms themselves, with their words, are defined on
 * the server only: services/leads/lead-forms.server.ts.
 */

/** A row of `leads` as the site writes it: its columns are defined once, in lead-columns.ts. */
export type { Lead };

export { HONEYPOT_FIELD, newSubmissionId, SUBMISSION_ID_FIELD } from "./lead-submission";

export interface LeadForm<F extends Fields = Fields> {
  id: LeadFormId;
  /** What the `leads` row's form_source says (content/lead-forms FORM_SOURCES). */
  formSource: string;
  fields: F;
  toLead(values: FieldValues<F>): Omit<Lead, "form_source" | "submission_id">;
}

export type LeadSubmission =
  | { kind: "honeypot" }
  | { kind: "invalid"; values: SubmittedValues; errors: FieldErrors }
  /** Valid answers without a well-formed submission token: refused, since a replay could not be told apart. */
  | { kind: "untokened"; values: SubmittedValues }
  | { kind: "valid"; values: SubmittedValues; lead: Lead };

/** Reads one form's post: a bot's, an invalid one (with a message per field) or a lead to save. */
export function parseLeadSubmission<F extends Fields>(form: LeadForm<F>, formData: FormData): LeadSubmission {
  const trap = formData.getAll(HONEYPOT_FIELD);
  if (trap.some((value) => typeof value !== "string" || value.trim() !== "")) return { kind: "honeypot" };
  const values = submittedValues(formData, form.fields);
  const result = parseFields(form.fields, readForm(formData, form.fields));
  if (!result.success) return { kind: "invalid", values, errors: result.errors };
  const token = formData.getAll(SUBMISSION_ID_FIELD);
  const submissionId = token.length === 1 && typeof token[0] === "string" ? token[0] : "";
  // Length first: the pattern then never runs over a long value.
  if (submissionId.length > 64 || !SUBMISSION_ID.test(submissionId)) return { kind: "untokened", values };
  return {
    kind: "valid",
    values,
    lead: { ...form.toLead(result.output), form_source: form.formSource, submission_id: submissionId },
  };
}

/** The action data of a lead form answered in place (400, 429, 502, 503). */
export interface LeadActionData {
  values: SubmittedValues;
  /** Where a successful submission will go (the footer form's page keeps it across a refusal). */
  returnTo: string;
  errors: FieldErrors;
  toast: Toast;
  /** The submission token of the post this answers, so the form knows the answer is its own. */
  submissionId: string | null;
}

/**
 * A lead form's action (answerLeadPost): a refusal answered in place, or a redirect (saved, or a
 * bot thanked), which has no data. Forms read it with `useActionData<LeadAction>()`.
 */
export type LeadAction = () => Promise<TypedResponse<LeadActionData> | TypedResponse<never>>;

/**
 * What a lead form's component needs in the browser, as plain data: the field specs and the
 * button's words. Routes send it with their loader data (leadFormView), so the browser bundle
 * carries neither every form's definitions nor their words.
 */
export interface LeadFormView<F extends Fields = Fields> {
  id: LeadFormId;
  fields: { [K in keyof F]: { spec: FieldSpec } };
  copy: {
    submit: string;
    submitting: string;
    /** The line under the form on what is kept and why, and the privacy policy's link. */
    privacy: string;
    privacyLink: { label: string; to: string };
    /** What takes the form's place once it is saved. */
    thanks: ThankYouCopy;
  };
}
