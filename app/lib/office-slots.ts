import { SITE_LIMITS } from "~/content/site-limits";

/**
 * How many office rows the profile form shows: hers and one more, at least two. Apart from
 * site-forms.ts, whose validation would come with it into the page's browser code.
 */
export function officeSlots(saved: number): number {
  return Math.min(SITE_LIMITS.offices, Math.max(2, saved + 1));
}
