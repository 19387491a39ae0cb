import { describe, expect, it } from "vitest";
import {
  BUYER_ASSISTANCE_OPTIONS,
  BUYER_TIMEFRAMES,
  DEFAULT_SELLER_SERVICE_LEVEL,
  EMAIL_LIST_INTERESTS,
  EVENT_INTEREST,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  FORM_SOURCES,
  LEAD_FORM_COPY,
  tooLongMessage,
  waitlistSource,
} from "~/content/lead-forms";
import { offers } from "~/content/offers";
import { propertyPlans } from "~/content/property-plans";
import { inputConstraints } from "~/lib/form-fields";
import {
  HONEYPOT_FIELD,
  newSubmissionId,
  parseLeadSubmission,
  SUBMISSION_ID_FIELD,
  type LeadSubmission,
} from "~/lib/lead-schemas";
import {
  buyerForm,
  contactForm,
  emailListForm,
  eventForm,
  freeEbookForm,
  leadForms,
  propertyManagementForm,
  sellerForm,
} from "~/services/leads/lead-forms.server";

/** The form as a browser posts it: with the render's submission token unless the test sends its own. */
function form(fields: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData();
  if (!(SUBMISSION_ID_FIELD in fields)) data.append(SUBMISSION_ID_FIELD, newSubmissionId());
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

function valid(submission: LeadSubmission) {
  if (submission.kind !== "valid") throw new Error(`expected a valid submission, got ${JSON.stringify(submission)}`);
  return submission.lead;
}

function invalid(submission: LeadSubmission) {
  if (submission.kind !== "invalid")
    throw new Error(`expected an invalid submission, got ${JSON.stringify(submission)}`);
  return submission;
}

const person = { name: "  Ada Lovelace ", email: " Ada@Example.COM ", phone: "(407) 555-0100" };

describe("the forms' published words", () => {
  it("names every form's source as the owner's lead list shows it", () => {
    expect(Object.values(FORM_SOURCES)).toEqual(
      expect.arrayContaining([
        "Footer Email Intake",
        "Money Moves Live Landing",
        "Buyer Inquiry",
        "Seller Inquiry",
        "Property Management Inquiry",
        "Contact Page",
      ]),
    );
    for (const [id, definition] of Object.entries(leadForms)) {
      // A waitlist's source names its offer ("Waitlist: AI Playbook").
      const expected =
        id === "waitlist" ? waitlistSource(offers["ai-playbook"].name) : FORM_SOURCES[id as keyof typeof FORM_SOURCES];
      expect(definition.formSource).toBe(expected);
    }
  });

  it("gives the footer its 3-second 'Uh oh!' toast", () => {
    expect(LEAD_FORM_COPY.emailList.invalid).toEqual({
      type: "error",
      message: "Uh oh!",
      description: "Please fill out all fields.",
      duration: 3000,
    });
  });
});

describe("email list (footer)", () => {
  it("trims, lower-cases the email and keeps the interest", () => {
    const lead = valid(parseLeadSubmission(emailListForm, form({ ...person, interest: EMAIL_LIST_INTERESTS[2] })));
    expect(lead).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      interest: "Property Investment",
      phone: null,
      form_source: "Footer Email Intake",
    });
  });

  it.each(["name", "email", "interest"])("refuses a missing %s with its message", (missing) => {
    const fields: Record<string, string> = { name: "Ada", email: "ada@example.com", interest: EMAIL_LIST_INTERESTS[0] };
    delete fields[missing];
    const result = invalid(parseLeadSubmission(emailListForm, form(fields)));
    expect(Object.keys(result.errors)).toEqual([missing]);
    expect(result.errors[missing]).toBe(FIELD_MESSAGES[missing as keyof typeof FIELD_MESSAGES]);
  });

  it("refuses an interest that is not one of the five", () => {
    const result = invalid(
      parseLeadSubmission(emailListForm, form({ name: "Ada", email: "ada@example.com", interest: "Crypto" })),
    );
    expect(result.errors.interest).toBe(FIELD_MESSAGES.interest);
  });
});

describe("bounds and odd input", () => {
  it("refuses a 10,000-character name", () => {
    const result = invalid(
      parseLeadSubmission(freeEbookForm, form({ name: "x".repeat(10_000), email: "ada@example.com" })),
    );
    expect(result.errors.name).toBe(tooLongMessage(FIELD_LIMITS.name));
    expect(result.values.name).toHaveLength(10_000);
  });

  it("refuses whitespace-only answers as missing", () => {
    const result = invalid(parseLeadSubmission(freeEbookForm, form({ name: "   ", email: "ada@example.com" })));
    expect(result.errors.name).toBe(FIELD_MESSAGES.name);
  });

  it.each(["not-an-email", "a@b", "ada@@example.com", "ada example@x.com"])("refuses the email %s", (email) => {
    expect(invalid(parseLeadSubmission(freeEbookForm, form({ name: "Ada", email }))).errors.email).toBe(
      FIELD_MESSAGES.email,
    );
  });

  it("refuses a field sent twice instead of guessing", () => {
    const result = invalid(
      parseLeadSubmission(freeEbookForm, form({ name: ["Ada", "Bob"], email: "ada@example.com" })),
    );
    expect(result.errors.name).toBe(FIELD_MESSAGES.name);
  });

  it("refuses a file where text was expected", () => {
    const result = invalid(
      parseLeadSubmission(freeEbookForm, form({ name: new Blob(["Ada"]), email: "ada@example.com" })),
    );
    expect(result.errors.name).toBe(FIELD_MESSAGES.name);
    expect(result.values.name).toBeUndefined();
  });

  it.each(["call me", "12", "555-0100-555-0100-555-0100-5"])("refuses the phone %s", (phone) => {
    expect(
      invalid(
        parseLeadSubmission(
          buyerForm,
          form({ ...person, phone, timeframe: BUYER_TIMEFRAMES[0], location: "Orlando, FL" }),
        ),
      ).errors.phone,
    ).toBe(FIELD_MESSAGES.phone);
  });

  it.each(["+1 407 555 0100", "(407) 555-0100 ext. 12", "+234 803 123 4567"])("accepts the phone %s", (phone) => {
    expect(
      valid(
        parseLeadSubmission(
          buyerForm,
          form({ ...person, phone, timeframe: BUYER_TIMEFRAMES[0], location: "Orlando, FL" }),
        ),
      ).phone,
    ).toBe(phone);
  });
});

describe("honeypot and submission token", () => {
  it("recognises a bot by the filled honeypot, whatever else it sent", () => {
    expect(parseLeadSubmission(contactForm, form({ [HONEYPOT_FIELD]: "https://spam.example" })).kind).toBe("honeypot");
  });

  it("keeps a well-formed submission token and refuses a malformed one, keeping the answers", () => {
    const token = newSubmissionId();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionId()).not.toBe(token);
    expect(
      valid(
        parseLeadSubmission(
          freeEbookForm,
          form({ name: "Ada", email: "ada@example.com", [SUBMISSION_ID_FIELD]: token }),
        ),
      ).submission_id,
    ).toBe(token);
    for (const malformed of ["<script>", "short", "x".repeat(65), ""]) {
      expect(
        parseLeadSubmission(
          freeEbookForm,
          form({ name: "Ada", email: "ada@example.com", [SUBMISSION_ID_FIELD]: malformed }),
        ),
      ).toEqual({ kind: "untokened", values: { name: "Ada", email: "ada@example.com" } });
    }
  });
});

describe("each form's lead", () => {
  it("event: fixed interest, optional phone", () => {
    const lead = valid(parseLeadSubmission(eventForm, form({ name: "Ada", email: "ada@example.com", phone: "" })));
    expect(lead).toMatchObject({ interest: EVENT_INTEREST, phone: null, form_source: "Money Moves Live Landing" });
  });

  it("buyer: location goes to property_address, assistance is a list of the offered options", () => {
    const lead = valid(
      parseLeadSubmission(
        buyerForm,
        form({
          ...person,
          timeframe: BUYER_TIMEFRAMES[1],
          location: "Atlanta, GA",
          assistance_needed: [BUYER_ASSISTANCE_OPTIONS[3], BUYER_ASSISTANCE_OPTIONS[1], BUYER_ASSISTANCE_OPTIONS[1]],
        }),
      ),
    );
    expect(lead).toMatchObject({
      property_address: "Atlanta, GA",
      timeframe: BUYER_TIMEFRAMES[1],
      assistance_needed: [BUYER_ASSISTANCE_OPTIONS[1], BUYER_ASSISTANCE_OPTIONS[3]],
      form_source: "Buyer Inquiry",
    });
    expect(
      valid(
        parseLeadSubmission(buyerForm, form({ ...person, timeframe: BUYER_TIMEFRAMES[1], location: "Atlanta, GA" })),
      ).assistance_needed,
    ).toEqual([]);
    expect(
      invalid(
        parseLeadSubmission(
          buyerForm,
          form({ ...person, timeframe: BUYER_TIMEFRAMES[1], location: "Atlanta, GA", assistance_needed: "Free money" }),
        ),
      ).errors.assistance_needed,
    ).toBe(FIELD_MESSAGES.assistance_needed);
  });

  it.each(["name", "email", "phone", "timeframe", "location"])("buyer: %s is required", (missing) => {
    const fields: Record<string, string> = { ...person, timeframe: BUYER_TIMEFRAMES[0], location: "Orlando, FL" };
    delete fields[missing];
    expect(Object.keys(invalid(parseLeadSubmission(buyerForm, form(fields))).errors)).toEqual([missing]);
  });

  it("seller: service level defaults to premium and must be one of the three", () => {
    expect(
      valid(parseLeadSubmission(sellerForm, form({ ...person, property_address: "1 Main St, Orlando, FL" })))
        .service_level,
    ).toBe(DEFAULT_SELLER_SERVICE_LEVEL);
    expect(
      valid(parseLeadSubmission(sellerForm, form({ ...person, property_address: "1 Main St", service_level: "ultra" })))
        .service_level,
    ).toBe("ultra");
    expect(
      invalid(
        parseLeadSubmission(sellerForm, form({ ...person, property_address: "1 Main St", service_level: "gold" })),
      ).errors.service_level,
    ).toBe(FIELD_MESSAGES.service_level);
  });

  it("property management: keeps the number of properties and the plan, unknown plans are basic", () => {
    const lead = valid(
      parseLeadSubmission(
        propertyManagementForm,
        form({ ...person, properties: "3", plan: "plus", message: "Two duplexes" }),
      ),
    );
    expect(lead).toMatchObject({
      properties: 3,
      interest: propertyPlans.plus.name,
      message: "Two duplexes",
      form_source: "Property Management Inquiry",
    });
    expect(
      valid(parseLeadSubmission(propertyManagementForm, form({ ...person, properties: "1", plan: "gold" }))).interest,
    ).toBe(propertyPlans.basic.name);
    expect(valid(parseLeadSubmission(propertyManagementForm, form({ ...person, properties: "1" }))).interest).toBe(
      propertyPlans.basic.name,
    );
  });

  it.each(["0", "-2", "1.5", "three", "", "1e3"])("property management: refuses %j properties", (properties) => {
    expect(
      invalid(parseLeadSubmission(propertyManagementForm, form({ ...person, properties }))).errors.properties,
    ).toBe(FIELD_MESSAGES.properties);
  });

  it("contact: the subject is kept as interest, phone optional", () => {
    const lead = valid(
      parseLeadSubmission(
        contactForm,
        form({ name: "Ada", email: "ada@example.com", subject: " Ebook access ", message: "Cannot download." }),
      ),
    );
    expect(lead).toMatchObject({
      interest: "Ebook access",
      message: "Cannot download.",
      phone: null,
      form_source: "Contact Page",
    });
  });
});

describe("HTML constraints come from the schema", () => {
  it("mirrors required, type, maxLength and min", () => {
    expect(inputConstraints(contactForm.fields.email.spec)).toMatchObject({
      type: "email",
      required: true,
      maxLength: FIELD_LIMITS.email,
    });
    expect(inputConstraints(contactForm.fields.phone.spec).required).toBeUndefined();
    expect(inputConstraints(buyerForm.fields.phone.spec)).toMatchObject({ type: "tel", required: true });
    expect(inputConstraints(propertyManagementForm.fields.properties.spec)).toMatchObject({
      type: "number",
      min: 1,
      step: 1,
      required: true,
    });
    expect(inputConstraints(freeEbookForm.fields.name.spec)).toMatchObject({
      required: true,
      maxLength: FIELD_LIMITS.name,
    });
  });
});
