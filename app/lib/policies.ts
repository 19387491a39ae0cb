import type { Policy } from "~/content/policies";
import type { SiteProfile } from "~/content/profile";
import { fillWords } from "./email-messages";

/** A policy's words with the business's details filled in from the site profile. */
export function fillPolicy(
  policy: Policy,
  profile: Pick<SiteProfile, "business" | "support" | "legalReviewed">,
  options: { brand: string; guaranteeDays: number },
): Policy {
  const values: Record<string, string> = {
    business: profile.business.legalName,
    brand: options.brand,
    email: profile.support.email,
    phone: profile.support.phone,
    address: profile.business.mailingAddress,
    state: profile.business.governingState,
    days: String(options.guaranteeDays),
    reviewed: reviewedDate(profile.legalReviewed),
  };
  const fill = (text: string) => fillWords(text, values);
  return {
    eyebrow: policy.eyebrow,
    title: fill(policy.title),
    intro: fill(policy.intro),
    reviewed: fill(policy.reviewed),
    seo: { title: fill(policy.seo.title), description: fill(policy.seo.description) },
    sections: policy.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      ...(section.points ? { points: section.points.map(fill) } : {}),
    })),
  };
}

/** "2026-11-25" → "November 25, 2026" (UTC, so every server writes the same). */
export function reviewedDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
