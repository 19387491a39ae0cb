import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OFFER_KEYS, offers } from "~/content/offers";
import type { StandIn } from "../support/stand-ins/stand-in";
import { prices, startStripeStandIn, stripeHandler } from "../support/stand-ins/stripe";

/**
 * `npm run preflight` (scripts/preflight.mjs) as a developer runs it before `npm run deploy`: on
 * today's defaults it names each thing production would show fake and exits non-zero; with her
 * saved values (given as a file, as `wrangler d1 execute --json` prints them), a finished
 * wrangler.toml and Stripe's prices matching the typed ones, it exits 0.
 */

const ROOT = path.resolve(__dirname, "../..");
let dir: string;
let stripe: StandIn;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "preflight-test-"));
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  stripe.setHandler(stripeHandler);
  stripe.requests.length = 0;
  prices.clear();
});

/** Runs the script; never the developer's wrangler login: secrets and her values come from the test. */
function preflight(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/preflight.mjs", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

/** A production wrangler.toml with everything set (one offer priced by a var). */
const FINISHED_TOML = `name = "site"
[env.production.vars]
ENVIRONMENT = "production"
SITE_URL = "https://www.adaokafor.com"
STORE_ID = "ada-store"
OWNER_EMAILS = "ada@adaokafor.com"
STRIPE_PRICE_AI_PLAYBOOK = "price_playbook"
[[env.production.d1_databases]]
binding = "LEADS_DB"
database_id = "3f2a9c1e-0b7d-4e52-9a1c-2d5e8f7a6b40"
`;

/** Her saved values as `wrangler d1 execute --json` prints the latest rows of site_versions. */
const TRUE_FIGURES = Object.fromEntries(
  [...new Set(OFFER_KEYS.map((key) => offers[key].page))].map((page) => [
    OFFER_KEYS.find((key) => offers[key].page === page),
    { words: { compareAtTrue: true } },
  ]),
);

const HER_VALUES = JSON.stringify([
  {
    results: [
      {
        id: 3,
        section: "profile",
        value: JSON.stringify({
          name: "Ada Okafor",
          photo: { src: `/site/photo/${"b".repeat(64)}.jpg`, width: 800, height: 1000 },
          email: "ada@adaokafor.com",
          phone: "(407) 201-3345",
          licence: "Florida Sales Associate SL3456789",
          brokerage: "Sunrise Realty, 40 Park Ave, Orlando",
          bio: "I rebuilt my credit first.\n\nThen I bought a home.",
          focus: ["Homeownership: from credit to closing"],
          credentials: ["Florida sales associate since 2019"],
          offices: [{ city: "Orlando", street: "12 Main St" }],
          mailingAddress: "12 Main St, Orlando, FL 32801",
        }),
      },
      {
        id: 4,
        section: "testimonials",
        value: JSON.stringify({
          items: [
            {
              id: "t1",
              name: "Keisha M.",
              quote: "Ada got us to closing day.",
              stars: 5,
              where: ["about", "products"],
              permission: true,
            },
          ],
        }),
      },
      { id: 5, section: "booking", value: JSON.stringify({ schedulingUrl: "https://calendly.com/adaokafor" }) },
      // "This is true" ticked for each sales page's sample value figures, on its first offer's card.
      { id: 6, section: "offers", value: JSON.stringify(TRUE_FIGURES) },
    ],
    success: true,
    meta: {},
  },
]);

const finished = () => ({
  PREFLIGHT_WRANGLER_TOML: file("wrangler.toml", FINISHED_TOML),
  PREFLIGHT_SITE_VALUES: file("values.json", HER_VALUES),
  PREFLIGHT_SECRETS: "SESSION_SECRET,STRIPE_SECRET_KEY",
  STRIPE_SECRET_KEY: "sk_test_preflight",
  STRIPE_API_URL: stripe.url,
});

const stopLines = (out: string) => out.split("\n").filter((line) => line.startsWith("STOP"));

describe("npm run preflight", () => {
  it("on today's defaults names each placeholder with a STOP line and exits non-zero", async () => {
    const { code, out } = await preflight(["--offline"], { PREFLIGHT_SECRETS: "" });
    expect(code).toBe(1);
    const stops = stopLines(out).join("\n");
    for (const pattern of [
      /STOP {2}The owner's name is the demo "Grace Adeyemi"/,
      /STOP {2}The headshot is the drawn placeholder face/,
      /STOP {2}Example contacts are shown \(support\.email support@example\.com/,
      /STOP {2}The licence line is a placeholder \(SL0000000/,
      /STOP {2}SITE_URL is not set/,
    ])
      expect(stops, String(pattern)).toMatch(pattern);
    // It says which values it checked: offline, not hers.
    expect(out).toContain("her saved values were NOT read (--offline)");
    expect(out).toMatch(/^TODO {2}No testimonials of hers/m);
    // Each sales page with sample value figures stops; the files in R2 could not be checked.
    expect(stops).toMatch(/STOP {2}\/product\/dominion-wealth-bundle shows the sample "value"\/"was"\/bonus figures/);
    expect(out).toMatch(/^TODO {2}Files NOT checked for samples: /m);
    // No shop is not fake: production says it opens soon.
    expect(out).toMatch(/^TODO {2}No STORE_ID: \/store says the shop opens soon/m);
  });

  it("exits 0 once each placeholder is replaced, and says it compared the prices with Stripe", async () => {
    prices.set("price_playbook", { unit_amount: 2700 });
    const { code, out } = await preflight([], finished());
    expect(stopLines(out)).toEqual([]);
    expect(code).toBe(0);
    expect(out).toContain("Checked: her saved values from");
    expect(out).not.toContain("NOT compared");
    expect(stripe.requests.filter((r) => r.path === "/v1/prices/price_playbook")).toHaveLength(1);
  });

  it("stops on an offer whose Stripe price differs from the typed price, naming both", async () => {
    prices.set("price_playbook", { unit_amount: 3700 });
    const { code, out } = await preflight([], finished());
    expect(code).toBe(1);
    expect(stopLines(out)).toEqual([
      expect.stringContaining("AI Playbook: Stripe charges $37 one-time, the typed price is $27"),
    ]);
  });

  it("stops on a price id Stripe does not have", async () => {
    const { code, out } = await preflight([], finished());
    expect(code).toBe(1);
    expect(stopLines(out)).toEqual([expect.stringContaining("Stripe has no price price_playbook")]);
  });

  it("without a Stripe key says plainly the prices were not compared (not a stop)", async () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutKey } = finished();
    const { code, out } = await preflight([], withoutKey);
    expect(code).toBe(0);
    expect(out).toMatch(/^TODO {2}Prices were NOT compared with Stripe: no STRIPE_SECRET_KEY in this shell/m);
    expect(stripe.requests).toHaveLength(0);
  });

  it("--allow-placeholders deploys anyway and prints what stays fake, but never past what breaks the site", async () => {
    const { PREFLIGHT_SITE_VALUES: _values, ...withoutHerValues } = finished();
    prices.set("price_playbook", { unit_amount: 2700 });
    const allowed = await preflight(["--allow-placeholders", "--offline"], withoutHerValues);
    expect(allowed.code).toBe(0);
    expect(stopLines(allowed.out)).toEqual([]);
    expect(allowed.out).toMatch(/^STAYS FAKE {2}The owner's name is the demo "Grace Adeyemi"/m);
    expect(allowed.out).toMatch(/^STAYS FAKE {2}The headshot is the drawn placeholder face/m);

    const broken = await preflight(["--allow-placeholders", "--offline"], { PREFLIGHT_SECRETS: "" });
    expect(broken.code).toBe(1);
    expect(stopLines(broken.out).join("\n")).toMatch(/^STOP {2}SITE_URL is not set/m);
  });
});
