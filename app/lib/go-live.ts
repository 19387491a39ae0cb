import { OFFER_KEYS, offers, priceVarName, type OfferKey } from "~/content/offers";
import type { SiteProfile } from "~/content/profile";
import { DEFAULT_HEADSHOT_SRC, DEFAULT_PERSON_NAME } from "./site-profile";
import type { Testimonial } from "~/content/types";
import { formatPrice } from "./money";
import { describeStripePrice, differsFromTyped, type StripePrice } from "./offer-prices";
import { isBareSocialUrl, validateProfile } from "./profile";
import {
  mergeProfile,
  TESTIMONIAL_PLACES,
  testimonialsFor,
  unconfirmedSamples,
  type SampleBlock,
  type SiteOverrides,
} from "./site-sections";
import { youtubeVideoId } from "./video";
import { unfinishedProducts } from "./products";

/**
 * The go-live check. One rule set for two readers: `npm run preflight` (scripts/preflight.mjs,
 * which `npm run deploy` runs first) prints the findings and stops on any `stop`; the owner's
 * /owner page shows the launch checklist (what production would show fake, in her words, with the
 * page where she fixes it). Pure: the script and app/services/site/launch-checklist.server.ts
 * gather the input (vars, her saved values, Stripe's prices).
 */

export interface Finding {
  /**
   * stop: the deployed site would fail, lose data or show something fake (npm run deploy refuses);
   * placeholder: it works but lacks something, or something could not be checked.
   */
  level: "stop" | "placeholder";
  /** One clear line: what is wrong and how to mend it. */
  message: string;
  /** Set on what production would show fake (the checklist's items): --allow-placeholders lets those through. */
  item?: LaunchItemId;
}

/** A Stripe price as the check read it: the price, none with that id, or not read (offline, Stripe down). */
export type CheckedPrice = StripePrice | "missing" | "unreadable";

/** The prices the check compared with the typed ones, or why it did not compare them. */
export type PriceCheck =
  | { compared: true; prices: readonly { offer: OfferKey; priceId: string; price: CheckedPrice }[] }
  | { compared: false; why: string };

export interface LaunchInput {
  /** app/content's profile (the defaults her saved values are laid over). */
  profile: SiteProfile;
  /** Her saved values ("Your site"). */
  overrides: SiteOverrides;
  /** The sample testimonials the pages fall back to where she has none. */
  samples: readonly Testimonial[];
  /** Whether STORE_ID is set (without it production has no shop, never the demo catalog). */
  storeConnected: boolean;
  /** The SCHEDULING_URL var (her saved booking page wins over it). */
  schedulingUrl: string | null;
  prices: PriceCheck;
}

export type LaunchItemId =
  | "name"
  | "photo"
  | "contacts"
  | "licence"
  | SampleBlock
  | "testimonials"
  | "store"
  | "prices"
  | "booking"
  | "products";

/** Each sample block of the profile in her words (the checklist) and the developer's (preflight). */
const SAMPLE_WORDS: Record<SampleBlock, { text: string; message: string }> = {
  story: {
    text: "Your story: the site shipped with a sample story; the live site leaves it out until you write yours or tick “This is true”.",
    message: "The story on /about is the sample (person.shortBio and person.story):",
  },
  focus: {
    text: "What you help with: the focus areas are samples; the live site leaves them out until you write yours or tick “This is true”.",
    message: "The focus areas on /about are the samples (person.focusAreas):",
  },
  credentials: {
    text: "Your credentials: the site shipped with invented ones; the live site shows none until you write yours (or tick “This is true”).",
    message: "The credentials on /about are the invented samples (person.credentials):",
  },
  offices: {
    text: "Your offices: /contact lists sample offices at example addresses; the live site leaves them out until you write yours or tick “This is true”.",
    message: "The offices on /contact are the samples at example addresses (offices):",
  },
  address: {
    text: "Your mailing address: the legal pages and every email to your list need your business's postal address (the law asks for it); the sample is an example address.",
    message:
      "The business's mailing address (legal pages, every broadcast's footer: CAN-SPAM) is the example address (business.mailingAddress):",
  },
};

/** One thing production would show fake (stop) or without her own value (placeholder). */
export interface LaunchItem extends Finding {
  id: LaunchItemId;
  /** For her, in plain words. */
  text: string;
  /** The owner page where she fixes it; null: a deploy setting her developer changes. */
  fix: string | null;
}

export interface GoLiveInput extends Omit<LaunchInput, "storeConnected" | "schedulingUrl"> {
  /** `[env.production.vars]` of wrangler.toml. */
  vars: Readonly<Record<string, string>>;
  /** The production D1 database id (placeholder zeros until `wrangler d1 create`). */
  d1DatabaseId: string | null;
  /** The production secrets' names, or null when they could not be listed (offline, not logged in). */
  secrets: readonly string[] | null;
}

/** A reserved example domain (RFC 2606) or a fictional 555-01xx number. */
const EXAMPLE_EMAIL = /@(?:[\w-]+\.)*example(?:\.(?:com|org|net))?$/i;
const FICTIONAL_PHONE = /\b555[\s.-]?01\d\d\b/;
export const PLACEHOLDER_ADDRESS = /\bexample\b/i;
const ZERO_ID = /^[0-]+$/;
/** The shipped licence numbers (SL0000000, 000000), alone or inside a line she typed. */
const PLACEHOLDER_LICENCE = /(?:^|[^\w])[A-Z]*0{5,}(?:$|[^\w])/;

export function isExampleEmail(email: string): boolean {
  return EXAMPLE_EMAIL.test(email.trim());
}

export function isFictionalPhone(phone: string): boolean {
  return FICTIONAL_PHONE.test(phone);
}

/** A price as Stripe's API answers GET /v1/prices/{id}, as the site reads it; null when it is not one. */
export function priceFromStripeAnswer(body: unknown): StripePrice | null {
  if (typeof body !== "object" || body === null) return null;
  const p = body as Record<string, unknown>;
  if (typeof p.id !== "string" || typeof p.currency !== "string") return null;
  const recurring = p.recurring as { interval?: unknown; interval_count?: unknown } | null | undefined;
  const interval =
    recurring && typeof recurring.interval === "string"
      ? recurring.interval_count === 1 || recurring.interval_count === undefined
        ? recurring.interval
        : `${String(recurring.interval_count)} ${recurring.interval}s`
      : null;
  return {
    id: p.id,
    active: p.active === true,
    cents: typeof p.unit_amount === "number" ? p.unit_amount : null,
    currency: p.currency,
    interval,
  };
}

/** The Stripe price id each offer sells at: hers (/owner/site/offers), else its default (STRIPE_PRICE_<KEY>). */
export function offerPriceIds(
  defaultPriceId: (offer: OfferKey) => string | null | undefined,
  offersSection: SiteOverrides["offers"],
): { offer: OfferKey; priceId: string }[] {
  return OFFER_KEYS.flatMap((offer) => {
    if (offersSection?.[offer]?.status === "hidden") return []; // not on the site: its price shows nowhere
    const priceId = offersSection?.[offer]?.priceId ?? defaultPriceId(offer)?.trim();
    return priceId ? [{ offer, priceId }] : [];
  });
}

/** The default price ids of wrangler.toml's vars (STRIPE_PRICE_<KEY>). */
export function priceIdsFromVars(vars: Readonly<Record<string, string>>): (offer: OfferKey) => string | undefined {
  return (offer) => vars[priceVarName(offer)];
}

/**
 * What production would show fake, or without her own value, given her saved values: the
 * /owner checklist, and the preflight's lines about content.
 */
export function launchChecklist(input: LaunchInput): LaunchItem[] {
  const items: LaunchItem[] = [];
  const add = (item: LaunchItem) => items.push(item);
  const profile = mergeProfile(input.profile, input.overrides.profile);
  const PROFILE = "/owner/site/profile";

  if (profile.person.name === DEFAULT_PERSON_NAME)
    add({
      id: "name",
      level: "stop",
      text: `Your name: the site still says "${DEFAULT_PERSON_NAME}", the sample name.`,
      fix: PROFILE,
      message: `The owner's name is the demo "${DEFAULT_PERSON_NAME}": she sets hers at /owner/site/profile (or person.name in app/content/profile.ts).`,
    });
  if (profile.person.headshot.src === DEFAULT_HEADSHOT_SRC)
    add({
      id: "photo",
      level: "stop",
      text: "Your photo: the site shows a drawn placeholder face.",
      fix: PROFILE,
      message:
        "The headshot is the drawn placeholder face: she uploads a photo at /owner/site/profile (or set person.headshot in app/content/profile.ts).",
    });

  const fakeContacts: string[] = [];
  for (const [key, contact] of [
    ["support", profile.support],
    ["realEstateContact", profile.realEstateContact],
  ] as const) {
    if (isExampleEmail(contact.email)) fakeContacts.push(`${key}.email ${contact.email}`);
    if (isFictionalPhone(contact.phone)) fakeContacts.push(`${key}.phone ${contact.phone}`);
  }
  if (fakeContacts.length > 0)
    add({
      id: "contacts",
      level: "stop",
      text: "Your email and phone: the site shows example.com addresses and 555 numbers nobody answers.",
      fix: PROFILE,
      message: `Example contacts are shown (${fakeContacts.join(", ")}): she sets her email and phone at /owner/site/profile.`,
    });

  const { licences, brokerage } = profile.realEstate;
  const fakeLicence = licences.some((l) => PLACEHOLDER_LICENCE.test(l.number) || PLACEHOLDER_LICENCE.test(l.title));
  const fakeBrokerage = PLACEHOLDER_ADDRESS.test(brokerage.name) || PLACEHOLDER_ADDRESS.test(brokerage.address);
  if (fakeLicence || fakeBrokerage)
    add({
      id: "licence",
      level: "stop",
      text: "Your licence and brokerage: the footer shows a placeholder licence number or brokerage.",
      fix: PROFILE,
      message: `The licence line is a placeholder (${[
        ...(fakeLicence ? [licences.map((l) => l.number || l.title).join(", ")] : []),
        ...(fakeBrokerage ? [`${brokerage.name}, ${brokerage.address}`] : []),
      ].join("; ")}): she sets her licence and brokerage at /owner/site/profile.`,
    });

  // Each sample block she neither wrote nor confirmed: production leaves it out, so it must be hers first.
  for (const block of unconfirmedSamples(input.overrides.profile))
    add({
      id: block,
      level: "stop",
      text: SAMPLE_WORDS[block].text,
      fix: PROFILE,
      message: `${SAMPLE_WORDS[block].message} production leaves it out until she writes hers or ticks "this is true" at /owner/site/profile.`,
    });

  const samples = new Set(input.samples.map((t) => t.quote));
  const shown = TESTIMONIAL_PLACES.flatMap((place) =>
    testimonialsFor(place, input.overrides.testimonials, input.samples, true),
  );
  if (shown.some((t) => samples.has(t.quote)))
    add({
      id: "testimonials",
      level: "stop",
      text: "Testimonials: the site shows sample reviews nobody wrote.",
      fix: "/owner/site/testimonials",
      message:
        "Production would show the sample testimonials (invented reviews): she adds real ones at /owner/site/testimonials.",
    });
  else if (shown.length === 0)
    add({
      id: "testimonials",
      level: "placeholder",
      text: "Testimonials: none yet, so your pages show no reviews (samples never show on the live site).",
      fix: "/owner/site/testimonials",
      message: "No testimonials of hers: the pages show none (she adds them at /owner/site/testimonials).",
    });

  if (!input.storeConnected)
    add({
      id: "store",
      // Not fake: production shows "opens soon" and a waitlist form, never the demo catalog.
      level: "placeholder",
      text: "Merch shop: not connected, so /store says the shop opens soon. Your developer connects it (STORE_ID).",
      fix: null,
      message:
        "No STORE_ID: /store says the shop opens soon (production never serves the demo catalog). Set STORE_ID in [env.production.vars].",
    });

  items.push(...priceItems(input.prices));

  // Her own products: each one without a cover or a price, by name.
  const unfinished = unfinishedProducts(input.overrides.products);
  if (unfinished.length > 0) {
    const list = unfinished.map((p) => `${p.title} (no ${p.missing.join(", no ")})`).join("; ");
    add({
      id: "products",
      level: "placeholder",
      text: `Your products: ${list}. A product without a price cannot go on sale; one without a cover shows none.`,
      fix: "/owner/products",
      message: `Products of hers without a cover or a price: ${list} (she finishes them at /owner/products).`,
    });
  }

  const scheduling = input.overrides.booking?.schedulingUrl ?? input.schedulingUrl;
  if (!scheduling)
    add({
      id: "booking",
      level: "placeholder",
      text: "Booking calendar: none yet, so visitors send a session request by form instead of booking a time.",
      fix: "/owner/site/booking",
      message: "No booking calendar (hers or SCHEDULING_URL): /schedule-session is a request form.",
    });
  return items;
}

/** Stripe's prices against the typed ones: a difference stops; a price not read is said plainly. */
function priceItems(check: PriceCheck): LaunchItem[] {
  const FIX = "/owner/site/offers";
  if (!check.compared)
    return [
      {
        id: "prices",
        level: "placeholder",
        text: `Prices: not compared with Stripe (${check.why}).`,
        fix: FIX,
        message: `Prices were NOT compared with Stripe: ${check.why}.`,
      },
    ];
  const wrong: string[] = [];
  const unread: string[] = [];
  for (const { offer: key, priceId, price } of check.prices) {
    const offer = offers[key];
    if (price === "unreadable") unread.push(`${offer.name} (${priceId})`);
    else if (price === "missing") wrong.push(`${offer.name}: Stripe has no price ${priceId}`);
    else if (differsFromTyped(offer, price))
      wrong.push(
        `${offer.name}: Stripe charges ${describeStripePrice(price)}, the typed price is ${formatPrice(offer.priceCents, offer.billing)}`,
      );
  }
  const out: LaunchItem[] = [];
  if (wrong.length > 0)
    out.push({
      id: "prices",
      level: "stop",
      text: `Prices: Stripe and the site disagree. ${wrong.join(". ")}.`,
      fix: FIX,
      message: `Stripe's price and the typed price differ: ${wrong.join("; ")}. Fix the price in Stripe, the offer's price id (/owner/site/offers) or the typed price (app/content/offers.ts).`,
    });
  if (unread.length > 0)
    out.push({
      id: "prices",
      level: "placeholder",
      text: `Prices: Stripe could not be asked about ${unread.join(", ")}, so they were not compared.`,
      fix: FIX,
      message: `Prices NOT compared for ${unread.join(", ")}: Stripe could not be read.`,
    });
  return out;
}

export function goLiveFindings(input: GoLiveInput): Finding[] {
  const { vars, profile } = input;
  const findings: Finding[] = [];
  const stop = (message: string) => findings.push({ level: "stop", message });
  const placeholder = (message: string) => findings.push({ level: "placeholder", message });
  const has = (name: string) => (vars[name] ?? "").trim() !== "";
  const secret = (name: string) => input.secrets?.includes(name) ?? false;
  const set = (name: string) => has(name) || secret(name);

  // What would break the site.
  const siteUrl = vars.SITE_URL?.trim() ?? "";
  if (siteUrl === "")
    stop(
      "SITE_URL is not set in [env.production.vars]: every production page would answer 500. Set it to the public origin, e.g. https://www.your-domain.com.",
    );
  else if (!/^https:\/\/[^/\s]+\/?$/.test(siteUrl))
    stop(`SITE_URL "${siteUrl}" is not an https origin (https://host, no path).`);
  else if (/example\.(com|org|net)/i.test(siteUrl)) placeholder(`SITE_URL is still ${siteUrl}: set your own domain.`);
  if (input.d1DatabaseId === null || ZERO_ID.test(input.d1DatabaseId))
    stop(
      "The production D1 database_id is the placeholder: run `npx wrangler d1 create leads` and put its id in [[env.production.d1_databases]].",
    );
  if (input.secrets && !secret("SESSION_SECRET"))
    stop(
      "SESSION_SECRET is not set: the site refuses to start in production. Run `npx wrangler secret put SESSION_SECRET --env production`.",
    );
  if (set("SUPABASE_URL") !== set("SUPABASE_ANON_KEY"))
    stop("Only one of SUPABASE_URL and SUPABASE_ANON_KEY is set: set both, or neither to keep leads in D1.");
  if (set("RESEND_API_KEY") && !set("EMAIL_FROM"))
    stop('RESEND_API_KEY is set without EMAIL_FROM: set the sender, e.g. "Your Name <orders@your-domain.com>".');
  if (has("EVENT_VIDEO_URL") && youtubeVideoId(vars.EVENT_VIDEO_URL) === null)
    stop(`EVENT_VIDEO_URL "${vars.EVENT_VIDEO_URL}" is not a YouTube address: the site refuses to start.`);
  for (const problem of validateProfile(profile))
    stop(`Site profile ${problem.field}: ${problem.message} (app/content/profile.ts)`);

  // What still shows or lacks a placeholder.
  if (input.secrets === null)
    placeholder(
      "Could not list the production secrets (offline or not logged in): check SESSION_SECRET and STRIPE_SECRET_KEY with `npx wrangler secret list --env production`.",
    );
  else if (!secret("STRIPE_SECRET_KEY"))
    placeholder(
      'No STRIPE_SECRET_KEY: every buy button answers "payments are not configured". Run `npx wrangler secret put STRIPE_SECRET_KEY --env production`.',
    );
  if (offerPriceIds(priceIdsFromVars(vars), input.overrides.offers).length === 0)
    placeholder("No STRIPE_PRICE_* vars nor price ids of hers: every offer says checkout opens soon.");
  if (!set("OWNER_EMAILS")) placeholder("No OWNER_EMAILS: nobody can sign up for the owner's area in production.");
  if (input.secrets !== null && secret("RESEND_API_KEY") && !secret("RESEND_WEBHOOK_SECRET"))
    placeholder(
      "No RESEND_WEBHOOK_SECRET: bounces and complaints are not heard, so mail keeps going to them. Add the webhook in Resend (docs/email.md) and run `npx wrangler secret put RESEND_WEBHOOK_SECRET --env production`.",
    );

  // What production would show fake (stop) or without her own value, given her saved values.
  for (const item of launchChecklist({
    ...input,
    storeConnected: has("STORE_ID"),
    schedulingUrl: has("SCHEDULING_URL") ? vars.SCHEDULING_URL : null,
  }))
    findings.push({ level: item.level, message: item.message, item: item.id });

  for (const social of mergeProfile(profile, input.overrides.profile).social)
    if (isBareSocialUrl(social.url))
      placeholder(
        `The ${social.label} link is the network's home page (hidden on the site): set your profile URL or remove it.`,
      );
  return findings;
}

/**
 * The tables of a wrangler.toml, as far as this check needs: `key = "string"` pairs under each
 * `[table]` or `[[array.table]]` header (the first entry of an array table); comments and other
 * value types are skipped.
 */
export function readTomlStrings(text: string): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = { "": {} };
  let current: Record<string, string> | null = tables[""];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const header = /^\[\[?\s*([\w.-]+)\s*\]\]?/.exec(line);
    if (header) {
      const name = header[1];
      // An array table's later entries are ignored: the first is the one that counts here.
      current = tables[name] ? null : (tables[name] = {});
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(line);
    if (pair && current) current[pair[1]] = pair[2].replace(/\\(["\\])/g, "$1");
  }
  return tables;
}
