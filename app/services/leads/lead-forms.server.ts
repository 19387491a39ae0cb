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
  controlCharactersMessage,
  tooLongMessage,
  waitlistSource,
  SESSION_INTEREST,
  type Choice,
  type LeadFormId,
} from "~/content/lead-forms";
import { offers, type OfferKey } from "~/content/offers";
import { shopPage } from "~/content/shop";
import { DEFAULT_PLAN, PLAN_KEYS, propertyPlans } from "~/content/property-plans";
import {
  emailAddress,
  hiddenValue,
  oneOf,
  optionalText,
  phoneNumber,
  requiredText,
  someOf,
  wholeNumber,
  type Fields,
} from "~/lib/form-fields";
import type { LeadForm } from "~/lib/lead-schemas";

/**
 * The seven lead forms, each defined once with its words: fields (whose specs drive both the HTML
 * and the valibot schema) and how a valid submission becomes a row of `leads`. Only loaders,
 * actions and services read these; a page gets its form's specs and words as data from its
 * loader (leadFormView), so this module never reaches the browser (a `.server` module).
 */

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

/** A lead from a person who gave a name, an email and a phone number; its other columns empty until set. */
const leadWithPhone = (values: { name: string; email: string; phone: string | null }) => ({
  ...EMPTY_LEAD,
  name: values.name,
  email: values.email,
  phone: values.phone,
});

/** A text field's length limit and the message for going over it. */
const limit = (maxLength: number) => ({ maxLength, tooLong: tooLongMessage(maxLength) });

const choices = <V extends string>(values: readonly V[]): Choice<V>[] =>
  values.map((value) => ({ value, label: value }));

const name = requiredText({
  label: FIELD_LABELS.name,
  message: FIELD_MESSAGES.name,
  controlCharacters: controlCharactersMessage(FIELD_LABELS.name, false),
  ...limit(FIELD_LIMITS.name),
  autoComplete: "name",
});
const email = emailAddress({
  label: FIELD_LABELS.email,
  message: FIELD_MESSAGES.email,
  ...limit(FIELD_LIMITS.email),
});
const phoneField = <R extends boolean>(required: R) =>
  phoneNumber({
    label: FIELD_LABELS.phone,
    message: FIELD_MESSAGES.phone,
    controlCharacters: controlCharactersMessage(FIELD_LABELS.phone, false),
    ...limit(FIELD_LIMITS.phone),
    required,
  });
const phone = phoneField(true);
const optionalPhone = phoneField(false);

function leadForm<F extends Fields>(id: LeadFormId, fields: F, toLead: LeadForm<F>["toLead"]): LeadForm<F> {
  return { id, formSource: FORM_SOURCES[id], fields, toLead };
}

export const emailListForm = leadForm(
  "emailList",
  {
    name,
    email,
    interest: oneOf({
      label: FIELD_LABELS.interest,
      message: FIELD_MESSAGES.interest,
      choices: choices(EMAIL_LIST_INTERESTS),
      kind: "radio",
    }),
  },
  (values) => ({ ...EMPTY_LEAD, name: values.name, email: values.email, interest: values.interest }),
);

export const eventForm = leadForm("event", { name, email, phone: optionalPhone }, (values) => ({
  ...leadWithPhone(values),
  interest: EVENT_INTEREST,
}));

export const buyerForm = leadForm(
  "buyer",
  {
    name,
    email,
    phone,
    timeframe: oneOf({
      label: FIELD_LABELS.timeframe,
      message: FIELD_MESSAGES.timeframe,
      choices: choices(BUYER_TIMEFRAMES),
      kind: "select",
    }),
    location: requiredText({
      label: FIELD_LABELS.location,
      message: FIELD_MESSAGES.location,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.location, false),
      ...limit(FIELD_LIMITS.address),
      autoComplete: "address-level2",
    }),
    assistance_needed: someOf({
      label: FIELD_LABELS.assistance_needed,
      message: FIELD_MESSAGES.assistance_needed,
      choices: choices(BUYER_ASSISTANCE_OPTIONS),
    }),
  },
  (values) => ({
    ...leadWithPhone(values),
    timeframe: values.timeframe,
    // Buyer inquiries keep the desired city and state in property_address.
    property_address: values.location,
    assistance_needed: values.assistance_needed,
  }),
);

export const sellerForm = leadForm(
  "seller",
  {
    name,
    email,
    phone,
    property_address: requiredText({
      label: FIELD_LABELS.property_address,
      message: FIELD_MESSAGES.property_address,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.property_address, false),
      ...limit(FIELD_LIMITS.address),
      // street-address is for a multi-line field (HTML forbids it on one line); this one is the street line.
      autoComplete: "address-line1",
    }),
    service_level: oneOf({
      label: FIELD_LABELS.service_level,
      message: FIELD_MESSAGES.service_level,
      choices: SELLER_SERVICE_LEVELS,
      kind: "radio",
      defaultValue: DEFAULT_SELLER_SERVICE_LEVEL,
    }),
  },
  (values) => ({
    ...leadWithPhone(values),
    property_address: values.property_address,
    service_level: values.service_level,
  }),
);

export const propertyManagementForm = leadForm(
  "propertyManagement",
  {
    name,
    email,
    phone,
    properties: wholeNumber({
      label: FIELD_LABELS.properties,
      message: FIELD_MESSAGES.properties,
      min: 1,
      max: FIELD_LIMITS.properties,
    }),
    message: optionalText({
      label: FIELD_LABELS.message,
      message: FIELD_MESSAGES.message,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.message, true),
      ...limit(FIELD_LIMITS.message),
      multiline: true,
    }),
    // Like the page: a missing or unknown plan is the basic plan.
    plan: hiddenValue({ values: PLAN_KEYS, fallback: DEFAULT_PLAN }),
  },
  (values) => ({
    ...leadWithPhone(values),
    interest: propertyPlans[values.plan].name,
    message: values.message,
    properties: values.properties,
  }),
);

export const contactForm = leadForm(
  "contact",
  {
    name,
    email,
    phone: optionalPhone,
    subject: requiredText({
      label: FIELD_LABELS.subject,
      message: FIELD_MESSAGES.subject,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.subject, false),
      ...limit(FIELD_LIMITS.subject),
    }),
    message: requiredText({
      label: FIELD_LABELS.message,
      message: FIELD_MESSAGES.message,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.message, true),
      ...limit(FIELD_LIMITS.message),
      multiline: true,
    }),
  },
  (values) => ({
    ...leadWithPhone(values),
    // Contact messages keep their subject in interest.
    interest: values.subject,
    message: values.message,
  }),
);

export const freeEbookForm = leadForm("freeEbook", { name, email }, (values) => ({
  ...EMPTY_LEAD,
  name: values.name,
  email: values.email,
  interest: FREE_EBOOK_INTEREST,
}));

/**
 * An offer's "tell me when it opens" form (sold out, coming soon, or checkout not set up yet): one
 * definition, its leads' form_source and interest named for the offer ("Waitlist: AI Playbook").
 */
export function waitlistForm(offer: OfferKey | { name: string }): LeadForm<{ name: typeof name; email: typeof email }> {
  const offerName = typeof offer === "string" ? offers[offer].name : offer.name;
  return {
    ...leadForm("waitlist", { name, email }, (values) => ({
      ...EMPTY_LEAD,
      name: values.name,
      email: values.email,
      interest: offerName,
    })),
    formSource: waitlistSource(offerName),
  };
}

/** /store while the shop is not open (production without STORE_ID): "Waitlist: Merch shop". */
export const shopWaitlistForm: LeadForm<{ name: typeof name; email: typeof email }> = {
  ...leadForm("waitlist", { name, email }, (values) => ({
    ...EMPTY_LEAD,
    name: values.name,
    email: values.email,
    interest: shopPage.waitlistName,
  })),
  formSource: waitlistSource(shopPage.waitlistName),
};

/** /schedule-session without a booking calendar: a request the owner answers by email. */
export const sessionForm = leadForm(
  "session",
  {
    name,
    email,
    phone: optionalPhone,
    times: requiredText({
      label: FIELD_LABELS.times,
      message: FIELD_MESSAGES.times,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.times, false),
      // The timeframe column's bound.
      ...limit(100),
    }),
    topic: requiredText({
      label: FIELD_LABELS.topic,
      message: FIELD_MESSAGES.topic,
      controlCharacters: controlCharactersMessage(FIELD_LABELS.topic, true),
      ...limit(FIELD_LIMITS.message),
      multiline: true,
    }),
  },
  (values) => ({
    ...leadWithPhone(values),
    interest: SESSION_INTEREST,
    // The preferred days and times in timeframe, the topic in message.
    timeframe: values.times,
    message: values.topic,
  }),
);

export const leadForms = {
  emailList: emailListForm,
  event: eventForm,
  buyer: buyerForm,
  seller: sellerForm,
  propertyManagement: propertyManagementForm,
  contact: contactForm,
  freeEbook: freeEbookForm,
  // The leads' list shows it under its offer's own source; this is the AI Playbook's.
  waitlist: waitlistForm("ai-playbook"),
  session: sessionForm,
} satisfies Record<LeadFormId, { id: LeadFormId; formSource: string }>;
