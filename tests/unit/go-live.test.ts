import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteProfile, type SiteProfile } from "~/content/profile";
import { goLiveFindings, isExampleEmail, isFictionalPhone, readTomlStrings, type GoLiveInput } from "~/lib/go-live";

/** The check's input as `npm run preflight` builds it from the shipped wrangler.toml. */
function shipped(secrets: readonly string[] | null = []): GoLiveInput {
  const toml = readTomlStrings(readFileSync(path.resolve(__dirname, "../../wrangler.toml"), "utf8"));
  return {
    vars: toml["env.production.vars"] ?? {},
    d1DatabaseId: toml["env.production.d1_databases"]?.database_id ?? null,
    secrets,
    profile: siteProfile,
  };
}

const messages = (input: GoLiveInput, level: "stop" | "placeholder") =>
  goLiveFindings(input)
    .filter((f) => f.level === level)
    .map((f) => f.message);

/** A profile with every demo value replaced. */
const realProfile: SiteProfile = {
  ...siteProfile,
  person: {
    ...siteProfile.person,
    name: "Ada Okafor",
    headshot: { ...siteProfile.person.headshot, src: "/images/profile/headshot.jpg", alt: "Ada Okafor smiling" },
  },
  business: { ...siteProfile.business, mailingAddress: "12 Main St, Orlando, FL 32801" },
  realEstate: {
    licences: [{ title: "Florida Real Estate Sales Associate", number: "SL3456789", state: "FL" }],
    brokerage: { name: "Sunrise Realty", address: "40 Park Ave, Orlando, FL 32801", phone: "(407) 201-3344" },
  },
  support: { ...siteProfile.support, email: "help@adaokafor.com", phone: "(407) 201-3345" },
  realEstateContact: { ...siteProfile.realEstateContact, email: "homes@adaokafor.com", phone: "(404) 201-3346" },
  offices: siteProfile.offices.map((o) => ({ ...o, street: o.street ? "1 Real Street" : "" })),
  social: [{ network: "instagram", label: "Instagram", url: "https://www.instagram.com/adaokafor" }],
};

describe("the go-live check on the shipped defaults", () => {
  it("stops on what would break production: no SITE_URL, the placeholder D1 id, no SESSION_SECRET", () => {
    const stops = messages(shipped(), "stop");
    expect(stops).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SITE_URL is not set/),
        expect.stringMatching(/D1 database_id is the placeholder/),
        expect.stringMatching(/^SESSION_SECRET is not set/),
      ]),
    );
  });

  it("reports every placeholder the owner must replace, one line each", () => {
    const todo = messages(shipped(), "placeholder");
    for (const pattern of [
      /^No STRIPE_SECRET_KEY/,
      /^No STRIPE_PRICE_\*/,
      /^No SCHEDULING_URL/,
      /demo "Grace Adeyemi"/,
      /headshot is the illustrated placeholder/,
      /support\.email is the example address support@example\.com/,
      /support\.phone is the fictional number \(407\) 555-0142/,
      /realEstateContact\.email is the example address/,
      /licence number SL0000000 is a placeholder/,
      /Facebook link is the network's home page/,
      /TikTok link is the network's home page/,
    ])
      expect(todo, String(pattern)).toContainEqual(expect.stringMatching(pattern));
    for (const line of [...todo, ...messages(shipped(), "stop")]) expect(line).not.toContain("\n");
  });

  it("says when it could not list the secrets, instead of guessing", () => {
    const input = shipped(null);
    expect(messages(input, "placeholder")).toContainEqual(
      expect.stringMatching(/Could not list the production secrets/),
    );
    expect(messages(input, "stop").some((m) => m.startsWith("SESSION_SECRET"))).toBe(false);
  });
});

describe("the go-live check on a finished configuration", () => {
  const ready: GoLiveInput = {
    vars: {
      ENVIRONMENT: "production",
      SITE_URL: "https://www.adaokafor.com",
      SCHEDULING_URL: "https://calendly.com/adaokafor",
      STORE_ID: "store-1",
      OWNER_EMAILS: "ada@adaokafor.com",
      STRIPE_PRICE_VIP: "price_123",
    },
    d1DatabaseId: "3f2a9c1e-0b7d-4e52-9a1c-2d5e8f7a6b40",
    secrets: ["SESSION_SECRET", "STRIPE_SECRET_KEY"],
    profile: realProfile,
  };

  it("finds nothing", () => {
    expect(goLiveFindings(ready)).toEqual([]);
  });

  it("stops on a malformed SITE_URL, half a Supabase, a bad video address or an unsound profile", () => {
    const stop = (input: GoLiveInput) => messages(input, "stop");
    expect(stop({ ...ready, vars: { ...ready.vars, SITE_URL: "www.adaokafor.com" } })).toHaveLength(1);
    expect(stop({ ...ready, vars: { ...ready.vars, SUPABASE_URL: "https://x.supabase.co" } })).toEqual([
      expect.stringMatching(/SUPABASE_URL and SUPABASE_ANON_KEY/),
    ]);
    expect(stop({ ...ready, vars: { ...ready.vars, EVENT_VIDEO_URL: "https://vimeo.com/1" } })).toEqual([
      expect.stringMatching(/EVENT_VIDEO_URL/),
    ]);
    const unsound = { ...realProfile, support: { ...realProfile.support, email: "not an email" } };
    expect(stop({ ...ready, profile: unsound })).toEqual([expect.stringMatching(/support\.email/)]);
  });
});

describe("helpers", () => {
  it("knows the reserved example domains and the fictional 555-01xx numbers", () => {
    expect(isExampleEmail("support@example.com")).toBe(true);
    expect(isExampleEmail("a@mail.example.org")).toBe(true);
    expect(isExampleEmail("ada@examples.com")).toBe(false);
    expect(isFictionalPhone("(407) 555-0142")).toBe(true);
    expect(isFictionalPhone("407.555.0199")).toBe(true);
    expect(isFictionalPhone("(407) 555-2142")).toBe(false);
  });

  it("reads the strings of a wrangler.toml's tables, first entry of an array table", () => {
    const toml = readTomlStrings(`
name = "site" # a comment
[env.production.vars]
SITE_URL = "https://a.example" # trailing comment
# OWNER_NAME = "commented out"
QUOTE = "say \\"hi\\""
[[env.production.d1_databases]]
database_id = "first"
[[env.production.d1_databases]]
database_id = "second"
`);
    expect(toml[""]).toEqual({ name: "site" });
    expect(toml["env.production.vars"]).toEqual({ SITE_URL: "https://a.example", QUOTE: 'say "hi"' });
    expect(toml["env.production.d1_databases"]).toEqual({ database_id: "first" });
  });
});
