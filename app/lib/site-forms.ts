import { OWNER_TIME_ZONE } from "~/content/site";
import { SALES_WORDS_FIELDS, parseSalesWords } from "./sales-words";
import {
  COMPARE_LABELS,
  isOfferKey,
  OFFER_STATUSES,
  offers,
  type CompareLabel,
  type OfferKey,
  type OfferStatus,
} from "~/content/offers";
import { SITE_LIMITS, SOCIAL_NETWORKS } from "~/content/site-limits";
import { bookingPageUrl } from "./booking";
import { parseClockTime } from "./event-words";
import { isEmail, isPhone } from "./profile";
import {
  httpsLink,
  PRICE_ID,
  safeSiteLink,
  SAMPLE_BLOCKS,
  TESTIMONIAL_PLACES,
  type AnnouncementSection,
  type BookingSection,
  type OfferSetting,
  type ProfileSection,
  type SampleBlock,
  type SiteOffice,
  type SiteTestimonial,
  type TestimonialPlace,
  type WelcomeSection,
} from "./site-sections";
import { youtubeVideoId } from "./video";

/**
 * The /owner/site/* forms as posted (the issue's contract: field names and intents), read into the
 * values the sections store, or a message per field. Pure: the routes read the form and save.
 */

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A one-line answer never holds control characters; a multi-line one keeps its line breaks. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A time zone Intl knows by its IANA name (America/New_York). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) && value !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function text(
  fields: Record<string, string>,
  name: string,
  max: number,
  errors: FieldErrors,
  what: string,
  multiline = false,
): string {
  const value = (fields[name] ?? "").trim();
  if (value.length > max) errors[name] = `${what}: keep it to ${max} characters (it has ${value.length}).`;
  else if ((multiline ? CONTROL_BUT_LINES : CONTROL).test(value))
    errors[name] = `${what}: remove the hidden characters.`;
  return value;
}

// ---- announcement ------------------------------------------------------------------------------

export function parseAnnouncementForm(fields: Record<string, string>): Parsed<NonNullable<AnnouncementSection>> {
  const errors: FieldErrors = {};
  const words = text(fields, "text", SITE_LIMITS.announcement, errors, "The announcement");
  if (!errors.text && words === "") errors.text = "Write the announcement (up to 160 characters).";
  const link = (fields.link ?? "").trim();
  if (link !== "" && safeSiteLink(link) !== link) {
    errors.link = "The link must start with https:// or be a page of this site, such as /money-moves-live.";
  }
  const ends = (fields.ends ?? "").trim();
  if (ends !== "" && !isDate(ends)) errors.ends = "Give the last day as a date, such as 2026-12-31.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { text: words, ...(link ? { link } : {}), ...(ends ? { ends } : {}) },
  };
}

// ---- welcome -----------------------------------------------------------------------------------

/**
 * The welcome email's subject (one line) and Markdown body. Both are needed: an empty field is
 * refused beside it (her form shows the default in them to start from).
 */
export function parseWelcomeForm(fields: Record<string, string>): Parsed<Required<WelcomeSection>> {
  const errors: FieldErrors = {};
  const raw = fields.subject ?? "";
  const subject = text(fields, "subject", SITE_LIMITS.welcomeSubject, errors, "The subject");
  if (/[\r\n]/.test(raw.trim())) errors.subject = "The subject: keep it to one line.";
  else if (!errors.subject && subject === "") errors.subject = "Write the subject.";
  const body = text(fields, "body", SITE_LIMITS.welcomeBody, errors, "The message", true);
  if (!errors.body && body === "") errors.body = "Write the message.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { subject, body } };
}

// ---- event -------------------------------------------------------------------------------------

export interface EventForm {
  intent: "schedule" | "skip" | "unskip";
  date: string;
  time: string;
  timezone: string;
  /** Only when the post carried the field (the move form no longer does: links have their own). */
  joinUrl?: string;
  videoUrl?: string;
}

export interface EventLinks {
  joinUrl?: string;
  videoUrl?: string;
}

/** The join link and the video, each checked; an empty one is absent (the deploy setting). */
function parseLinks(fields: Record<string, string>, errors: FieldErrors): EventLinks {
  const joinUrl = (fields.join_url ?? "").trim();
  if (joinUrl !== "" && httpsLink(joinUrl) === null) {
    errors.join_url = "The join link must be a web address starting https://, such as https://zoom.us/j/123.";
  }
  const videoUrl = (fields.video_url ?? "").trim();
  if (videoUrl !== "" && (httpsLink(videoUrl) === null || youtubeVideoId(videoUrl) === null)) {
    errors.video_url = "The video must be a YouTube address, such as https://www.youtube.com/watch?v=…";
  }
  return { ...(joinUrl ? { joinUrl } : {}), ...(videoUrl ? { videoUrl } : {}) };
}

/** intent=links: the join link and video alone, no date. */
export function parseEventLinksForm(fields: Record<string, string>): Parsed<EventLinks> {
  const errors: FieldErrors = {};
  const links = parseLinks(fields, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: links };
}

export function parseEventForm(fields: Record<string, string>, today: string): Parsed<EventForm> {
  const errors: FieldErrors = {};
  const intent = fields.intent === "skip" ? "skip" : fields.intent === "unskip" ? "unskip" : "schedule";
  const date = (fields.date ?? "").trim();
  if (!isDate(date)) errors.date = "Choose a date, such as 2026-12-19 (year, month, day).";
  // A month brought back is named by its first day, which may be behind today in this month.
  else if (intent === "unskip" ? date.slice(0, 7) < today.slice(0, 7) : date < today) {
    errors.date = "Choose a date from today on.";
  }
  if (intent !== "schedule") {
    return Object.keys(errors).length > 0
      ? { ok: false, errors }
      : { ok: true, value: { intent, date, time: "", timezone: "" } };
  }
  const time = parseClockTime(fields.time ?? "");
  if (time === null) errors.time = "Give the time as you read it on a clock, such as 7:00 PM.";
  const timezone = (fields.timezone ?? "").trim() || OWNER_TIME_ZONE;
  if (!isTimeZone(timezone)) errors.timezone = "Choose a time zone from the list, such as Eastern.";
  const carried = "join_url" in fields || "video_url" in fields;
  const links = carried ? parseLinks(fields, errors) : {};
  if (Object.keys(errors).length > 0 || time === null) return { ok: false, errors };
  return { ok: true, value: { intent, date, time, timezone, ...links } };
}

// ---- profile -----------------------------------------------------------------------------------

/**
 * Her profile's words and links (the photo is read apart, from the file). Empty: the default.
 * `confirmed` is every "this is true" box she ticked (the sample blocks she keeps on purpose).
 */
export function parseProfileForm(
  fields: Record<string, string>,
  confirmed: readonly string[] = [],
): Parsed<Omit<ProfileSection, "photo">> {
  const errors: FieldErrors = {};
  const value: Omit<ProfileSection, "photo"> = {};
  const name = text(fields, "name", SITE_LIMITS.name, errors, "Your name");
  const headline = text(fields, "headline", SITE_LIMITS.headline, errors, "The headline");
  const bio = text(fields, "bio", SITE_LIMITS.bio, errors, "Your story", true);
  const email = text(fields, "email", SITE_LIMITS.email, errors, "The email");
  if (email !== "" && !errors.email && !isEmail(email))
    errors.email = "Give an email address, such as you@yourdomain.com.";
  const phone = text(fields, "phone", SITE_LIMITS.phone, errors, "The phone");
  if (phone !== "" && !errors.phone && !isPhone(phone)) errors.phone = "Give a phone number, such as (407) 555-0142.";
  const licence = text(fields, "licence", SITE_LIMITS.licence, errors, "The licence");
  const brokerage = text(fields, "brokerage", SITE_LIMITS.brokerage, errors, "The brokerage");
  const mailingAddress = text(fields, "mailing_address", SITE_LIMITS.address, errors, "The mailing address", true);
  const lines = (field: string, what: string): string[] => {
    const all = text(fields, field, SITE_LIMITS.line * SITE_LIMITS.lines, errors, what, true)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (errors[field]) return [];
    const long = all.find((line) => line.length > SITE_LIMITS.line);
    if (long) errors[field] = `${what}: keep each line to ${SITE_LIMITS.line} characters.`;
    else if (all.length > SITE_LIMITS.lines) errors[field] = `${what}: at most ${SITE_LIMITS.lines} lines.`;
    return all;
  };
  const focus = lines("focus", "Your focus areas");
  const credentials = lines("credentials", "Your credentials");
  const offices: SiteOffice[] = [];
  for (let i = 0; i < SITE_LIMITS.offices; i++) {
    const office: SiteOffice = {};
    for (const part of ["city", "street", "hours"] as const) {
      const field = `office_${part}_${i}`;
      const words = text(fields, field, SITE_LIMITS.officeLine, errors, `Office ${i + 1}'s ${part}`);
      if (words) office[part] = words;
    }
    if (Object.keys(office).length > 0) offices.push(office);
  }
  const social: NonNullable<ProfileSection["social"]> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = (fields[network] ?? "").trim();
    if (url === "") continue;
    if (httpsLink(url) === null) errors[network] = "Give your profile's https:// address.";
    else social[network] = url;
  }
  const kept = SAMPLE_BLOCKS.filter((block: SampleBlock) => confirmed.includes(block));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (name) value.name = name;
  if (headline) value.headline = headline;
  if (bio) value.bio = bio.replace(/\r\n/g, "\n");
  if (email) value.email = email;
  if (phone) value.phone = phone;
  if (licence) value.licence = licence;
  if (brokerage) value.brokerage = brokerage;
  if (focus.length > 0) value.focus = focus;
  if (credentials.length > 0) value.credentials = credentials;
  if (offices.length > 0) value.offices = offices;
  if (mailingAddress) value.mailingAddress = mailingAddress.replace(/\s*\r?\n\s*/g, ", ");
  if (kept.length > 0) value.confirmed = kept;
  if (Object.keys(social).length > 0) value.social = social;
  return { ok: true, value };
}

// ---- testimonials ------------------------------------------------------------------------------

export function parseTestimonialForm(
  fields: Record<string, string>,
  where: readonly string[],
): Parsed<Omit<SiteTestimonial, "id">> {
  const errors: FieldErrors = {};
  const name = text(fields, "name", SITE_LIMITS.testimonialName, errors, "The name");
  if (!errors.name && name === "") errors.name = "Give the person's name as they agreed to be quoted, such as Tanya R.";
  const context = text(fields, "context", SITE_LIMITS.testimonialContext, errors, "Who they are");
  const quote = text(fields, "quote", SITE_LIMITS.quote, errors, "The quote", true);
  if (!errors.quote && quote === "") errors.quote = "Write what they said.";
  const stars = Number(fields.stars);
  if (![1, 2, 3, 4, 5].includes(stars)) errors.stars = "Choose 1 to 5 stars.";
  const places = where.filter((p): p is TestimonialPlace => (TESTIMONIAL_PLACES as readonly string[]).includes(p));
  if (places.length === 0 || places.length !== where.length) errors.where = "Choose at least one page to show it on.";
  if (fields.permission !== "yes") errors.permission = "Confirm that the person agreed to be quoted on the site.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      ...(context ? { context } : {}),
      quote: quote.replace(/\r\n/g, "\n"),
      stars: stars as SiteTestimonial["stars"],
      where: [...new Set(places)],
      permission: true,
    },
  };
}

// ---- offers ------------------------------------------------------------------------------------

/** The most a "value" or "was" figure may say, in cents ($100,000: the schema's bound). */
const COMPARE_MAX_CENTS = 10_000_000;

/** Dollars as she types them ("997", "$1,997.50") in cents, or null when it is not an amount. */
export function dollarsToCents(value: string): number | null {
  const plain = value
    .trim()
    .replace(/^\$/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export interface OfferForm {
  offer: OfferKey;
  /** Her settings for it; `priceId` is still to be checked with Stripe. */
  setting: OfferSetting & { status: OfferStatus; compareAt: OfferSetting["compareAt"] };
  /** A price she typed in dollars: a new Stripe price to make (and use) for the offer; null: none typed. */
  newPrice: { cents: number; interval: "month" | null } | null;
}

/** Stripe's smallest charge in dollars is $0.50; the largest an offer here may ask, $100,000. */
const PRICE_MIN_CENTS = 50;
const PRICE_MAX_CENTS = 10_000_000;

/**
 * One offer's form (offer, price_id, status, headline, compare_at, compare_label, and a price typed
 * in dollars: amount, interval, with saved_price_id, the id her page showed). An empty price
 * id is the deploy's STRIPE_PRICE_<KEY>; an empty compare_at is no "value"/"was" figure.
 */
export function parseOfferForm(fields: Record<string, string>): Parsed<OfferForm> {
  const errors: FieldErrors = {};
  const offer = fields.offer;
  if (!isOfferKey(offer)) return { ok: false, errors: { offer: "Choose one of the site's offers." } };
  const priceId = (fields.price_id ?? "").trim();
  if (priceId !== "" && !PRICE_ID.test(priceId)) {
    errors.price_id =
      "A Stripe price id starts with price_, such as price_1PqR2s…: copy it from the price's page in Stripe.";
  }
  const status = fields.status as OfferStatus;
  if (!OFFER_STATUSES.includes(status)) errors.status = "Choose on sale, sold out, coming soon or hidden.";
  const headline = text(fields, "headline", SITE_LIMITS.offerHeadline, errors, "The headline");
  const compare = (fields.compare_at ?? "").trim();
  let cents: number | null = null;
  if (compare !== "") {
    cents = dollarsToCents(compare);
    if (cents === null || cents < 1 || cents > COMPARE_MAX_CENTS) {
      errors.compare_at = "Give the figure in dollars, such as 997 or 997.50 (empty: none).";
    }
  }
  const label = fields.compare_label as CompareLabel;
  if (compare !== "" && !COMPARE_LABELS.includes(label)) {
    errors.compare_label = "Choose “Value”, “Was” or “Regular price”.";
  }
  // Her sales-page words come on the card of the page's first offer only (lib/sales-words.ts).
  const pageWords = SALES_WORD_NAMES.some((name) => name in fields) ? parseSalesWords(fields) : null;
  if (pageWords && !pageWords.ok) Object.assign(errors, pageWords.errors);
  const amount = (fields.amount ?? "").trim();
  let newPrice: OfferForm["newPrice"] = null;
  if (amount !== "") {
    const amountCents = dollarsToCents(amount);
    if (amountCents === null || amountCents < PRICE_MIN_CENTS || amountCents > PRICE_MAX_CENTS) {
      errors.amount = "Give the price in dollars, such as 19 or 19.00 (at least 0.50).";
    }
    const billing = offers[offer].billing;
    const interval = fields.interval ?? (billing === "month" ? "month" : "one-time");
    if (interval !== "one-time" && interval !== "month") errors.interval = "Choose one-time or monthly.";
    else if ((interval === "month") !== (billing === "month")) {
      errors.interval =
        billing === "month"
          ? "This offer is a monthly plan: choose monthly."
          : "This offer is bought once: choose one-time.";
    }
    if (priceId !== "" && priceId !== (fields.saved_price_id ?? "")) {
      errors.price_id = "Type an amount or paste a Stripe price id, not both: empty one of them.";
    }
    if (amountCents !== null) newPrice = { cents: amountCents, interval: interval === "month" ? "month" : null };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      offer,
      setting: {
        ...(priceId ? { priceId } : {}),
        status,
        ...(headline ? { headline } : {}),
        ...(pageWords?.ok && Object.keys(pageWords.value).length > 0 ? { words: pageWords.value } : {}),
        compareAt: cents === null ? null : { cents, label },
      },
      newPrice,
    },
  };
}

const SALES_WORD_NAMES: readonly string[] = Object.values(SALES_WORDS_FIELDS);

// ---- booking -----------------------------------------------------------------------------------

/** Her booking page (scheduling_url): one of the accepted services' https pages. */
export function parseBookingForm(fields: Record<string, string>): Parsed<BookingSection> {
  const value = (fields.scheduling_url ?? "").trim();
  const url = bookingPageUrl(value);
  if (value === "" || url === null) {
    return {
      ok: false,
      errors: {
        scheduling_url:
          "Give your booking page's https:// address on Calendly, Cal.com, TidyCal, Acuity or Google Calendar, such as https://calendly.com/your-name/session.",
      },
    };
  }
  return { ok: true, value: { schedulingUrl: url } };
}
