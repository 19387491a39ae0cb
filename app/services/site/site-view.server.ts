import { OWNER_TIME_ZONE } from "~/content/site";
import { dayIn } from "~/lib/time-zone";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SiteProfile } from "~/content/profile";
import type { Testimonial } from "~/content/types";
import { activeAnnouncement, testimonialsFor, type SiteOverrides, type TestimonialPlace } from "~/lib/site-sections";
import * as clock from "~/lib/clock";
import { profileDefaults, shownProfile } from "~/lib/site-profile";

/**
 * What a page shows: app/content's defaults with the owner's values laid over them (one cached read
 * per isolate, site-content.server.ts). Loaders call this; nothing else reads the overrides.
 */
export interface SiteView {
  overrides: SiteOverrides;
  /** Her profile over the defaults (app/lib/site-profile.ts, the one reader of the typed one). */
  profile: SiteProfile;
  /** The banner to show today, or null. */
  announcement: { text: string; link: string | null } | null;
  /** The testimonials of a place: hers, else the samples (never in production). */
  testimonials(place: TestimonialPlace, samples?: readonly Testimonial[]): readonly Testimonial[];
}

export async function siteView(
  context: Pick<AppLoadContext, "services" | "config">,
  now = clock.now(),
): Promise<SiteView> {
  const overrides = await context.services.site.overrides();
  const production = context.config.environment === "production";
  return {
    overrides,
    profile: shownProfile(overrides.profile, { production }),
    // Today's date where the business is (an announcement ends at the end of its last day there),
    // looked up only for an announcement that may have ended.
    announcement: overrides.announcement
      ? activeAnnouncement(overrides.announcement, dayIn(OWNER_TIME_ZONE, now))
      : null,
    testimonials: (place, samples = profileDefaults().testimonials) =>
      testimonialsFor(place, overrides.testimonials, samples, production),
  };
}
