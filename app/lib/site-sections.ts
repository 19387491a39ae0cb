import * as v from "valibot";
import { COMPARE_LABELS, OFFER_KEYS, OFFER_STATUSES } from "~/content/offers";
import { PRODUCT_STATUSES, PRODUCT_TABS } from "~/content/products";
import type { SiteProfile } from "~/content/profile";
import { bookingPageUrl } from "./booking";
import type { Testimonial } from "~/content/types";
import { safeReturnPath } from "./safe-path";
import { SalesWordsSchema } from "./sales-words";
import { storyParagraphs } from "./story-text";
import { SITE_LIMITS, SOCIAL_NETWORKS } from "~/content/site-limits";

/**
 * "Your site": the sections the owner overrides from /owner/site/* (docs/your-site.md).
 * app/content stays the default of every value; a section's stored value (a row of
 * site_versions, JSON) holds only what she set, and the merge functions below lay it over the
 * defaults. Pure: the records are app/services/site/site-content.server.ts.
 *
 * To add a section:
 * 1. write its valibot schema here (what is stored: only her values, every field optional where
 *    clearing it means "the default") and add `name: { schema, describe }` to SITE_SECTIONS;
 *    SiteOverrides and the records then know it, and a stored value that no longer parses is ignored;
 * 2. write a pure `mergeX(defaults, overrides.x)` here that a loader calls with the content default;
 * 3. a form at app/routes/owner.site.<name>.tsx whose action is
 *    `siteSectionAction(args, { section: "<name>", … })` (app/services/site/site-section-action.server.ts).
 */

// ---- links -------------------------------------------------------------------------------------

/** Control characters never belong in a link (browsers drop them and read what is left). */
const LINK_CONTROL = /[\u0000-\u001f\u007f-\u009f\s]/;

/** An https address (with a host), or null. */
export function httpsLink(value: string): string | null {
  if (LINK_CONTROL.test(value) || value.length > SITE_LIMITS.url) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === ""
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * A link she may put on the site: https, mailto:, tel: or a path on the site (normalised as a
 * redirect target is). Anything else (javascript:, data:, //elsewhere, http:) is null.
 */
export function safeSiteLink(value: string): string | null {
  if (LINK_CONTROL.test(value) || value.length > SITE_LIMITS.url) return null;
  if (value.startsWith("/")) {
    const path = safeReturnPath(value, "");
    return path === "" ? null : path;
  }
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(value)) return value;
  if (/^tel:\+?[0-9().-]{7,25}$/i.test(value)) return value;
  return httpsLink(value);
}

// ---- schemas of what is stored -----------------------------------------------------------------

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const https = v.pipe(
  v.string(),
  v.check((value) => httpsLink(value) !== null),
);

/**
 * One month's session as she set it: moved (date, time, zone) or skipped. `month` names the session
 * (its UID stays the one of that month's default date); `sequence` counts her changes to it, for
 * the calendar file's SEQUENCE (RFC 5545 §3.8.7.4).
 */
export const EventSessionSchema = v.variant("skipped", [
  v.object({
    month: v.pipe(v.string(), v.regex(MONTH)),
    skipped: v.literal(false),
    date: v.pipe(v.string(), v.regex(DATE)),
    time: v.pipe(v.string(), v.regex(TIME)),
    timezone: text(64),
    sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    month: v.pipe(v.string(), v.regex(MONTH)),
    skipped: v.literal(true),
    sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
]);
export type EventSession = v.InferOutput<typeof EventSessionSchema>;

export const EventSectionSchema = v.object({
  /** How to join the live session (sent in the emails); absent: EVENT_JOIN_URL, else "the link follows". */
  joinUrl: v.optional(https),
  /** The event's video (a YouTube address); absent: EVENT_VIDEO_URL. */
  videoUrl: v.optional(https),
  sessions: v.pipe(v.array(EventSessionSchema), v.maxLength(36)),
});
export type EventSection = v.InferOutput<typeof EventSectionSchema>;

export const AnnouncementSectionSchema = v.nullable(
  v.object({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.announcement)),
    link: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => safeSiteLink(value) === value),
      ),
    ),
    /** The last day it shows (YYYY-MM-DD, the event's time zone). */
    ends: v.optional(v.pipe(v.string(), v.regex(DATE))),
  }),
);
export type AnnouncementSection = v.InferOutput<typeof AnnouncementSectionSchema>;

export const PhotoSchema = v.object({
  /** The Worker's content-hashed path, e.g. /site/photo/3f2a….jpg. */
  src: v.pipe(v.string(), v.regex(/^\/site\/photo\/[0-9a-f]{64}\.(jpg|png|webp)$/)),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type SitePhoto = v.InferOutput<typeof PhotoSchema>;

/**
 * The sample blocks of the profile: in production each shows only when she wrote her own or ticked
 * "this is true" for the one the site shipped with (a block neither is left out).
 */
export const SAMPLE_BLOCKS = ["story", "focus", "credentials", "offices", "address"] as const;
export type SampleBlock = (typeof SAMPLE_BLOCKS)[number];

export const OfficeSchema = v.object({
  city: v.optional(text(SITE_LIMITS.officeLine)),
  street: v.optional(text(SITE_LIMITS.officeLine)),
  hours: v.optional(text(SITE_LIMITS.officeLine)),
});
export type SiteOffice = v.InferOutput<typeof OfficeSchema>;

export const ProfileSectionSchema = v.object({
  name: v.optional(text(SITE_LIMITS.name)),
  headline: v.optional(text(SITE_LIMITS.headline)),
  bio: v.optional(text(SITE_LIMITS.bio)),
  photo: v.optional(PhotoSchema),
  email: v.optional(text(SITE_LIMITS.email)),
  phone: v.optional(text(SITE_LIMITS.phone)),
  licence: v.optional(text(SITE_LIMITS.licence)),
  brokerage: v.optional(text(SITE_LIMITS.brokerage)),
  /** One line each, e.g. "Homeownership: from credit repair to closing day". */
  focus: v.optional(v.pipe(v.array(text(SITE_LIMITS.line)), v.maxLength(SITE_LIMITS.lines))),
  credentials: v.optional(v.pipe(v.array(text(SITE_LIMITS.line)), v.maxLength(SITE_LIMITS.lines))),
  offices: v.optional(v.pipe(v.array(OfficeSchema), v.maxLength(SITE_LIMITS.offices))),
  /** The business's postal address (legal pages, every broadcast's footer: CAN-SPAM). */
  mailingAddress: v.optional(text(SITE_LIMITS.address)),
  /** The sample blocks she kept on purpose ("this is true"). */
  confirmed: v.optional(v.array(v.picklist(SAMPLE_BLOCKS))),
  social: v.optional(
    v.object({
      facebook: v.optional(https),
      instagram: v.optional(https),
      youtube: v.optional(https),
      tiktok: v.optional(https),
    }),
  ),
});
export type ProfileSection = v.InferOutput<typeof ProfileSectionSchema>;

/** Where a testimonial of hers shows. */
export const TESTIMONIAL_PLACES = ["about", "products"] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number];

export const SiteTestimonialSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.testimonialName)),
  context: v.optional(text(SITE_LIMITS.testimonialContext)),
  quote: v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.quote)),
  stars: v.picklist([1, 2, 3, 4, 5] as const),
  where: v.pipe(v.array(v.picklist(TESTIMONIAL_PLACES)), v.minLength(1)),
  /** She confirmed the person agreed to be quoted; a testimonial without it is never stored. */
  permission: v.literal(true),
});
export type SiteTestimonial = v.InferOutput<typeof SiteTestimonialSchema>;

export const TestimonialsSectionSchema = v.object({
  items: v.pipe(v.array(SiteTestimonialSchema), v.maxLength(SITE_LIMITS.testimonials)),
});
export type TestimonialsSection = v.InferOutput<typeof TestimonialsSectionSchema>;

/** A Stripe price id as Stripe writes them. */
export const PRICE_ID = /^price_[A-Za-z0-9]{1,100}$/;

/**
 * One offer as she set it. Absent fields are the defaults (STRIPE_PRICE_<KEY>, on sale, no
 * headline, the typed compare-at figure); `compareAt: null` is her "no value or was figure".
 */
/**
 * One file a buyer of an offer gets, as she uploaded or named it: `id` is the last part of the
 * buyers' download links (a shipped file's key, so links sent before she touched it keep working),
 * `key` the object in R2 (changes with each new edition), `name` what the buyer saves.
 */
export const OfferFileSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,100}$/)),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.fileName)),
  /** Bytes; null for a shipped file she has not replaced. */
  size: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** When this edition was uploaded (ISO); null for a shipped file. */
  uploadedAt: v.nullable(v.string()),
});
export type OfferFile = v.InferOutput<typeof OfferFileSchema>;

export const OfferSettingSchema = v.object({
  /** Her files for this offer; absent: the shipped ones (app/content/downloads.ts). */
  files: v.optional(v.pipe(v.array(OfferFileSchema), v.maxLength(SITE_LIMITS.offerFiles))),
  priceId: v.optional(v.pipe(v.string(), v.regex(PRICE_ID))),
  /** The Stripe Product the site made (or found) for the prices she types in dollars. */
  productId: v.optional(v.pipe(v.string(), v.regex(/^prod_[A-Za-z0-9_]{1,100}$/))),
  /** The last price the site made from an amount she typed: the one a newer typed price archives. */
  madePriceId: v.optional(v.pipe(v.string(), v.regex(PRICE_ID))),
  status: v.optional(v.picklist(OFFER_STATUSES)),
  headline: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.offerHeadline))),
  /** Her words for the sales page's main blocks (lib/sales-words.ts), on the page's first offer. */
  words: v.optional(SalesWordsSchema),
  compareAt: v.optional(
    v.nullable(
      v.object({
        cents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
        label: v.picklist(COMPARE_LABELS),
      }),
    ),
  ),
});
export type OfferSetting = v.InferOutput<typeof OfferSettingSchema>;

export const OffersSectionSchema = v.record(v.picklist(OFFER_KEYS), OfferSettingSchema);
export type OffersSection = v.InferOutput<typeof OffersSectionSchema>;

/** A product's page address: /product/{slug}. */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A digital product she made herself (/owner/products): its words, its cover (one of her photos),
 * its files in R2, its price as Stripe made it (`cents` is what Stripe confirmed for `priceId`),
 * where it shows. `removed`: she removed it while it had orders, so it stays (hidden) for its
 * buyers' downloads.
 */
export const ProductSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(SITE_LIMITS.productTitle)),
  tagline: text(SITE_LIMITS.productTagline),
  promise: text(SITE_LIMITS.productBlock),
  inside: text(SITE_LIMITS.productBlock),
  forWhom: text(SITE_LIMITS.productBlock),
  faq: text(SITE_LIMITS.productBlock),
  interval: v.picklist(["one-time", "month"]),
  cents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000))),
  priceId: v.optional(v.pipe(v.string(), v.regex(PRICE_ID))),
  productId: v.optional(v.pipe(v.string(), v.regex(/^prod_[A-Za-z0-9_]{1,100}$/))),
  cover: v.optional(PhotoSchema),
  files: v.pipe(v.array(OfferFileSchema), v.maxLength(SITE_LIMITS.offerFiles)),
  tab: v.picklist(PRODUCT_TABS),
  status: v.picklist(PRODUCT_STATUSES),
  createdAt: v.string(),
  removed: v.optional(v.literal(true)),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductsSectionSchema = v.record(
  v.pipe(v.string(), v.maxLength(SITE_LIMITS.productSlug), v.regex(PRODUCT_SLUG)),
  ProductSchema,
);
export type ProductsSection = v.InferOutput<typeof ProductsSectionSchema>;

export const BookingSectionSchema = v.object({
  /** Her booking page (Calendly, Cal.com, TidyCal, Acuity, Google Calendar); absent: SCHEDULING_URL. */
  schedulingUrl: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => bookingPageUrl(value) === value),
    ),
  ),
});
export type BookingSection = v.InferOutput<typeof BookingSectionSchema>;

// ---- the registry ------------------------------------------------------------------------------

/** Every section: its stored value's schema and the owner's words for it (history, messages). */
/** The welcome (/owner/site/welcome): her subject (one line) and Markdown body; absent: the default. */
export const WelcomeSectionSchema = v.object({
  subject: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(SITE_LIMITS.welcomeSubject),
      v.check((value) => !/[\r\n]/.test(value)),
    ),
  ),
  body: v.optional(text(SITE_LIMITS.welcomeBody)),
});
export type WelcomeSection = v.InferOutput<typeof WelcomeSectionSchema>;

export const SITE_SECTIONS = {
  event: { schema: EventSectionSchema, label: "Event" },
  announcement: { schema: AnnouncementSectionSchema, label: "Announcement" },
  profile: { schema: ProfileSectionSchema, label: "Your profile" },
  testimonials: { schema: TestimonialsSectionSchema, label: "Testimonials" },
  offers: { schema: OffersSectionSchema, label: "Offers" },
  booking: { schema: BookingSectionSchema, label: "Booking" },
  welcome: { schema: WelcomeSectionSchema, label: "Welcome email" },
  products: { schema: ProductsSectionSchema, label: "Products" },
} as const;

export type SiteSectionName = keyof typeof SITE_SECTIONS;
export type SiteSectionValue<K extends SiteSectionName> = v.InferOutput<(typeof SITE_SECTIONS)[K]["schema"]>;
/** Her values: a section she never saved (or whose stored value no longer parses) is absent. */
export type SiteOverrides = { [K in SiteSectionName]?: SiteSectionValue<K> };

export function isSiteSection(name: string): name is SiteSectionName {
  return Object.hasOwn(SITE_SECTIONS, name);
}

/** Whether a value fits its section's schema (null is a value: a cleared announcement). */
export function fitsSection(section: SiteSectionName, value: unknown): boolean {
  return v.safeParse(SITE_SECTIONS[section].schema, value).success;
}

/** The latest row of each section as read from the records, turned into overrides. */
export function overridesFromRows(rows: readonly { section: string; value: string }[]): SiteOverrides {
  const overrides: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isSiteSection(row.section)) continue;
    let json: unknown;
    try {
      json = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = v.safeParse(SITE_SECTIONS[row.section].schema, json);
    if (parsed.success) overrides[row.section] = parsed.output;
  }
  return overrides as SiteOverrides;
}

// ---- merging her values over the defaults ------------------------------------------------------

/**
 * The profile the pages show: app/content's, with each field she set laid over it. In production a
 * sample block (story, focus areas, credentials, offices, mailing address) she neither wrote nor
 * confirmed is left out (empty), never shown as a placeholder.
 */
export function mergeProfile(
  defaults: SiteProfile,
  profile: ProfileSection | undefined,
  { production = false }: { production?: boolean } = {},
): SiteProfile {
  const own = profile ?? {};
  const confirmed = new Set(own.confirmed ?? []);
  /** Her block, else the sample: kept outside production or when she confirmed it, else nothing. */
  const block = <T>(name: SampleBlock, hers: T | undefined, sample: T, none: T): T =>
    hers !== undefined ? hers : !production || confirmed.has(name) ? sample : none;
  if (!profile && !production) return defaults;
  const set = (value: string | undefined) => (value !== undefined && value.trim() !== "" ? value : undefined);
  const name = set(own.name);
  const email = set(own.email);
  const phone = set(own.phone);
  const brokerage = set(own.brokerage);
  const licence = set(own.licence);
  const bio = set(own.bio);
  const person = defaults.person;
  const story = block("story", bio ? storyParagraphs(bio) : undefined, [person.shortBio, ...person.story], []);
  const lines = (list: readonly string[] | undefined) => {
    const kept = list?.map((line) => line.trim()).filter((line) => line !== "");
    return kept && kept.length > 0 ? kept : undefined;
  };
  const offices = own.offices
    ?.map((o) => ({ city: o.city?.trim() ?? "", street: o.street?.trim() ?? "", hours: o.hours?.trim() ?? "" }))
    .filter((o) => o.city !== "" || o.street !== "" || o.hours !== "")
    .map((o) => ({ ...o, region: "", country: "", focus: "" }));
  return {
    ...defaults,
    person: {
      ...person,
      name: name ?? person.name,
      role: set(own.headline) ?? person.role,
      // The short bio (sales pages) is the first paragraph of the story shown.
      shortBio: story[0] ?? "",
      story: story.slice(1),
      focusAreas: block(
        "focus",
        lines(own.focus)?.map((line) => {
          const [title, ...rest] = line.split(":");
          return rest.length > 0 ? { title: title.trim(), text: rest.join(":").trim() } : { title: line, text: "" };
        }),
        person.focusAreas,
        [],
      ),
      credentials: block("credentials", lines(own.credentials), person.credentials, []),
      headshot: own.photo
        ? {
            src: own.photo.src,
            alt: `Photo of ${name ?? person.name}`,
            width: own.photo.width ?? person.headshot.width,
            height: own.photo.height ?? person.headshot.height,
          }
        : person.headshot,
    },
    business: {
      ...defaults.business,
      mailingAddress: block("address", set(own.mailingAddress), defaults.business.mailingAddress, ""),
    },
    offices: block("offices", offices && offices.length > 0 ? offices : undefined, defaults.offices, []),
    realEstate: {
      licences: licence ? [{ title: licence, number: "", state: "" }] : defaults.realEstate.licences,
      // Her one line ("Sunrise Realty, 40 Park Ave") stands alone: the default's address is not hers.
      brokerage: brokerage ? { name: brokerage, address: "", phone: "" } : defaults.realEstate.brokerage,
    },
    support: { ...defaults.support, email: email ?? defaults.support.email, phone: phone ?? defaults.support.phone },
    realEstateContact: {
      ...defaults.realEstateContact,
      email: email ?? defaults.realEstateContact.email,
      phone: phone ?? defaults.realEstateContact.phone,
    },
    social: own.social
      ? SOCIAL_NETWORKS.map((network) => {
          const fallback = defaults.social.find((s) => s.network === network);
          const url = own.social?.[network] ?? fallback?.url ?? "";
          return { network, label: fallback?.label ?? network, url };
        }).filter((s) => s.url !== "")
      : defaults.social,
  };
}

/**
 * The sample blocks a visitor would see (outside production) or that production leaves out: each
 * block she neither wrote nor confirmed.
 */
export function unconfirmedSamples(profile: ProfileSection | undefined): SampleBlock[] {
  const own = profile ?? {};
  const confirmed = new Set(own.confirmed ?? []);
  const written: Record<SampleBlock, boolean> = {
    story: (own.bio ?? "").trim() !== "",
    focus: (own.focus ?? []).some((line) => line.trim() !== ""),
    credentials: (own.credentials ?? []).some((line) => line.trim() !== ""),
    offices: (own.offices ?? []).some((o) => [o.city, o.street, o.hours].some((x) => (x ?? "").trim() !== "")),
    address: (own.mailingAddress ?? "").trim() !== "",
  };
  return SAMPLE_BLOCKS.filter((name) => !written[name] && !confirmed.has(name));
}

/** The announcement to show on `today` (YYYY-MM-DD): hers until the end of its last day, else none. */
export function activeAnnouncement(
  announcement: AnnouncementSection | undefined,
  today: string,
): { text: string; link: string | null } | null {
  if (!announcement) return null;
  if (announcement.ends !== undefined && announcement.ends < today) return null;
  return { text: announcement.text, link: announcement.link ?? null };
}

/**
 * The testimonials a page shows. Hers for that place when she has any; else app/content's samples,
 * except in production, where a sample never shows (a page shows hers or none).
 */
export function testimonialsFor(
  place: TestimonialPlace,
  section: TestimonialsSection | undefined,
  samples: readonly Testimonial[],
  production: boolean,
): readonly Testimonial[] {
  if (section && section.items.length > 0) {
    return section.items
      .filter((t) => t.where.includes(place))
      .map((t) => ({ name: t.name, context: t.context ?? "", quote: t.quote, stars: t.stars }));
  }
  return production ? [] : samples;
}
