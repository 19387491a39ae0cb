import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteProfile, type SiteProfile } from "~/content/profile";
import {
  goLiveFindings,
  isExampleEmail,
  isFictionalPhone,
  launchChecklist,
  offerPriceIds,
  priceFromStripeAnswer,
  priceIdsFromVars,
  readTomlStrings,
  type GoLiveInput,
  type LaunchInput,
  type PriceCheck,
} from "~/lib/go-live";
import type { StripePrice } from "~/lib/offer-prices";
import type { OffersSection, SiteOverrides } from "~/lib/site-sections";
import { OFFER_KEYS, offers } from "~/content/offers";

/** The check's input as `npm run preflight` builds it from the shipped wrangler.toml. */
function shipped(secrets: readonly string[] | null = []): GoLiveInput {
  const toml = readTomlStrings(readFileSync(path.resolve(__dirname, "../../wrangler.toml"), "utf8"));
  return {
    vars: toml["env.production.vars"] ?? {},
    d1DatabaseId: toml["env.production.d1_databases"]?.database_id ?? null,
    secrets,
    profile: siteProfile,
    samples: siteProfile.testimonials,
    overrides: {},
    prices: { compared: true, prices: [] },
  };
}

const messages = (input: GoLiveInput, level: "stop" | "placeholder") =>
  goLiveFindings(input)
    .filter((f) => f.level === level)
    .map((f) => f.message);

/** "This is true" ticked for every sales page's sample value figures (on its first offer's card). */
const TRUE_FIGURES: OffersSection = Object.fromEntries(
  [...new Set(OFFER_KEYS.map((key) => offers[key].page))].map((page) => [
    OFFER_KEYS.find((key) => offers[key].page === page)!,
    { words: { compareAtTrue: true } },
  ]),
);

/** The sales pages that show sample value figures. */
const FIGURE_PAGES = [
  "/product/ai-marketing-suite",
  "/product/biz-registration-bundle",
  "/product/funding-bundle",
  "/product/beginner-to-expert-investor-bundle",
  "/product/homeownership-game-plan",
  "/product/dominion-wealth-bundle",
];

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

/** Every sample block of the profile written by her (so none is left out or a sample). */
const HER_BLOCKS = {
  bio: "I rebuilt my credit first.\n\nThen I bought a home.",
  focus: ["Homeownership: from credit to closing"],
  credentials: ["Florida sales associate since 2019"],
  offices: [{ city: "Orlando", street: "12 Main St" }],
  mailingAddress: "12 Main St, Orlando, FL 32801",
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

  it("stops on everything production would show fake, one line each, and lists the rest", () => {
    const findings = goLiveFindings(shipped());
    const fake = findings.filter((f) => f.level === "stop" && f.item).map((f) => f.item);
    expect(fake).toEqual([
      "name",
      "photo",
      "contacts",
      "licence",
      "story",
      "focus",
      "credentials",
      "offices",
      "address",
      ...FIGURE_PAGES.map(() => "values"),
    ]);
    const stops = messages(shipped(), "stop");
    for (const pattern of [
      /demo "Grace Adeyemi"/,
      /drawn placeholder face/,
      /support\.email support@example\.com, support\.phone \(407\) 555-0142, realEstateContact\.email homes@example\.com/,
      /licence line is a placeholder \(SL0000000, 000000; Example Realty Group/,
      /credentials on \/about are the invented samples/,
      /offices on \/contact are the samples at example addresses/,
      /mailing address \(legal pages, every broadcast's footer: CAN-SPAM\) is the example address/,
    ])
      expect(stops, String(pattern)).toContainEqual(expect.stringMatching(pattern));
    const todo = messages(shipped(), "placeholder");
    for (const pattern of [
      /^No STRIPE_SECRET_KEY/,
      /^No STRIPE_PRICE_\*/,
      /^No booking calendar/,
      /^No STORE_ID: \/store says the shop opens soon/,
      /^No testimonials of hers/,
      /Facebook link is the network's home page/,
      /TikTok link is the network's home page/,
    ])
      expect(todo, String(pattern)).toContainEqual(expect.stringMatching(pattern));
    for (const line of [...todo, ...stops]) expect(line).not.toContain("\n");
  });

  it("says when it could not list the secrets, instead of guessing", () => {
    const input = shipped(null);
    expect(messages(input, "placeholder")).toContainEqual(
      expect.stringMatching(/Could not list the production secrets/),
    );
    expect(messages(input, "stop").some((m) => m.startsWith("SESSION_SECRET"))).toBe(false);
  });
});

const mine = {
  id: "t1",
  name: "Ada's client",
  quote: "She helped us buy our first home.",
  stars: 5 as const,
  where: ["about" as const, "products" as const],
  permission: true as const,
};

function stripePrice(cents: number, interval: string | null = null): StripePrice {
  return { id: "price_x", active: true, cents, currency: "usd", interval };
}

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
    samples: siteProfile.testimonials,
    overrides: { profile: HER_BLOCKS, testimonials: { items: [mine] }, offers: TRUE_FIGURES },
    prices: { compared: true, prices: [{ offer: "vip", priceId: "price_123", price: stripePrice(39700) }] },
    sampleFiles: [],
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

describe("the launch checklist (the /owner list and the preflight's content lines)", () => {
  const base: LaunchInput = {
    profile: siteProfile,
    overrides: {},
    samples: siteProfile.testimonials,
    storeConnected: false,
    schedulingUrl: null,
    prices: { compared: true, prices: [] },
    sampleFiles: [],
  };
  /** Her values that replace every sample of app/content. */
  const hers: SiteOverrides = {
    profile: {
      name: "Ada Okafor",
      photo: { src: `/site/photo/${"a".repeat(64)}.jpg`, width: 800, height: 1000 },
      email: "ada@adaokafor.com",
      phone: "(407) 201-3345",
      licence: "Florida Sales Associate SL3456789",
      brokerage: "Sunrise Realty, 40 Park Ave, Orlando",
      ...HER_BLOCKS,
    },
    testimonials: { items: [mine] },
    booking: { schedulingUrl: "https://calendly.com/adaokafor" },
    offers: TRUE_FIGURES,
  };
  const ids = (input: LaunchInput) => launchChecklist(input).map((item) => `${item.level}:${item.id}`);

  it("on the defaults: each sample is an item with her words and the page that fixes it", () => {
    const items = launchChecklist(base);
    expect(items.map((i) => `${i.level}:${i.id}`)).toEqual([
      "stop:name",
      "stop:photo",
      "stop:contacts",
      "stop:licence",
      "stop:story",
      "stop:focus",
      "stop:credentials",
      "stop:offices",
      "stop:address",
      "placeholder:testimonials",
      "placeholder:store",
      ...FIGURE_PAGES.map(() => "stop:values"),
      "placeholder:booking",
    ]);
    const fix = Object.fromEntries(items.map((i) => [i.id, i.fix]));
    expect(fix).toEqual({
      name: "/owner/site/profile",
      photo: "/owner/site/profile",
      contacts: "/owner/site/profile",
      licence: "/owner/site/profile",
      story: "/owner/site/profile",
      focus: "/owner/site/profile",
      credentials: "/owner/site/profile",
      offices: "/owner/site/profile",
      address: "/owner/site/profile",
      testimonials: "/owner/site/testimonials",
      store: null,
      values: "/owner/site/offers",
      booking: "/owner/site/booking",
    });
    for (const item of items) expect(item.text).not.toMatch(/STORE_ID.*\[env|app\/content/);
  });

  it("is empty once her saved values replace every sample and the shop is connected", () => {
    expect(launchChecklist({ ...base, overrides: hers, storeConnected: true })).toEqual([]);
  });

  it("stops on each sales page with sample value figures until she writes hers, removes them or ticks “this is true”", () => {
    const values = (section: OffersSection) =>
      launchChecklist({ ...base, overrides: { ...hers, offers: section }, storeConnected: true }).filter(
        (item) => item.id === "values",
      );
    const all = values({});
    expect(all.map((item) => item.level)).toEqual(FIGURE_PAGES.map(() => "stop"));
    expect(all.map((item) => item.text).join("\n")).toContain("Value figures on /product/dominion-wealth-bundle");
    const plan = "homeownership-game-plan";
    const left = (section: OffersSection) => values(section).map((item) => item.message.split(" ")[0]);
    expect(left({ [plan]: { words: { compareAt: "Worth it to me." } } })).not.toContain(`/product/${plan}`);
    expect(left({ [plan]: { words: { compareAt: null } } })).not.toContain(`/product/${plan}`);
    expect(left({ [plan]: { words: { compareAtTrue: true } } })).not.toContain(`/product/${plan}`);
    // A figure she typed herself on the card is hers; the sample's own figure saved unchanged is not.
    expect(left({ [plan]: { compareAt: { cents: 4500, label: "was" } } })).not.toContain(`/product/${plan}`);
    expect(left({ [plan]: { compareAt: { cents: 5997, label: "was" } } })).toContain(`/product/${plan}`);
  });

  it("stops on the offers on sale whose file is still a sample, and says when the files were not checked", () => {
    const files = (sampleFiles: LaunchInput["sampleFiles"], section?: OffersSection) =>
      launchChecklist({
        ...base,
        overrides: { ...hers, ...(section ? { offers: section } : {}) },
        storeConnected: true,
        sampleFiles,
      });
    expect(files(["ai-playbook", "funding-bundle"])).toEqual([
      expect.objectContaining({ id: "files", level: "stop", fix: "/owner/site/offers" }),
    ]);
    expect(files(["ai-playbook", "funding-bundle"])[0].text).toContain("AI Playbook, Funding Bundle");
    const [unchecked] = files(null);
    expect(unchecked).toMatchObject({ id: "files", level: "placeholder" });
    expect(unchecked.message).toContain("Personal Credit Ebook");
    // An offer not on sale, or whose files she uploaded, is not named.
    const uploaded = [
      {
        id: "x",
        key: "offers/ai-playbook/x.pdf",
        name: "AI Playbook.pdf",
        size: 9,
        uploadedAt: "2026-01-05T10:00:00Z",
      },
    ];
    const quiet = Object.fromEntries(
      OFFER_KEYS.map((key) => [
        key,
        { ...TRUE_FIGURES[key], ...(key === "ai-playbook" ? { files: uploaded } : { status: "hidden" as const }) },
      ]),
    );
    expect(files(null, quiet)).toEqual([]);
  });

  it("drops an item once she saves a real value, and keeps the rest", () => {
    expect(ids({ ...base, overrides: { profile: { name: "Ada Okafor" } } })).not.toContain("stop:name");
    expect(ids({ ...base, overrides: { profile: { name: "Ada Okafor" } } })).toContain("stop:photo");
  });

  it("a contact or licence she typed that is still a placeholder stays an item", () => {
    const typed = (profile: NonNullable<SiteOverrides["profile"]>) =>
      ids({ ...base, overrides: { ...hers, profile: { ...hers.profile, ...profile } }, storeConnected: true });
    expect(typed({ email: "me@example.com" })).toEqual(["stop:contacts"]);
    expect(typed({ phone: "407-555-0100" })).toEqual(["stop:contacts"]);
    expect(typed({ licence: "Florida SL0000000" })).toEqual(["stop:licence"]);
    expect(typed({ brokerage: "Example Realty Group" })).toEqual(["stop:licence"]);
  });

  it("stops on a sample testimonial production would show (one she saved as hers)", () => {
    const sample = siteProfile.testimonials[0];
    const copied = { ...mine, name: sample.name, quote: sample.quote };
    const items = launchChecklist({
      ...base,
      overrides: { ...hers, testimonials: { items: [copied] } },
      storeConnected: true,
    });
    expect(items.map((i) => `${i.level}:${i.id}`)).toEqual(["stop:testimonials"]);
    expect(items[0].text).toMatch(/sample reviews/);
  });

  describe("prices", () => {
    const check = (prices: PriceCheck) => launchChecklist({ ...base, overrides: hers, storeConnected: true, prices });

    it("stops on a Stripe price that differs from the typed one, naming both", () => {
      const [item] = check({
        compared: true,
        prices: [{ offer: "ai-playbook", priceId: "price_raised", price: stripePrice(3700) }],
      });
      expect(item).toMatchObject({ id: "prices", level: "stop", fix: "/owner/site/offers" });
      expect(item.message).toContain("AI Playbook: Stripe charges $37 one-time, the typed price is $27");
      expect(item.text).toContain("AI Playbook");
    });

    it("stops on a monthly price where the offer is one-time, and on a price Stripe does not have", () => {
      const items = check({
        compared: true,
        prices: [
          { offer: "ai-playbook", priceId: "price_a", price: stripePrice(2700, "month") },
          { offer: "vip", priceId: "price_gone", price: "missing" },
        ],
      });
      expect(items).toHaveLength(1);
      expect(items[0].message).toMatch(
        /AI Playbook: Stripe charges \$27\/m.*VIP Ebook Upgrade: Stripe has no price price_gone/,
      );
    });

    it("finds nothing when Stripe charges the typed price (a monthly plan monthly)", () => {
      expect(
        check({
          compared: true,
          prices: [
            { offer: "ai-playbook", priceId: "price_a", price: stripePrice(2700) },
            { offer: "starter", priceId: "price_s", price: stripePrice(9700, "month") },
          ],
        }),
      ).toEqual([]);
    });

    it("says plainly when prices were not compared, without stopping", () => {
      const [notCompared] = check({ compared: false, why: "no STRIPE_SECRET_KEY in this shell" });
      expect(notCompared).toMatchObject({ id: "prices", level: "placeholder" });
      expect(notCompared.message).toBe("Prices were NOT compared with Stripe: no STRIPE_SECRET_KEY in this shell.");
      const [unread] = check({
        compared: true,
        prices: [{ offer: "vip", priceId: "price_v", price: "unreadable" }],
      });
      expect(unread).toMatchObject({ id: "prices", level: "placeholder" });
      expect(unread.message).toContain("NOT compared for VIP Ebook Upgrade (price_v)");
    });
  });

  it("each offer's price id: hers before STRIPE_PRICE_<KEY>; a hidden offer's is not checked", () => {
    const fromVars = priceIdsFromVars({ STRIPE_PRICE_AI_PLAYBOOK: "price_var", STRIPE_PRICE_VIP: "price_vip" });
    expect(offerPriceIds(fromVars, undefined)).toEqual([
      { offer: "ai-playbook", priceId: "price_var" },
      { offer: "vip", priceId: "price_vip" },
    ]);
    expect(offerPriceIds(fromVars, { "ai-playbook": { priceId: "price_hers" }, vip: { status: "hidden" } })).toEqual([
      { offer: "ai-playbook", priceId: "price_hers" },
    ]);
  });

  it("reads a Stripe API price", () => {
    expect(
      priceFromStripeAnswer({
        id: "price_1",
        active: true,
        unit_amount: 9700,
        currency: "usd",
        recurring: { interval: "month", interval_count: 1 },
      }),
    ).toEqual({ id: "price_1", active: true, cents: 9700, currency: "usd", interval: "month" });
    expect(
      priceFromStripeAnswer({ id: "price_2", active: false, unit_amount: null, currency: "eur", recurring: null }),
    ).toEqual({ id: "price_2", active: false, cents: null, currency: "eur", interval: null });
    expect(priceFromStripeAnswer({ error: { message: "No such price" } })).toBeNull();
  });
});
