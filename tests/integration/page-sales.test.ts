import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OFFER_KEYS, offers, priceVarName } from "~/content/offers";
import { UNKNOWN_PAGE } from "~/lib/page-counts";
import { createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { emptyOwnerTables, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";
import type { StandIn } from "../support/stand-ins/stand-in";
import {
  completeSession,
  sessionObject,
  signedEvent,
  startStripeStandIn,
  WEBHOOK_SECRET,
} from "../support/stand-ins/stripe";

/**
 * Sales on the owner's page report (issue 39), through the real pipeline with the Stripe stand-in:
 * a checkout started on a page and paid (the signed webhook) is that page's sale and its offer's
 * paid checkout; one whose page is not known (a path too long to be one of the site's) still counts
 * for its offer, and for no page.
 */

const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const PAGE = "/product/funding-bundle";
const OFFER = "funding-bundle";

let stripe: StandIn;
let app: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await createTestApp({
    // Local development: the owner signs up without a list or secret.
    ENVIRONMENT: "development",
    STRIPE_SECRET_KEY: "sk_test_page_sales",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...Object.fromEntries(OFFER_KEYS.map((key) => [priceVarName(key), `price_test_${key.replace(/-/g, "_")}`])),
  });
});
afterAll(async () => {
  await app?.dispose();
  await stripe?.close();
});
beforeEach(async () => {
  await app.settle();
  await emptyOwnerTables(app, "page_counts", "orders", "outbox");
});

/** A visitor's buy button on `page` (its hidden returnTo and the browser's Referer); returns the session id. */
async function buyFrom(page: string): Promise<string> {
  const response = await app.post(
    "/buy",
    { offer: OFFER, returnTo: page },
    { headers: { "User-Agent": PERSON, Referer: `${ORIGIN}${page}` } },
  );
  expect(response.status).toBe(303);
  await app.settle();
  return /cs_test_\d+$/.exec(response.headers.get("Location") ?? "")![0];
}

/** Stripe says the checkout is paid: the signed webhook, as Stripe delivers it. */
async function pay(sessionId: string) {
  completeSession(sessionId);
  const event = await signedEvent("checkout.session.completed", sessionObject(sessionId));
  const response = await app.fetch("/webhooks/stripe", {
    method: "POST",
    body: event.body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
  });
  expect(response.status).toBe(200);
  await app.settle();
}

async function counts() {
  const { results } = await app.env.LEADS_DB.prepare(
    "SELECT path, kind, subject, count FROM page_counts ORDER BY kind, path",
  ).all<{ path: string; kind: string; subject: string; count: number }>();
  return results;
}

/** The owner's /owner/pages, signed in at the second level. */
async function report() {
  const owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
  const response = await owner.get("/owner/pages");
  expect(response.status).toBe(200);
  return response.text();
}

/** The text of the report's table row (`page-row` or `offer-row`) whose text has `has`. */
function rowOf(html: string, testId: "page-row" | "offer-row", has: string): string {
  const rows = [...html.matchAll(new RegExp(`<tr data-testid="${testId}">[\\s\\S]*?</tr>`, "g"))];
  return rows.map((m) => textOf(m[0])).find((row) => row.includes(has)) ?? "";
}

describe("sales on the page report", () => {
  it("a checkout started on a page and paid is that page's sale and its offer's paid checkout", async () => {
    expect((await app.fetch(PAGE, { headers: { "User-Agent": PERSON } })).status).toBe(200);
    await app.settle();
    await pay(await buyFrom(PAGE));

    expect(await counts()).toEqual([
      { path: PAGE, kind: "checkout", subject: OFFER, count: 1 },
      { path: PAGE, kind: "paid", subject: OFFER, count: 1 },
      { path: PAGE, kind: "visit", subject: "", count: 1 },
    ]);
    const html = await report();
    // The page's row: 1 visit, no lead, 1 sale, in the last 7 days (and the last 30).
    expect(rowOf(html, "page-row", PAGE)).toMatch(/^Funding Bundle \/product\/funding-bundle 1 0 1 /);
    // The offer's row: 1 checkout started, 1 paid.
    expect(rowOf(html, "offer-row", offers[OFFER].name)).toMatch(new RegExp(`^${offers[OFFER].name} 1 1 `));
  });

  it("a checkout from a path too long to be a page still counts for its offer, and for no page", async () => {
    const long = `/product/${"a".repeat(250)}`;
    await pay(await buyFrom(long));

    expect(await counts()).toEqual([
      { path: UNKNOWN_PAGE, kind: "checkout", subject: OFFER, count: 1 },
      { path: UNKNOWN_PAGE, kind: "paid", subject: OFFER, count: 1 },
    ]);
    const html = await report();
    expect(rowOf(html, "offer-row", offers[OFFER].name)).toMatch(new RegExp(`^${offers[OFFER].name} 1 1 `));
    expect(textOf(html)).not.toContain(UNKNOWN_PAGE);
  });
});
