import { siteProfile, type SiteProfile } from "~/content/profile";
import { mergeProfile, type ProfileSection } from "./site-sections";
import { keptPerObject } from "./kept";

/**
 * Her profile as every page, email and check shows it: the one reader of app/content/profile.ts's
 * values (ESLint refuses `siteProfile` anywhere else). Her saved section (/owner/site/profile) is
 * laid over the typed defaults; in production a sample block she neither wrote nor confirmed is
 * left out.
 */

export { DEFAULT_HEADSHOT_SRC, DEFAULT_PERSON_NAME } from "~/content/profile";

/** Made again only when she saves (her section is then a new object) or the environment differs. */
const kept = keptPerObject((section: ProfileSection) => mergeProfile(siteProfile, section, { production: false }));
const keptProduction = keptPerObject((section: ProfileSection) =>
  mergeProfile(siteProfile, section, { production: true }),
);
const bare = { production: mergeProfile(siteProfile, undefined, { production: true }), other: siteProfile };

export function shownProfile(
  section: ProfileSection | undefined,
  { production }: { production: boolean },
): SiteProfile {
  if (!section) return production ? bare.production : bare.other;
  return production ? keptProduction(section) : kept(section);
}

/** The typed defaults themselves: the owner's form shows them as hints, the go-live check validates them. */
export function profileDefaults(): SiteProfile {
  return siteProfile;
}

/** The name every email to a visitor ends with: hers, as her profile shows it. */
export function signatureName(section: ProfileSection | undefined, { production }: { production: boolean }): string {
  return shownProfile(section, { production }).person.name;
}
