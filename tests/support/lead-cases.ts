import { sessionKey } from "../../app/lib/event-calendar";
import { nextEventStart } from "../../app/lib/event-date";
import {
  BUYER_ASSISTANCE_OPTIONS,
  BUYER_TIMEFRAMES,
  EMAIL_LIST_INTERESTS,
  EVENT_INTEREST,
  FORM_SOURCES,
  FREE_EBOOK_INTEREST,
  SELLER_SERVICE_LEVELS,
  type LeadFormId,
} from "../../app/content/lead-forms";
import { propertyPlans } from "../../app/content/property-plans";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "../../app/lib/lead-submission";

/**
 * One valid submission per lead form, where it is posted, and the row it must store. Shared by
 * the integration and end-to-end tests. `post` is what a browser sends (field names of the form).
 */
export interface LeadCase {
  id: LeadFormId;
  /** The page the form is on (the footer form: any page with a footer). */
  page: string;
  /** Where the form posts. */
  action: string;
  post: Record<string, string | string[]>;
  /** Fields the visitor must fill (the schema's required ones). */
  required: string[];
  /** Every stored column but id and created_at (assistance_needed as D1 stores it: JSON text). */
  row: Record<string, unknown>;
}

/** The optional columns of a lead left empty; a case or a test fills the ones it has. */
export const EMPTY_ROW = {
  phone: null,
  interest: null,
  message: null,
  timeframe: null,
  property_address: null,
  assistance_needed: null,
  service_level: null,
  properties: null,
};

export const LEAD_CASES: LeadCase[] = [
  {
    id: "emailList",
    page: "/",
    action: "/email-list",
    post: {
      name: " Grace Hopper ",
      email: "Grace@Example.com",
      interest: EMAIL_LIST_INTERESTS[3],
      returnTo: "/contact",
    },
    required: ["name", "email", "interest"],
    row: {
      ...EMPTY_ROW,
      name: "Grace Hopper",
      email: "grace@example.com",
      interest: "Real Estate Listing Service",
      form_source: FORM_SOURCES.emailList,
    },
  },
  {
    id: "event",
    page: "/money-moves-live",
    action: "/money-moves-live",
    post: { name: "Ada Lovelace", email: "ada@example.com", phone: "407-555-0101" },
    required: ["name", "email"],
    row: {
      ...EMPTY_ROW,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "407-555-0101",
      interest: EVENT_INTEREST,
      form_source: "Money Moves Live Landing",
    },
  },
  {
    id: "buyer",
    page: "/buyer-inquiry",
    action: "/buyer-inquiry",
    post: {
      name: "Bola Ade",
      email: "bola@example.com",
      phone: "+1 404 555 0102",
      timeframe: BUYER_TIMEFRAMES[1],
      location: "Atlanta, GA",
      assistance_needed: [BUYER_ASSISTANCE_OPTIONS[0], BUYER_ASSISTANCE_OPTIONS[2]],
    },
    required: ["name", "email", "phone", "timeframe", "location"],
    row: {
      ...EMPTY_ROW,
      name: "Bola Ade",
      email: "bola@example.com",
      phone: "+1 404 555 0102",
      timeframe: BUYER_TIMEFRAMES[1],
      property_address: "Atlanta, GA",
      assistance_needed: JSON.stringify([BUYER_ASSISTANCE_OPTIONS[0], BUYER_ASSISTANCE_OPTIONS[2]]),
      form_source: "Buyer Inquiry",
    },
  },
  {
    id: "seller",
    page: "/seller-inquiry",
    action: "/seller-inquiry",
    post: {
      name: "Chidi Okafor",
      email: "chidi@example.com",
      phone: "(407) 555-0103",
      property_address: "12 Palm Ave, Orlando, FL 32801",
      service_level: SELLER_SERVICE_LEVELS[2].value,
    },
    required: ["name", "email", "phone", "property_address"],
    row: {
      ...EMPTY_ROW,
      name: "Chidi Okafor",
      email: "chidi@example.com",
      phone: "(407) 555-0103",
      property_address: "12 Palm Ave, Orlando, FL 32801",
      service_level: "ultra",
      form_source: "Seller Inquiry",
    },
  },
  {
    id: "propertyManagement",
    page: "/property-management-inquiry?plan=plus",
    action: "/property-management-inquiry?plan=plus",
    post: {
      name: "Dana Reed",
      email: "dana@example.com",
      phone: "404-555-0104",
      properties: "4",
      message: "Two duplexes in Decatur.",
      plan: "plus",
    },
    required: ["name", "email", "phone", "properties"],
    row: {
      ...EMPTY_ROW,
      name: "Dana Reed",
      email: "dana@example.com",
      phone: "404-555-0104",
      interest: propertyPlans.plus.name,
      message: "Two duplexes in Decatur.",
      properties: 4,
      form_source: "Property Management Inquiry",
    },
  },
  {
    id: "contact",
    page: "/contact",
    action: "/contact",
    post: {
      name: "Eve Stone",
      email: "eve@example.com",
      phone: "",
      subject: "Ebook download",
      message: "The link in my receipt does not open.",
    },
    required: ["name", "email", "subject", "message"],
    row: {
      ...EMPTY_ROW,
      name: "Eve Stone",
      email: "eve@example.com",
      interest: "Ebook download",
      message: "The link in my receipt does not open.",
      form_source: "Contact Page",
    },
  },
  {
    id: "freeEbook",
    page: "/product/ebook-growth-accelerator",
    action: "/product/ebook-growth-accelerator",
    post: { name: "Femi Bello", email: "femi@example.com" },
    required: ["name", "email"],
    row: {
      ...EMPTY_ROW,
      name: "Femi Bello",
      email: "femi@example.com",
      interest: FREE_EBOOK_INTEREST,
      form_source: FORM_SOURCES.freeEbook,
    },
  },
];

// Each read of a case's `post` carries a fresh submission token, as each render of the form does
// (the server refuses a post without one). Browser tests skip it: it is the form's hidden field.
for (const leadCase of LEAD_CASES) {
  const fields = leadCase.post;
  Object.defineProperty(leadCase, "post", {
    get: () => ({ ...fields, [SUBMISSION_ID_FIELD]: newSubmissionId() }),
    enumerable: true,
  });
}

/** Where a successful post sends the visitor. */
export function redirectOf(leadCase: LeadCase, now = new Date()): string {
  if (leadCase.id === "emailList") return String(leadCase.post.returnTo);
  // A registration shows the session registered for, with its calendar links.
  if (leadCase.id === "event") return `${leadCase.action}?registered=${sessionKey(nextEventStart(now))}`;
  return leadCase.action;
}
