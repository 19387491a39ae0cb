import { socialIconPaths, type SocialLink } from "~/content/navigation";
import type { SiteProfile, SocialProfile } from "~/content/profile";

/**
 * Rules about the site profile (app/content/profile.ts): its validation, which the unit tests and
 * the go-live check run, and the small derivations pages share (tel: links, the licence line).
 */

export interface ProfileProblem {
  /** Where in the profile, e.g. "support.email". */
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, + ( ) - . only, with 7 to 15 digits (E.164's limit). */
const PHONE = /^\+?[\d\s().-]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

/** The tel: link of a displayed number, e.g. "(407) 555-0142" → "tel:4075550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A social network's home page rather than a profile on it, e.g. https://www.facebook.com/. */
export function isBareSocialUrl(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/+$/, "") === "";
  } catch {
    return true;
  }
}

/** The profiles a visitor may follow: a bare network home page is never shown. */
export function socialProfilesToShow(social: readonly SocialProfile[]): SocialProfile[] {
  return social.filter((s) => !isBareSocialUrl(s.url));
}

/** The footer's social links: the profiles to show, each with its network's icon. */
export function footerSocialLinks(social: readonly SocialProfile[]): SocialLink[] {
  return socialProfilesToShow(social).map((s) => ({
    label: s.label,
    href: s.url,
    icon: s.network,
    iconPath: socialIconPaths[s.network],
  }));
}

/** An image path the site serves itself (public/) or an https URL (e.g. R2's public bucket). */
function isImageSource(src: string): boolean {
  return (src.startsWith("/") && !src.startsWith("//")) || isHttpsUrl(src);
}

/** Everything wrong with a profile's shape and values; empty when it is sound. */
export function validateProfile(profile: SiteProfile): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const need = (field: string, value: string, what: string) => {
    if (value.trim() === "") problems.push({ field, message: `${what} is empty.` });
  };
  const image = (field: string, img: { src: string; alt: string; width: number; height: number }) => {
    if (!isImageSource(img.src))
      problems.push({ field: `${field}.src`, message: `"${img.src}" is not a site path or https URL.` });
    need(`${field}.alt`, img.alt, "The image's alt text");
    if (!(img.width > 0 && img.height > 0))
      problems.push({ field, message: "The image needs its width and height in pixels." });
  };

  need("person.name", profile.person.name, "The owner's name");
  need("person.role", profile.person.role, "The owner's role");
  need("person.shortBio", profile.person.shortBio, "The short bio");
  image("person.headshot", profile.person.headshot);
  profile.person.credentials.forEach((c, i) => need(`person.credentials[${i}]`, c, "A credential"));

  need("business.legalName", profile.business.legalName, "The business's legal name");
  need("business.mailingAddress", profile.business.mailingAddress, "The mailing address");
  need("business.governingState", profile.business.governingState, "The governing state");

  if (profile.realEstate.licences.length === 0)
    problems.push({ field: "realEstate.licences", message: "At least one real-estate licence is needed." });
  profile.realEstate.licences.forEach((licence, i) => {
    need(`realEstate.licences[${i}].title`, licence.title, "The licence's title");
    need(`realEstate.licences[${i}].number`, licence.number, "The licence number");
    if (!/^[A-Z]{2}$/.test(licence.state))
      problems.push({ field: `realEstate.licences[${i}].state`, message: "The state must be a two-letter code." });
  });
  need("realEstate.brokerage.name", profile.realEstate.brokerage.name, "The brokerage's name");
  need("realEstate.brokerage.address", profile.realEstate.brokerage.address, "The brokerage's address");
  if (!isPhone(profile.realEstate.brokerage.phone))
    problems.push({ field: "realEstate.brokerage.phone", message: "The brokerage's phone is not a phone number." });

  for (const key of ["support", "realEstateContact"] as const) {
    const contact = profile[key];
    need(`${key}.title`, contact.title, "The contact's title");
    if (!isEmail(contact.email))
      problems.push({ field: `${key}.email`, message: `"${contact.email}" is not an email address.` });
    if (!isPhone(contact.phone))
      problems.push({ field: `${key}.phone`, message: `"${contact.phone}" is not a phone number.` });
  }

  if (profile.offices.length === 0) problems.push({ field: "offices", message: "At least one office is needed." });
  profile.offices.forEach((office, i) => {
    need(`offices[${i}].city`, office.city, "The office's city");
    need(`offices[${i}].country`, office.country, "The office's country");
  });

  const networks = new Set<string>();
  profile.social.forEach((s, i) => {
    if (!isHttpsUrl(s.url)) problems.push({ field: `social[${i}].url`, message: `"${s.url}" is not an https URL.` });
    if (networks.has(s.network)) problems.push({ field: `social[${i}]`, message: `${s.label} is listed twice.` });
    networks.add(s.network);
  });

  profile.testimonials.forEach((t, i) => {
    need(`testimonials[${i}].name`, t.name, "The client's name");
    need(`testimonials[${i}].quote`, t.quote, "The quote");
    if (!Number.isInteger(t.stars) || t.stars < 1 || t.stars > 5)
      problems.push({ field: `testimonials[${i}].stars`, message: "Stars must be a whole number from 1 to 5." });
    if (t.photo) image(`testimonials[${i}].photo`, t.photo);
  });

  if (!DATE.test(profile.legalReviewed) || Number.isNaN(Date.parse(profile.legalReviewed)))
    problems.push({ field: "legalReviewed", message: "The review date must be written YYYY-MM-DD." });
  return problems;
}

/** "Florida Real Estate Sales Associate, licence SL0000000 · Georgia …": the licence line. */
export function licenceLine(profile: Pick<SiteProfile, "realEstate">): string {
  // A licence the owner typed in one line ("Florida Sales Associate SL123") has no separate number.
  const licences = profile.realEstate.licences
    .map((l) => (l.number ? `${l.title}, licence ${l.number}` : l.title))
    .join(" · ");
  const { name, address } = profile.realEstate.brokerage;
  return `${licences}. Brokered by ${address ? `${name}, ${address}` : name}.`;
}

/** Initials for a monogram, e.g. "Tanya R." → "TR". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, "").charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}
