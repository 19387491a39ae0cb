import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { billingLinkPage, billingPage } from "~/content/billing";
import { createTestApp, cookiesFrom, ORIGIN, type TestApp } from "../support/harness/app";
import { mainOf, textOf, toastText } from "../support/harness/html";
import { startResendStandIn, sentEmailsTo } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";
import { priceVarName } from "~/content/offers";
import { portalRequests, portalSessions, sessionRequests, startStripeStandIn } from "../support/stand-ins/stripe";
import { emptyOwnerTables } from "../support/harness/owner-browser";

/**
 * Cancel anytime, through the real build on local D1: /billing emails a one-time link only to an
 * address with a monthly plan (answering the same either way), the link opens a Billing Portal
 * session for that customer returning to /billing (the Stripe stand-in records both), once.
 */

let resend: StandIn;
const sentTo = (address: string) => sentEmailsTo(resend, address);
let stripe: StandIn;
let app: TestApp;

beforeAll(async () => {
  resend = await startResendStandIn();
  stripe = await startStripeStandIn();
  app = await createTestApp({
    RESEND_API_KEY: "re_test_key",
    RESEND_API_URL: resend.url,
    EMAIL_FROM: "Faith & Wealth <hello@example.com>",
    STRIPE_SECRET_KEY: "sk_test_billing",
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await app?.dispose();
  await resend?.close();
  await stripe?.close();
});
beforeEach(async () => {
  await app.settle();
  await emptyOwnerTables(app, "outbox", "orders", "billing_links");
  resend.requests.length = 0;
  stripe.requests.length = 0;
  await app.env.LEADS_DB.prepare(
    `INSERT INTO orders (session_id, offer, mode, buyer_email, status, customer_id, subscription_id, download_token)
     VALUES ('cs_test_plan', 'vip', 'subscription', 'Member@Example.com', 'paid', 'cus_member', 'sub_member', ?1)`,
  )
    .bind("t".repeat(43))
    .run();
});

async function ask(email: string) {
  const response = await app.post("/billing", { email });
  await app.settle();
  return response;
}

describe("/billing", () => {
  it("emails a one-time link to a subscriber that opens the Billing Portal for that customer, once", async () => {
    const response = await ask("member@example.com");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/billing");
    const page = await app.fetch("/billing", { headers: { Cookie: cookiesFrom(response) } });
    expect(toastText(await page.text())).toContain(billingPage.sent.message);

    const [message] = sentTo("member@example.com");
    expect(message.subject).toBe("Your link to manage your plan");
    // A message asked for about a purchase: no unsubscribe header.
    expect(message.headers).toBeUndefined();
    const link = /(http:\/\/\S+\/billing\/portal\?t=\S+)/.exec(message.text)![1].replace(ORIGIN, "");

    // Opening the link (as a mail scanner would) uses nothing up: it shows a button.
    const question = await app.fetch(link);
    expect(question.status).toBe(200);
    expect(textOf(mainOf(await question.text()))).toContain(billingLinkPage.button);

    const opened = await app.post(link, {});
    expect(opened.status).toBe(303);
    const portal = opened.headers.get("Location")!;
    expect(portal).toMatch(new RegExp(`^${stripe.url}/p/session/bps_test_\\d+$`));
    const [request] = portalRequests(stripe);
    const params = new URLSearchParams(request.body);
    expect(params.get("customer")).toBe("cus_member");
    expect(params.get("return_url")).toBe(`${ORIGIN}/billing`);
    expect([...portalSessions.values()].at(-1)).toEqual({ customer: "cus_member", return_url: `${ORIGIN}/billing` });

    // Used once: a second press says so.
    const again = await app.post(link, {});
    expect(again.status).toBe(410);
    expect(textOf(mainOf(await again.text()))).toContain(billingLinkPage.usedTitle);
    expect(portalRequests(stripe)).toHaveLength(1);
  });

  it("answers the same for an address without a plan, and sends nothing", async () => {
    const response = await ask("stranger@example.com");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/billing");
    expect(sentTo("stranger@example.com")).toEqual([]);
  });

  it("keeps what was typed on a bad address (400) and says what to do with a bad or expired link", async () => {
    const response = await ask("not-an-address");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="not-an-address"');
    expect(textOf(mainOf(html))).toContain(billingPage.emailMessage);

    const bad = await app.fetch("/billing/portal?t=abc.def");
    expect(bad.status).toBe(400);
    expect(textOf(mainOf(await bad.text()))).toContain(billingLinkPage.badTitle);
    const badPost = await app.post("/billing/portal?t=abc.def", {});
    expect(badPost.status).toBe(400);
    expect(portalRequests(stripe)).toHaveLength(0);
  });

  it("answers 429 with the address kept when one address asks too often, and the same 303 when the store fails", async () => {
    const limited = { headers: { "CF-Connecting-IP": "203.0.113.77" }, vars: { RATE_LIMIT: "1" } };
    expect((await app.post("/billing", { email: "member@example.com" }, limited)).status).toBe(303);
    const refused = await app.post("/billing", { email: "member@example.com" }, limited);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('value="member@example.com"');

    // The store failing is found after the answer: the same 303, nothing sent, the failure logged.
    await app.env.LEADS_DB.prepare("ALTER TABLE billing_links RENAME TO billing_links_away").run();
    try {
      const failed = await ask("member@example.com");
      expect(failed.status).toBe(303);
      await app.settle();
    } finally {
      await app.env.LEADS_DB.prepare("ALTER TABLE billing_links_away RENAME TO billing_links").run();
    }
  });

  it("past its cap (a link an hour, three a day per address) writes nothing: no link row, no email", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-10T15:00:00Z") });
    try {
      const links = async () =>
        (await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM billing_links").first<{ n: number }>())?.n;
      for (let i = 0; i < 5; i++) expect((await ask("member@example.com")).status).toBe(303);
      expect(await links()).toBe(1);
      expect(sentTo("member@example.com")).toHaveLength(1);
      // An hour later, one more.
      vi.setSystemTime(new Date("2026-11-10T16:00:01Z"));
      for (let i = 0; i < 3; i++) expect((await ask("member@example.com")).status).toBe(303);
      expect(await links()).toBe(2);
      expect(sentTo("member@example.com")).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a cross-site post (403)", async () => {
    const response = await app.post(
      "/billing",
      { email: "member@example.com" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
  });
});

describe("promotion codes", () => {
  it("are offered in Checkout only when STRIPE_PROMOTION_CODES=on", async () => {
    const vars = { [priceVarName("vip")]: "price_test_vip" };
    const off = await app.post("/buy", { offer: "vip", returnTo: "/" }, { vars });
    expect(off.status).toBe(303);
    const on = await app.post(
      "/buy",
      { offer: "vip", returnTo: "/" },
      { vars: { ...vars, STRIPE_PROMOTION_CODES: "on" } },
    );
    expect(on.status).toBe(303);
    const [first, second] = sessionRequests(stripe).map((request) => new URLSearchParams(request.body));
    expect(first.get("allow_promotion_codes")).toBeNull();
    expect(second.get("allow_promotion_codes")).toBe("true");
  });
});
