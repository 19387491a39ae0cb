import { offers, type OfferKey } from "~/content/offers";
import { PRODUCT_STATUS_WORDS } from "~/content/products";
import { SALES_WORDS_BLOCKS, SALES_WORDS_FORM } from "~/content/sales-words";
import {
  ANNOUNCEMENT_LABELS,
  BOOKING_LABELS,
  EVENT_LABELS,
  PROFILE_LABELS,
  WELCOME_LABELS,
} from "~/content/site-form-labels";
import { spokenPrice } from "./money";
import { dayWords, sessionChangeText } from "./event-words";
import { ownerLongTime } from "./owner-time";
import type {
  AnnouncementSection,
  BookingSection,
  EventSection,
  OfferFile,
  OfferSetting,
  OffersSection,
  ProductsSection,
  ProfileSection,
  SampleBlock,
  SiteSectionName,
  SiteSectionValue,
  TestimonialsSection,
  WelcomeSection,
} from "./site-sections";

/**
 * History in her words (app/routes/owner.site.history.tsx): what a restore entry brought back and
 * from when, and a whole section's value as the restore would put it back, field by field with the
 * labels of her forms (never JSON or field keys).
 */

/** Each section as a sentence names it: "Restored your profile …". */
export const SECTION_NAMES: Record<SiteSectionName, string> = {
  event: "the event",
  announcement: "the announcement",
  profile: "your profile",
  testimonials: "your testimonials",
  offers: "your offers",
  booking: "your booking page",
  welcome: "your welcome email",
  products: "your products",
};

/** The sections a sentence names in the plural: "as they were". */
const PLURAL: ReadonlySet<SiteSectionName> = new Set(["testimonials", "offers", "products"]);
const asItWas = (section: SiteSectionName) => (PLURAL.has(section) ? "as they were" : "as it was");

/** A restore's stored summary: the version it put back, which History turns into words. */
export const restoreSummary = (id: number): string => `Restored version ${id}`;

/** The version a restore's summary names, or null for any other save. */
export function restoredVersionOf(summary: string | null): number | null {
  const match = /^Restored version (\d{1,15})$/.exec(summary ?? "");
  return match ? Number(match[1]) : null;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A restore's entry: "Restored your profile as it was on Saturday 21 November, 3:04 PM" (`at`: when
 * the version it put back was saved, in her time zone); without that time (the version is gone),
 * "Restored an earlier version of your profile".
 */
export function restoreEntryText(section: SiteSectionName, at: string | null, now?: Date): string {
  return at
    ? `Restored ${SECTION_NAMES[section]} ${asItWas(section)} on ${ownerLongTime(at, now)}`
    : `Restored an earlier version of ${SECTION_NAMES[section]}`;
}

/** The preview's question: "Restore your profile as it was on Saturday 21 November, 3:04 PM?" */
export function restoreQuestion(section: SiteSectionName, at: string, now?: Date): string {
  return `Restore ${SECTION_NAMES[section]} ${asItWas(section)} on ${ownerLongTime(at, now)}?`;
}

/** The toast after a restore: "Your profile is back as it was on Saturday 21 November, 3:04 PM." */
export function restoredToastText(section: SiteSectionName, at: string, now?: Date): string {
  const back = PLURAL.has(section) ? "are back" : "is back";
  return `${capital(SECTION_NAMES[section])} ${back} ${asItWas(section)} on ${ownerLongTime(at, now)}.`;
}

/**
 * One field of a section as the preview shows it: its label, its value's lines (none: she left it
 * empty, so the site shows its own), and a photo to show beside it.
 */
export interface VersionField {
  label: string;
  lines: string[];
  photo?: string;
}

const lines = (value: string | undefined | null): string[] =>
  value === undefined || value === null || value.trim() === "" ? [] : [value];
const list = (values: readonly string[] | undefined): string[] =>
  (values ?? []).map((line) => line.trim()).filter((line) => line !== "");
const fileNames = (files: readonly OfferFile[] | undefined): string[] => (files ?? []).map((file) => file.name);

const STATUS_SHORT = (status: keyof typeof PRODUCT_STATUS_WORDS) => PRODUCT_STATUS_WORDS[status].short;

/** The field of the profile form each sample block is kept for. */
const SAMPLE_FIELD: Record<SampleBlock, keyof typeof PROFILE_LABELS> = {
  story: "bio",
  focus: "focus",
  credentials: "credentials",
  offices: "offices",
  address: "mailingAddress",
};

/** A profile field under its form's label. */
const profileField = (key: keyof typeof PROFILE_LABELS, values: string[]): VersionField => ({
  label: PROFILE_LABELS[key].label,
  lines: values,
});

function profileFields(profile: ProfileSection): VersionField[] {
  const social = profile.social ?? {};
  return [
    { ...profileField("photo", profile.photo ? ["Your photo"] : []), photo: profile.photo?.src },
    profileField("name", lines(profile.name)),
    profileField("headline", lines(profile.headline)),
    profileField("bio", lines(profile.bio)),
    profileField("focus", list(profile.focus)),
    profileField("credentials", list(profile.credentials)),
    profileField(
      "offices",
      (profile.offices ?? [])
        .map((office) => [office.city, office.street, office.hours].filter((part) => (part ?? "").trim()).join(", "))
        .filter((line) => line !== ""),
    ),
    profileField("mailingAddress", lines(profile.mailingAddress)),
    profileField("email", lines(profile.email)),
    profileField("phone", lines(profile.phone)),
    profileField("licence", lines(profile.licence)),
    profileField("brokerage", lines(profile.brokerage)),
    profileField(
      "social",
      Object.entries(social)
        .filter(([, url]) => url)
        .map(([network, url]) => `${capital(network)}: ${url}`),
    ),
    {
      label: "Samples kept as true",
      lines: (profile.confirmed ?? []).map((block) => PROFILE_LABELS[SAMPLE_FIELD[block]].label),
    },
  ];
}

function eventFields(event: EventSection): VersionField[] {
  return [
    { label: EVENT_LABELS.joinUrl.label, lines: lines(event.joinUrl) },
    { label: EVENT_LABELS.videoUrl.label, lines: lines(event.videoUrl) },
    {
      label: "Sessions moved or skipped",
      lines: [...event.sessions].sort((a, b) => a.month.localeCompare(b.month)).map(sessionChangeText),
    },
  ];
}

function announcementFields(announcement: AnnouncementSection): VersionField[] {
  if (!announcement) return [{ label: "Announcement", lines: ["None: no announcement shows"] }];
  return [
    { label: ANNOUNCEMENT_LABELS.text.label, lines: [announcement.text] },
    { label: ANNOUNCEMENT_LABELS.link.label, lines: lines(announcement.link) },
    { label: ANNOUNCEMENT_LABELS.ends.label, lines: announcement.ends ? [dayWords(announcement.ends)] : [] },
  ];
}

function testimonialsFields(testimonials: TestimonialsSection): VersionField[] {
  if (testimonials.items.length === 0) return [{ label: "Testimonials", lines: [] }];
  return testimonials.items.map((item) => ({
    label: item.context ? `${item.name}, ${item.context}` : item.name,
    lines: [
      `“${item.quote}”`,
      `${item.stars} ${item.stars === 1 ? "star" : "stars"}, on the ${item.where.map((place) => (place === "about" ? "About page" : "product pages")).join(" and ")}`,
    ],
  }));
}

function offersFields(section: OffersSection): VersionField[] {
  const set = Object.entries(section) as [OfferKey, OfferSetting][];
  const fields: VersionField[] = set.map(([key, setting]) => {
    const words = setting.words;
    const block = (name: string, value: string | null | undefined) =>
      value === undefined ? [] : [`${name}: ${value === null ? "hidden" : value}`];
    return {
      label: offers[key]?.name ?? key,
      lines: [
        ...(setting.status ? [`Status: ${STATUS_SHORT(setting.status)}`] : []),
        ...(setting.priceId ? [`Stripe price: ${setting.priceId}`] : []),
        ...(setting.headline ? [`Headline: ${setting.headline}`] : []),
        ...(setting.compareAt === null
          ? ["No value or “was” figure"]
          : setting.compareAt
            ? [`Compared with: ${spokenPrice(setting.compareAt.cents)} (${setting.compareAt.label})`]
            : []),
        ...(setting.files ? [`Files: ${fileNames(setting.files).join(", ") || "none"}`] : []),
        // Every block of her sales-page words, under its field's label on the offers page.
        ...SALES_WORDS_BLOCKS.flatMap((name) => block(SALES_WORDS_FORM[name].label, words?.[name])),
        ...(words?.compareAtTrue ? ["The page's sample value figures: kept as true"] : []),
      ],
    };
  });
  return [...fields, { label: "Every other offer", lines: ["As the site ships it"] }];
}

function productsFields(section: ProductsSection): VersionField[] {
  const products = Object.values(section);
  if (products.length === 0) return [{ label: "Products", lines: [] }];
  return products.map((product) => ({
    label: product.title,
    photo: product.cover?.src,
    lines: [
      ...lines(product.tagline),
      product.removed ? "Removed (hidden, kept for its buyers' downloads)" : `Status: ${STATUS_SHORT(product.status)}`,
      product.cents
        ? `Price: ${spokenPrice(product.cents, product.interval === "month" ? "month" : "once")}`
        : "No price yet",
      `Shown under: ${product.tab === "ebooks" ? "E-books" : "Bundles"}`,
      `Files: ${fileNames(product.files).join(", ") || "none"}`,
    ],
  }));
}

function bookingFields(booking: BookingSection): VersionField[] {
  return [{ label: BOOKING_LABELS.schedulingUrl.label, lines: lines(booking.schedulingUrl) }];
}

function welcomeFields(welcome: WelcomeSection): VersionField[] {
  return [
    { label: WELCOME_LABELS.subject.label, lines: lines(welcome.subject) },
    { label: WELCOME_LABELS.body.label, lines: lines(welcome.body) },
  ];
}

/** Every field of a section's value, in her words, as a restore would put it back. */
export function sectionFields<K extends SiteSectionName>(section: K, value: SiteSectionValue<K>): VersionField[] {
  switch (section) {
    case "profile":
      return profileFields(value as ProfileSection);
    case "event":
      return eventFields(value as EventSection);
    case "announcement":
      return announcementFields(value as AnnouncementSection);
    case "testimonials":
      return testimonialsFields(value as TestimonialsSection);
    case "offers":
      return offersFields(value as OffersSection);
    case "products":
      return productsFields(value as ProductsSection);
    case "booking":
      return bookingFields(value as BookingSection);
    case "welcome":
      return welcomeFields(value as WelcomeSection);
    default:
      return [];
  }
}
