import { DEFAULT_HEADSHOT_SRC, DEFAULT_PERSON_NAME, type SiteProfile } from "~/content/profile";
import { isBareSocialUrl, validateProfile } from "./profile";
import { youtubeVideoId } from "./video";

/**
 * The go-live check (`npm run preflight`): what is still a placeholder in production, and what
 * would break the site. Pure: scripts/preflight.mjs reads wrangler.toml, the secrets' names and
 * the site profile, and prints these findings.
 */

export interface Finding {
  /** stop: the deployed site would fail or lose data; placeholder: it works but shows or lacks something. */
  level: "stop" | "placeholder";
  /** One clear line: what is wrong and how to mend it. */
  message: string;
}

export interface GoLiveInput {
  /** `[env.production.vars]` of wrangler.toml. */
  vars: Readonly<Record<string, string>>;
  /** The production D1 database id (placeholder zeros until `wrangler d1 create`). */
  d1DatabaseId: string | null;
  /** The production secrets' names, or null when they could not be listed (offline, not logged in). */
  secrets: readonly string[] | null;
  profile: SiteProfile;
}

/** A reserved example domain (RFC 2606) or a fictional 555-01xx number. */
const EXAMPLE_EMAIL = /@(?:[\w-]+\.)*example(?:\.(?:com|org|net))?$/i;
const FICTIONAL_PHONE = /\b555[\s.-]?01\d\d\b/;
export const PLACEHOLDER_ADDRESS = /\bexample\b/i;
const ZERO_ID = /^[0-]+$/;

export function isExampleEmail(email: string): boolean {
  return EXAMPLE_EMAIL.test(email.trim());
}

export function isFictionalPhone(phone: string): boolean {
  return FICTIONAL_PHONE.test(phone);
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
  if (!Object.keys(vars).some((name) => name.startsWith("STRIPE_PRICE_") && has(name)))
    placeholder('No STRIPE_PRICE_* vars: every product says "This product isn\'t available for purchase yet."');
  if (!has("SCHEDULING_URL")) placeholder("No SCHEDULING_URL: /schedule-session shows no calendar to book.");
  if (!has("STORE_ID")) placeholder("No STORE_ID: the store shows the bundled demo catalog.");
  if (!set("OWNER_EMAILS")) placeholder("No OWNER_EMAILS: nobody can sign up for the owner's area in production.");

  if (profile.person.name === DEFAULT_PERSON_NAME)
    placeholder(`The owner's name is the demo "${DEFAULT_PERSON_NAME}": set person.name in app/content/profile.ts.`);
  if (profile.person.headshot.src === DEFAULT_HEADSHOT_SRC)
    placeholder("The headshot is the illustrated placeholder: add a photo (800 × 1000 px) and set person.headshot.");
  for (const [key, contact] of [
    ["support", profile.support],
    ["realEstateContact", profile.realEstateContact],
  ] as const) {
    if (isExampleEmail(contact.email)) placeholder(`${key}.email is the example address ${contact.email}.`);
    if (isFictionalPhone(contact.phone)) placeholder(`${key}.phone is the fictional number ${contact.phone}.`);
  }
  if (isFictionalPhone(profile.realEstate.brokerage.phone))
    placeholder(`The brokerage's phone is the fictional number ${profile.realEstate.brokerage.phone}.`);
  if (
    PLACEHOLDER_ADDRESS.test(profile.realEstate.brokerage.name) ||
    PLACEHOLDER_ADDRESS.test(profile.realEstate.brokerage.address)
  )
    placeholder("The brokerage's name or address is a placeholder.");
  for (const licence of profile.realEstate.licences)
    if (/^[A-Z]*0+$/.test(licence.number))
      placeholder(`The ${licence.state} licence number ${licence.number} is a placeholder.`);
  if (PLACEHOLDER_ADDRESS.test(profile.business.mailingAddress))
    placeholder("The business's mailing address (shown in the privacy policy and terms) is a placeholder.");
  profile.offices.forEach((office) => {
    if (PLACEHOLDER_ADDRESS.test(office.street))
      placeholder(`The ${office.city} office's street address is a placeholder.`);
  });
  for (const social of profile.social)
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
