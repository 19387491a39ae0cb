import { siteProfile, type SiteProfile } from "~/content/profile";
import { mergeProfile, type ProfileSection } from "./site-sections";

/**
 * Her profile as every page, email and check shows it: the one reader of app/content/profile.ts's
 * values (ESLint refuses `siteProfile` anywhere else). Her saved section (/owner/site/profile) is
 * laid over the typed defaults; in production a sample block she neither wrote nor confirmed is
 * left out.
 */

export { DEFAULT_HEADSHOT_SRC, DEFAULT_PERSON_NAME } from "~/content/profile";

/** Made again only when she saves (her section is then a new object) or the environment differs. */
const kept = new WeakMap<ProfileSection, SiteProfile>();
const keptProduction = new WeakMap<ProfileSection, SiteProfile>();
const bare = { production: mergeProfile(siteProfile, undefined, { production: true }), other: siteProfile };

export function shownProfile(
  section: ProfileSection | undefined,
  { production }: { production: boolean },
): SiteProfile {
  if (!section) return production ? bare.production : bare.other;
  const memory = production ? keptProduction : kept;
  let profile = memory.get(section);
  if (!profile) memory.set(section, (profile = mergeProfile(siteProfile, section, { production })));
  return profile;
}

/** The typed defaults themselves: the owner's form shows them as hints, the go-live check validates them. */
export function profileDefaults(): SiteProfile {
  return siteProfile;
}
