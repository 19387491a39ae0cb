import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Env } from "~/server/config.server";
import type { SiteSectionName } from "~/lib/site-sections";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { serverBuild } from "../support/harness/server-build";
import type { StandIn } from "../support/stand-ins/stand-in";
import { prices, startStripeStandIn, stripeHandler } from "../support/stand-ins/stripe";

/**
 * A page's data is kept while its inputs are the same (docs/decisions/0023): that is correct only
 * while everything the data reads is among its PageInputs. For each input, it is changed, and the
 * data the warm isolate answers (kept) is compared with the data a new isolate builds from nothing.
 */

const PRICE = "price_kept_playbook";
const PAGES = [
  { path: "/product/ai-marketing-suite", route: "routes/product.ai-marketing-suite" },
  { path: "/product/funding-bundle", route: "routes/product.funding-bundle" },
  { path: "/", route: "routes/_index" },
  { path: "/?products=bundles", route: "routes/_index" },
];

let stripe: StandIn;
let start = Date.parse("2026-06-10T15:00:00Z");
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());
beforeEach(() => {
  stripe.setHandler(stripeHandler);
  prices.clear();
  prices.set(PRICE, { unit_amount: 3700 });
  // Each test hours after the last: what the warm isolate kept in the one before has expired.
  vi.useFakeTimers({ toFake: ["Date"], now: (start += 3 * 60 * 60_000) });
});
afterEach(() => {
  vi.useRealTimers();
});

const app = useTestApp(() => ({
  STRIPE_SECRET_KEY: "sk_test_kept",
  STRIPE_API_URL: stripe.url,
  STRIPE_PRICE_AI_PLAYBOOK: PRICE,
}));

type Vars = Record<string, string | undefined>;

function dataUrl(page: (typeof PAGES)[number], host?: string): string {
  const url = new URL(page.path, host ? `http://${host}` : ORIGIN);
  url.searchParams.set("_data", page.route);
  return url.href;
}

async function json(response: Response): Promise<unknown> {
  expect(response.status).toBe(200);
  return response.json();
}

/** The data as the warm isolate answers it (the test file's app: its memory and kept pages). */
async function kept(page: (typeof PAGES)[number], vars: Vars = {}, host?: string) {
  return json(await app.fetch(dataUrl(page, host), { vars }));
}

/** The data as a new isolate builds it: a request handler of its own, on the same bindings and D1. */
async function fresh(page: (typeof PAGES)[number], vars: Vars = {}, host?: string) {
  const build = await serverBuild();
  const handle = build.createFetchHandler(build);
  const env = { ...app.env, ...vars } as Env;
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const url = dataUrl(page, host);
  return json(await handle(new Request(url, { headers: { Host: new URL(url).host } }), env, { waitUntil: () => {} }));
}

/** Her value of a section, saved as her form saves it (a new version row). */
async function save(section: SiteSectionName, value: unknown) {
  await app.env.LEADS_DB.prepare(
    "INSERT INTO site_versions (section, value, created_at, created_by, summary) VALUES (?, ?, ?, ?, NULL)",
  )
    .bind(section, JSON.stringify(value), new Date().toISOString(), "owner@example.org")
    .run();
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Each page kept as it was, then the change, then kept and fresh data compared (and the change seen). */
async function expectKeptMatchesFresh(change: () => Promise<void> | void, vars: Vars = {}, host?: string) {
  const before = [];
  for (const page of PAGES) before.push(await kept(page));
  await change();
  let changed = false;
  for (const [index, page] of PAGES.entries()) {
    const warm = await kept(page, vars, host);
    expect(warm, page.path).toEqual(await fresh(page, vars, host));
    if (JSON.stringify(warm) !== JSON.stringify(before[index])) changed = true;
  }
  // The change reached the pages' data, so the comparison could fail.
  expect(changed).toBe(true);
}

describe("a kept page's data equals the data built afresh after each of its inputs changes", () => {
  it("a price at Stripe (read again after its hour)", async () => {
    await expectKeptMatchesFresh(() => {
      prices.set(PRICE, { unit_amount: 4700 });
      later(60 * 60_000 + 1000);
    });
  });

  it("whether checkout is set up", async () => {
    await expectKeptMatchesFresh(() => {}, { STRIPE_SECRET_KEY: undefined });
  });

  it("her offer settings", async () => {
    await expectKeptMatchesFresh(async () => {
      await save("offers", { "ai-playbook": { headline: "Two days left", status: "sold-out" } });
      later(61_000);
    });
  });

  it("her profile", async () => {
    await expectKeptMatchesFresh(async () => {
      await save("profile", { name: "Ada Obi", shortBio: "I help families build wealth." });
      later(61_000);
    });
  });

  it("her testimonials", async () => {
    await expectKeptMatchesFresh(async () => {
      await save("testimonials", {
        items: [
          {
            id: "t1",
            name: "Grace",
            quote: "She showed us how to buy our first home.",
            stars: 5,
            where: ["products"],
            permission: true,
          },
        ],
      });
      later(61_000);
    });
  });

  it("the public origin (SITE_URL)", async () => {
    await expectKeptMatchesFresh(() => {}, { SITE_URL: "https://www.example.org" });
  });

  it("the address the page was asked at (no SITE_URL)", async () => {
    await expectKeptMatchesFresh(() => {}, {}, "127.0.0.1:8788");
  });

  it("the site's name (OWNER_NAME)", async () => {
    await expectKeptMatchesFresh(() => {}, { OWNER_NAME: "Ada Obi Coaching" });
  });

  it("production or not", async () => {
    await expectKeptMatchesFresh(() => {}, {
      ENVIRONMENT: "production",
      SITE_URL: ORIGIN,
      SESSION_SECRET: "kept-pages-production-secret-0123456789",
    });
  });
});
