/**
 * The labels of her forms at /owner/site (the profile, the event's links, the announcement, the
 * booking page, the welcome email): the form shows `label`, with `more` in
 * brackets where it has one; History's preview of a saved version and the form's refusals name the
 * field by `label` alone.
 */
export const PROFILE_LABELS = {
  photo: { label: "Photo" },
  name: { label: "Name" },
  headline: { label: "Headline" },
  bio: { label: "Your story" },
  focus: { label: "What you help with", more: "one a line, e.g. “Homeownership: from credit repair to closing day”" },
  credentials: { label: "Credentials", more: "one a line, only what is true" },
  offices: { label: "Your offices", more: "each line optional; leave a row empty to have fewer" },
  mailingAddress: {
    label: "Business mailing address",
    more: "printed in the legal pages and at the foot of every email to your list, as the law asks",
  },
  email: { label: "Email" },
  phone: { label: "Phone" },
  licence: { label: "Real-estate licence" },
  brokerage: { label: "Brokerage" },
  social: { label: "Social profiles", more: "https:// addresses" },
} as const;

export const EVENT_LABELS = {
  joinUrl: { label: "Join link", more: "optional" },
  videoUrl: { label: "Video", more: "optional" },
} as const;

export const ANNOUNCEMENT_LABELS = {
  text: { label: "Text" },
  link: { label: "Link", more: "optional" },
  ends: { label: "Last day", more: "optional" },
} as const;

export const BOOKING_LABELS = {
  schedulingUrl: { label: "Booking page address" },
} as const;

export const WELCOME_LABELS = {
  subject: { label: "Subject" },
  body: { label: "Message" },
} as const;

/** A field's label as her form shows it: "Credentials (one a line, only what is true)". */
export type FormLabel = { readonly label: string; readonly more?: string };
