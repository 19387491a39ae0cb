import { signatureName } from "~/lib/site-profile";
import type { ProfileSection } from "~/lib/site-sections";

/** What the signature is read from: the configuration and her saved site content (a request's context). */
export interface SignatureSource {
  config: { environment: string };
  services: { site: { overrides(): Promise<{ profile?: ProfileSection }> } };
}

/**
 * The name every email to a visitor ends with: hers, from her saved profile over the defaults
 * (lib/site-profile.ts). Her saved values unreadable: the defaults' name, as the pages show then.
 */
export async function signatureFor(context: SignatureSource): Promise<string> {
  const production = context.config.environment === "production";
  const own = await context.services.site.overrides().catch(() => undefined);
  return signatureName(own?.profile, { production });
}
