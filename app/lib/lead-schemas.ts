import type { TypedResponse } from "@remix-run/cloudflare";
import {
  BUYER_ASSISTANCE_OPTIONS,
  BUYER_TIMEFRAMES,
  DEFAULT_SELLER_SERVICE_LEVEL,
  EMAIL_LIST_INTERESTS,
  EVENT_INTEREST,
  FIELD_LABELS,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  FORM_SOURCES,
  FREE_EBOOK_INTEREST,
  SELLER_SERVICE_LEVELS,
  type Choice,
  type LeadFormId,
} from "~/content/lead-forms";
import { DEFAULT_PLAN, PLAN_KEYS, propertyPlans } from "~/content/property-plans";
import { parseFields } from "./field-schemas";
import { HONEYPOT_FIELD, SUBMISSION_ID, SUBMISSION_ID_FIELD } from "./lead-submission";
import {
  emailAddress,
  hiddenValue,
  oneOf,
  optionalText,
  phoneNumber,
  readForm,
  requiredText,
  someOf,
  submittedValues,
  wholeNumber,
  type FieldErrors,
  type FieldSpec,
  type FieldValues,
  type Fields,
  type SubmittedValues,
} from "./form-fields";
import type { Toast } from "~/content/types";

/**
 * One definition per lead form (its fields, whose specs drive both the HTML and the valibot
 * schema, see form-fields.ts and field-schemas.ts) and how a valid submission becomes a row of
 * the `leads` table.
 */

/** A row of `leads` as the site writes it; the database adds id and created_at. */
export interface Lead {
  name: string;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
  timeframe: string | null;
  property_address: string | null;
  assistance_needed: string[] | null;
  service_level: string | null;
  /** Property-management inquiries: how many properties the owner has. */
  properties: number | null;
  form_source: string;
  /** The form render's random token: a replayed post (double click, resend) saves one row. */
  submission_id: string | null;
}

export { HONEYPOT_FIELD, newSubmissionId, SUBMISSION_ID_FIELD } from "./lead-submission";

const EMPTY_LEAD = {
  phone: null,
  interest: null,
  message: null,
  timeframe: null,
  property_address: null,
  assistance_needed: null,
  service_level: null,
  properties: null,
} as const;

const choices = <V extends string>(values: readonly V[]): Choice<V>[] =>
  values.map((value) => ({ value, label: value }));

const name = /* @__PURE__ */ requiredText({
  label: FIELD_LABELS.name,
  message: FIELD_MESSAGES.name,
  maxLength: FIELD_LIMITS.name,
  autoComplete: "name",
});
const email = /* @__PURE__ */ emailAddress({
  label: FIELD_LABELS.email,
  message: FIELD_MESSAGES.email,
  maxLength: FIELD_LIMITS.email,
});
const phone = /* @__PURE__ */ phoneNumber({
  label: FIELD_LABELS.phone,
  message: FIELD_MESSAGES.phone,
  maxLength: FIELD_LIMITS.phone,
  required: true,
});
const optionalPhone = /* @__PURE__ */ phoneNumber({
  label: FIELD_LABELS.phone,
  message: FIELD_MESSAGES.phone,
  maxLength: FIELD_LIMITS.phone,
  required: false,
});

export interface LeadForm<F extends Fields = Fields> {
  id: LeadFormId;
  formSource: string;
  fields: F;
  toLead(values: FieldValues<F>): Omit<Lead, "form_source" | "submission_id">;
}

function leadForm<F extends Fields>(id: LeadFormId, fields: F, toLead: LeadForm<F>["toLead"]): LeadForm<F> {
  return { id, formSource: FORM_SOURCES[id], fields, toLead };
}

export const emailListForm = /* @__PURE__ */ leadForm(
  "emailList",
  {
    name,
    email,
    interest: /* @__PURE__ */ oneOf({
      label: FIELD_LABELS.interest,
      message: FIELD_MESSAGES.interest,
      choices: /* @__PURE__ */ choices(EMAIL_LIST_INTERESTS),
      kind: "radio",
    }),
  },
  (values) => ({ ...EMPTY_LEAD, name: values.name, email: values.email, interest: values.interest }),
);

export const eventForm = /* @__PURE__ */ leadForm("event", { name, email, phone: optionalPhone }, (values) => ({
  ...EMPTY_LEAD,
  name: values.name,
  email: values.email,
  phone: values.phone,
  interest: EVENT_INTEREST,
}));

export const buyerForm = /* @__PURE__ */ leadForm(
  "buyer",
  {
    name,
    email,
    phone,
    timeframe: /* @__PURE__ */ oneOf({
      label: FIELD_LABELS.timeframe,
      message: FIELD_MESSAGES.timeframe,
      choices: /* @__PURE__ */ choices(BUYER_TIMEFRAMES),
      kind: "select",
    }),
    location: /* @__PURE__ */ requiredText({
      label: FIELD_LABELS.location,
      message: FIELD_MESSAGES.location,
      maxLength: FIELD_LIMITS.address,
      autoComplete: "address-level2",
    }),
    assistance_needed: /* @__PURE__ */ someOf({
      label: FIELD_LABELS.assistance_needed,
      message: FIELD_MESSAGES.assistance_needed,
      choices: /* @__PURE__ */ choices(BUYER_ASSISTANCE_OPTIONS),
    }),
  },
  (values) => ({
    ...EMPTY_LEAD,
    name: values.name,
    email: values.email,
    phone: values.phone,
    timeframe: values.timeframe,
    // The spec keeps the desired city and state in property_address.
    property_address: values.location,
    assistance_needed: values.assistance_needed,
  }),
);

export const sellerForm = /* @__PURE__ */ leadForm(
  "seller",
  {
    name,
    email,
    phone,
    property_address: /* @__PURE__ */ requiredText({
      label: FIELD_LABELS.property_address,
      message: FIELD_MESSAGES.property_address,
      maxLength: FIELD_LIMITS.address,
      autoComplete: "street-address",
    }),
    service_level: /* @__PURE__ */ oneOf({
      label: FIELD_LABELS.service_level,
      message: FIELD_MESSAGES.service_level,
      choices: SELLER_SERVICE_LEVELS,
      kind: "radio",
      defaultValue: DEFAULT_SELLER_SERVICE_LEVEL,
    }),
  },
  (values) => ({
    ...EMPTY_LEAD,
    name: values.name,
    email: values.email,
    phone: values.phone,
    property_address: values.property_address,
    service_level: values.service_level,
  }),
);

export const propertyManagementForm = /* @__PURE__ */ leadForm(
  "propertyManagement",
  {
    name,
    email,
    phone,
    properties: /* @__PURE__ */ wholeNumber({
      label: FIELD_LABELS.properties,
      message: FIELD_MESSAGES.properties,
      min: 1,
      max: FIELD_LIMITS.properties,
    }),
    message: /* @__PURE__ */ optionalText({
      label: FIELD_LABELS.message,
      message: FIELD_MESSAGES.message,
      maxLength: FIELD_LIMITS.message,
      multiline: true,
    }),
    // Like the page: a missing or unknown plan is the basic plan.
    plan: /* @__PURE__ */ hiddenValue({ values: PLAN_KEYS, fallback: DEFAULT_PLAN }),
  },
  (values) => ({
    ...EMPTY_LEAD,
    name: values.name,
    email: values.email,
    phone: values.phone,
    interest: propertyPlans[values.plan].name,
    message: values.message,
    properties: values.properties,
  }),
);

export const contactForm = /* @__PURE__ */ leadForm(
  "contact",
  {
    name,
    email,
    phone: optionalPhone,
    subject: /* @__PURE__ */ requiredText({
      label: FIELD_LABELS.subject,
      message: FIELD_MESSAGES.subject,
      maxLength: FIELD_LIMITS.subject,
    }),
    message: /* @__PURE__ */ requiredText({
      label: FIELD_LABELS.message,
      message: FIELD_MESSAGES.message,
      maxLength: FIELD_LIMITS.message,
      multiline: true,
    }),
  },
  (values) => ({
    ...EMPTY_LEAD,
    name: values.name,
    email: values.email,
    phone: values.phone,
    // The spec keeps the subject in interest.
    interest: values.subject,
    message: values.message,
  }),
);

export const freeEbookForm = /* @__PURE__ */ leadForm("freeEbook", { name, email }, (values) => ({
  ...EMPTY_LEAD,
  name: values.name,
  email: values.email,
  interest: FREE_EBOOK_INTEREST,
}));

export const leadForms = {
  emailList: emailListForm,
  event: eventForm,
  buyer: buyerForm,
  seller: sellerForm,
  propertyManagement: propertyManagementForm,
  contact: contactForm,
  freeEbook: freeEbookForm,
} satisfies Record<LeadFormId, { id: LeadFormId; formSource: string }>;

export type LeadSubmission =
  | { kind: "honeypot" }
  | { kind: "invalid"; values: SubmittedValues; errors: FieldErrors }
  | { kind: "valid"; values: SubmittedValues; lead: Lead };

/** Reads one form's post: a bot's, an invalid one (with a message per field) or a lead to save. */
export function parseLeadSubmission<F extends Fields>(form: LeadForm<F>, formData: FormData): LeadSubmission {
  const trap = formData.getAll(HONEYPOT_FIELD);
  if (trap.some((value) => typeof value !== "string" || value.trim() !== "")) return { kind: "honeypot" };
  const values = submittedValues(formData, form.fields);
  const result = parseFields(form.fields, readForm(formData, form.fields));
  if (!result.success) return { kind: "invalid", values, errors: result.errors };
  const token = formData.getAll(SUBMISSION_ID_FIELD);
  const submissionId =
    token.length === 1 && typeof token[0] === "string" && SUBMISSION_ID.test(token[0]) ? token[0] : null;
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
  copy: { submit: string; submitting: string };
}
