import type { Toast } from "./types";

// The words all fields share live apart, so the browser bundle can take them alone.
export {
  CHOOSE_PLACEHOLDER,
  controlCharactersMessage,
  HONEYPOT_LABEL,
  OPTIONAL_MARK,
  tooLongMessage,
} from "./form-words";

/**
 * The words of the seven lead forms: where each lead comes from, the choices offered, the labels,
 * the messages beside fields and the toasts. Schemas, components,
 * actions and tests all read them from here.
 */

export const LEAD_FORM_IDS = [
  "emailList",
  "event",
  "buyer",
  "seller",
  "propertyManagement",
  "contact",
  "freeEbook",
  "waitlist",
  "session",
] as const;
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

/** The `form_source` column of each form's leads (the free ebook form's is named after its ebook). */
export const FORM_SOURCES: Record<LeadFormId, string> = {
  emailList: "Footer Email Intake",
  event: "Money Moves Live Landing",
  buyer: "Buyer Inquiry",
  seller: "Seller Inquiry",
  propertyManagement: "Property Management Inquiry",
  contact: "Contact Page",
  freeEbook: "E-Book Launch Blueprint",
  // Named for the offer: "Waitlist: AI Playbook" (waitlistSource).
  waitlist: "Waitlist",
  session: "Session Request",
};

/** Each form as the owner calls it, on her pages, charts and CSVs (the stored form_source stays as it is). */
export const FORM_NAMES: Record<LeadFormId, string> = {
  emailList: "Email list sign-up (footer)",
  event: "Money Moves Live registration",
  buyer: "Home buyer inquiry",
  seller: "Home seller inquiry",
  propertyManagement: "Property management inquiry",
  contact: "Contact message",
  freeEbook: "Free E-Book Launch Blueprint",
  waitlist: "Waitlist",
  session: "Strategy session request",
};

/** The interest of a session request (/schedule-session without a booking calendar). */
export const SESSION_INTEREST = "One-on-one strategy session";

/** The form_source of an offer's "tell me when it opens" form. */
export function waitlistSource(offerName: string): string {
  return `${FORM_SOURCES.waitlist}: ${offerName}`;
}

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The footer's interest radio. */
export const EMAIL_LIST_INTERESTS = [
  "Homeownership",
  "Entrepreneurship",
  "Property Investment",
  "Real Estate Listing Service",
  "Property Management",
] as const;

/** Every Money Moves Live registration has this interest. */
export const EVENT_INTEREST = "Money Moves Live Event";

/** The free ebook's leads record what they asked for. */
export const FREE_EBOOK_INTEREST = "E-Book Launch Blueprint (free)";

export const BUYER_ASSISTANCE_OPTIONS = [
  "Downpayment Assistance",
  "Credit Coaching",
  "Document Prep",
  "Income Structuring",
] as const;

/** When a buyer hopes to move: the select of the buyer form. */
export const BUYER_TIMEFRAMES = [
  "As soon as possible",
  "Within 3 months",
  "3 to 6 months",
  "6 to 12 months",
  "More than a year",
] as const;

export const SELLER_SERVICE_LEVELS = [
  { value: "basic", label: "Basic Listing" },
  { value: "premium", label: "Premium Service" },
  { value: "ultra", label: "Ultra 30-Day Sale" },
] as const satisfies readonly Choice[];
export type SellerServiceLevel = (typeof SELLER_SERVICE_LEVELS)[number]["value"];
export const DEFAULT_SELLER_SERVICE_LEVEL: SellerServiceLevel = "premium";

/** Bounds on what a visitor may type; the databases allow at least as much. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 5000,
  address: 300,
  properties: 10_000,
} as const;

/** Field labels, shared by every form that has the field unless a form names it differently. */
export const FIELD_LABELS = {
  name: "Full name",
  email: "Email address",
  phone: "Phone number",
  interest: "I'm interested in",
  timeframe: "When do you plan to buy?",
  location: "Where do you want to buy? (city and state)",
  assistance_needed: "What would help you most?",
  property_address: "Property address",
  service_level: "Service level",
  properties: "Number of properties",
  message: "Message",
  subject: "Subject",
  times: "Preferred days and times",
  topic: "What would you like to talk about?",
} as const;

/** The message beside a field the server refused. */
export const FIELD_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  interest: "Please choose what interests you.",
  timeframe: "Please choose when you plan to buy.",
  location: "Please enter the city and state where you want to buy.",
  assistance_needed: "Please choose only from the options shown.",
  property_address: "Please enter the property address.",
  service_level: "Please choose a service level.",
  properties: "Please enter how many properties you have (at least 1).",
  subject: "Please enter a subject.",
  message: "Please enter a message.",
  plan: "Please choose a plan.",
  times: "Please tell us a few days and times that suit you.",
  topic: "Please tell us what you'd like to talk about.",
} as const;

/**
 * What replaces a form once it is saved: who will answer, by when, and one next step. It sits
 * beside the form's success toast (whose words the spec fixes), where the form was.
 */
export interface ThankYouCopy {
  heading: string;
  /** Who answers and by when. */
  next: string;
  /** The one next step offered. */
  step: { text: string; label: string; to: string };
}

export interface LeadFormCopy {
  submit: string;
  /** The button's label while the post is in flight. */
  submitting: string;
  success: Toast;
  failure: Toast;
  /** The toast of a submission the server refused as invalid. */
  invalid: Toast;
  /** The one line under the form: what is kept and why (the privacy link follows it). */
  privacy: string;
  thanks: ThankYouCopy;
}

/** The link after each form's privacy line. */
export const PRIVACY_NOTE_LINK = { label: "Privacy Policy", to: "/privacy" } as const;

const FOOTER_TOAST_MS = 3000;

const CHECK_THE_FORM: Toast = {
  type: "error",
  message: "Please check the form",
  description: "Some fields need your attention.",
};

/** A post without its form's one-time token (or with a forged one): nothing is saved. */
export const SUBMISSION_REFUSED: Toast = {
  type: "error",
  message: "Please send the form again",
  description: "It arrived without its one-time code, so it was not saved. Your answers are still here.",
};

/** The buyer's and the property-management inquiries answer alike. */
const INQUIRY_SENT: Toast = {
  type: "success",
  message: "Inquiry Sent!",
  description: "Thank you for your interest. We'll be in touch soon!",
};

/** The next step after an inquiry about a home: talk it through at the free monthly event. */
const EVENT_STEP = {
  text: "While you wait, join our free Money Moves Live event on the last Saturday of the month.",
  label: "See Money Moves Live",
  to: "/money-moves-live",
} as const;

const INQUIRY_FAILED: Toast = {
  type: "error",
  message: "Submission Failed",
  description: "There was an error submitting your inquiry. Please try again.",
};

export const LEAD_FORM_COPY: Record<LeadFormId, LeadFormCopy> = {
  emailList: {
    submit: "Join the list",
    submitting: "Joining…",
    // The footer's toasts all last 3 seconds.
    // The same outcome as the panel beside it: nothing is added until the address is confirmed.
    success: {
      type: "success",
      message: "Almost there",
      description: "Check your email and press “Confirm my subscription” to join the list.",
      duration: FOOTER_TOAST_MS,
    },
    failure: {
      type: "error",
      message: "Error",
      description: "Could not save your submission. Please try again.",
      duration: FOOTER_TOAST_MS,
    },
    invalid: {
      type: "error",
      message: "Uh oh!",
      description: "Please fill out all fields.",
      duration: FOOTER_TOAST_MS,
    },
    privacy: "We keep your name, email and interest to send you the list's emails; unsubscribe anytime.",
    thanks: {
      heading: "Almost there: please confirm your address",
      next: "We've just sent you an email. Open it and press \"Confirm my subscription\"; the list's emails start once you do. If it isn't in your inbox within a few minutes, check your spam folder.",
      step: {
        text: "Meanwhile, start with our free guide to launching your own e-book.",
        label: "Get the free blueprint",
        to: "/product/ebook-growth-accelerator",
      },
    },
  },
  event: {
    submit: "Register for Free",
    submitting: "Registering…",
    // The same outcome as the panel beside it, the same for every address (the answer tells
    // nothing of it): registered, the confirmation and calendar file on their way.
    success: {
      type: "success",
      message: "You're Registered!",
      description:
        "Thank you for registering for Money Moves Live. We can't wait to see you there! Your confirmation and calendar file are on their way by email.",
    },
    failure: {
      type: "error",
      message: "Registration Failed",
      description: "There was an error submitting your registration. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep your name, email and phone to send your seat's link and reminders; never sold.",
    thanks: {
      heading: "You're Registered!",
      next: "Your confirmation, with the session's calendar file, is on its way by email. To hear about future sessions too, press the link in it. If it isn't in your inbox within a few minutes, check your spam folder.",
      step: {
        text: "Want one-on-one help before then? Book a coaching session.",
        label: "Book a session",
        to: "/schedule-session",
      },
    },
  },
  buyer: {
    submit: "Send My Inquiry",
    submitting: "Sending…",
    success: INQUIRY_SENT,
    failure: INQUIRY_FAILED,
    invalid: CHECK_THE_FORM,
    privacy: "We keep what you enter here to answer your home search and contact you about it; never sold.",
    thanks: {
      heading: "Thank you: your home search has started",
      next: "Our team will call or email you within one business day to talk through your options.",
      step: EVENT_STEP,
    },
  },
  seller: {
    submit: "Get My Home Valuation",
    submitting: "Sending…",
    success: {
      type: "success",
      message: "Request Sent!",
      description: "Thank you for your inquiry. We'll be in touch with your home valuation soon!",
    },
    failure: {
      type: "error",
      message: "Submission Failed",
      description: "There was an error submitting your valuation request. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep what you enter here to prepare your home valuation and contact you about it; never sold.",
    thanks: {
      heading: "Thank you: your valuation is on its way",
      next: "Our team will call or email you within one business day to go over your home's value and your options.",
      step: EVENT_STEP,
    },
  },
  propertyManagement: {
    submit: "Send My Inquiry",
    submitting: "Sending…",
    success: INQUIRY_SENT,
    failure: INQUIRY_FAILED,
    invalid: CHECK_THE_FORM,
    privacy: "We keep what you enter here to answer your inquiry about managing your property; never sold.",
    thanks: {
      heading: "Thank you: we'll be in touch",
      next: "Our property management team will call or email you within one business day to talk about your property.",
      step: {
        text: "Managing it yourself for now? The Property Management Playbook shows how.",
        label: "See the playbook",
        to: "/product/property-management-playbook",
      },
    },
  },
  contact: {
    submit: "Send Message",
    submitting: "Sending…",
    success: {
      type: "success",
      message: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you shortly!",
    },
    failure: {
      type: "error",
      message: "Submission Failed",
      description: "There was an error sending your message. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep your message and contact details to reply to you; never sold.",
    thanks: {
      heading: "Thank you: your message is with us",
      next: "Our team answers every message within one business day, by email or by phone if you left a number.",
      step: {
        text: "Prefer to talk it through? Book a coaching session.",
        label: "Book a session",
        to: "/schedule-session",
      },
    },
  },
  freeEbook: {
    submit: "Send Me the Free Blueprint",
    submitting: "Sending…",
    success: {
      type: "success",
      message: "You're In!",
      description: "Check your inbox: press the button in our email to download the E-Book Launch Blueprint.",
    },
    failure: {
      type: "error",
      message: "Submission Failed",
      description: "There was an error requesting your free blueprint. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep your name and email to send you the blueprint and related emails; unsubscribe anytime.",
    thanks: {
      heading: "Check your inbox for the blueprint",
      next: 'We\'ve sent you an email titled "Your free E-Book Launch Blueprint". Press its button to confirm your address and download the blueprint. It should arrive within a few minutes; if not, look in your spam or promotions folder.',
      step: {
        text: "Ready to go further? The E-Book Growth Accelerator takes you from draft to launch.",
        label: "See the accelerator",
        to: "/product/ebook-growth-accelerator#ebook-offers-heading",
      },
    },
  },
  waitlist: {
    submit: "Tell me when it opens",
    submitting: "Sending…",
    success: {
      type: "success",
      message: "You're on the list!",
      description: "We'll email you as soon as it opens.",
    },
    failure: {
      type: "error",
      message: "Submission Failed",
      description: "We couldn't save your email. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep your name and email only to tell you when this opens; never sold.",
    thanks: {
      heading: "You're on the list",
      next: "We'll email you once, the day it opens, so you can be among the first in.",
      step: EVENT_STEP,
    },
  },
  session: {
    submit: "Request My Session",
    submitting: "Sending…",
    success: {
      type: "success",
      message: "Request Sent!",
      description: "Thank you! We'll email you to confirm a time for your session.",
    },
    failure: {
      type: "error",
      message: "Submission Failed",
      description: "There was an error sending your request. Please try again.",
    },
    invalid: CHECK_THE_FORM,
    privacy: "We keep what you enter here to arrange your session and contact you about it; never sold.",
    thanks: {
      heading: "Thank you: your request is in",
      next: "We'll email you within one business day to confirm a time that suits you.",
      step: EVENT_STEP,
    },
  },
};

/** The footer form's heading and the page it falls back to without JavaScript. */
export const EMAIL_LIST_COPY = {
  heading: "Join our email list",
  intro: "Get new guides, event dates and money moves in your inbox. No spam; unsubscribe anytime.",
  pageTitle: "Join Our Email List",
  pageDescription:
    "Join the email list for new guides, Money Moves Live dates and practical steps on credit, business, real estate and wealth.",
  backLink: "Back to where you were",
} as const;
