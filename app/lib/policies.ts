import type { Policy } from "~/content/policies";
import type { SiteProfile } from "~/content/profile";
import { fillWords } from "./fill-words";
import { keptPerKey, keptPerObject } from "./kept";

type PolicyProfile = Pick<SiteProfile, "business" | "support" | "legalReviewed">;
interface PolicyOptions {
  brand: string;
  guaranteeDays: number;
}

/** Filled policies by policy, profile, then brand and guarantee (docs/decisions/0015-filled-policies-kept.md). */
const filledPolicies = keptPerObject((policy: Policy) =>
  keptPerObject((profile: PolicyProfile) =>
    keptPerKey(16, (key: string) => {
      const [guaranteeDays, brand] = JSON.parse(key) as [number, string];
      return fillPolicyWords(policy, profile, { brand, guaranteeDays });
    }),
  ),
);

/**
 * A policy's words with the business's details filled in from the site profile. Every input comes
 * from the content or the isolate's configuration, so the words are filled once and kept: later
 * requests serialize the same object (nothing changes it).
 */
export function fillPolicy(policy: Policy, profile: PolicyProfile, options: PolicyOptions): Policy {
  return filledPolicies(policy)(profile)(JSON.stringify([options.guaranteeDays, options.brand]));
}

function fillPolicyWords(policy: Policy, profile: PolicyProfile, options: PolicyOptions): Policy {
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
  // In production an address she neither wrote nor confirmed is left out, with the comma before it.
  const fill = (text: string) => fillWords(values.address === "" ? text.replace(/,? \{address\}/g, "") : text, values);
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

/** Built once: a new formatter costs far more than formatting (decision 0006). */
const LONG_UTC_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-11-25" → "November 25, 2026" (UTC, so every server writes the same). */
export function reviewedDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return LONG_UTC_DATE.format(date);
}
