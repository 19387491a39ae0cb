import type { AppLoadContext } from "@remix-run/cloudflare";
import memoizeOne from "memoize-one";
import { siteProfile } from "~/content/profile";
import type { Testimonial } from "~/content/types";
import {
  activeAnnouncement,
  mergeProfile,
  testimonialsFor,
  type SiteOverrides,
  type TestimonialPlace,
} from "~/lib/site-sections";
import * as clock from "~/lib/clock";

/**
 * What a page shows: app/content's defaults with the owner's values laid over them (one cached read
 * per isolate, site-content.server.ts). Loaders call this; nothing else reads the overrides.
 */
export interface SiteView {
  overrides: SiteOverrides;
  profile: typeof siteProfile;
  /** The banner to show today, or null. */
  announcement: { text: string; link: string | null } | null;
  /** The testimonials of a place: hers, else the samples (never in production). */
  testimonials(place: TestimonialPlace, samples?: readonly Testimonial[]): readonly Testimonial[];
}

/** Today's date (YYYY-MM-DD) where the business is: an announcement ends at the end of its last day there. */
const businessDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Her profile over the defaults, made again only when she saves (her section is then a new object). */
const profileOver = memoizeOne((own: SiteOverrides["profile"]) => mergeProfile(siteProfile, own));

export async function siteView(
  context: Pick<AppLoadContext, "services" | "config">,
  now = clock.now(),
): Promise<SiteView> {
  const overrides = await context.services.site.overrides();
  const production = context.config.environment === "production";
  return {
    overrides,
    profile: profileOver(overrides.profile),
    // Today's date is looked up only for an announcement that may have ended.
    announcement: overrides.announcement ? activeAnnouncement(overrides.announcement, businessDay.format(now)) : null,
    testimonials: (place, samples = siteProfile.testimonials) =>
      testimonialsFor(place, overrides.testimonials, samples, production),
  };
}
