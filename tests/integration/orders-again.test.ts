import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ordersLinkPage, ordersPage } from "~/content/orders";
import { createTestApp, cookiesFrom, ORIGIN, type TestApp } from "../support/harness/app";
import { mainOf, textOf, toastText } from "../support/harness/html";
import { sentEmails, startResendStandIn } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";
import { seedOrder as seedStoredOrder, type OrderRow } from "../support/fixtures/orders";

/**
 * Your downloads again, through the real build on local D1: /orders answers the same for any
 * address and emails one signed link only to an address with paid orders; the link lists every
 * paid order of that address with working downloads, renewed for 30 days; a changed link is refused.
 */

// A Wednesday afternoon, far from any Money Moves Live session.
const NOW = Date.parse("2027-03-10T15:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode("%PDF-1.4 funding");
const AI = new TextEncoder().encode("%PDF-1.4 ai playbook");

let resend: StandIn;
let app: TestApp;

beforeAll(async () => {
  resend = await startResendStandIn();
  app = await createTestApp({
    RESEND_API_KEY: "re_test_key",
    RESEND_API_URL: resend.url,
    EMAIL_FROM: "Faith & Wealth <hello@example.com>",
  });
  const bucket = app.env.DOWNLOADS as R2Bucket;
  await bucket.put("personal-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
  await bucket.put("business-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
  await bucket.put("ai-playbook.pdf", AI, { httpMetadata: { contentType: "application/pdf" } });
});
afterAll(async () => {
  await app?.dispose();
  await resend?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stored order, paid `daysAgo` days before NOW. */
const seedOrder = (fields: OrderRow, daysAgo = 40) =>
  seedStoredOrder(
    app.env.LEADS_DB,
    { buyer_email: "Buyer@Example.com", ...fields },
    new Date(NOW - daysAgo * DAY).toISOString(),
  );

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  await app.settle();
  for (const table of ["outbox", "order_notes", "orders"]) await app.env.LEADS_DB.prepare(`DELETE FROM ${table}`).run();
  resend.requests.length = 0;
});

async function ask(email: string) {
  const response = await app.post("/orders", { email });
  await app.settle();
  const page = await app.fetch(response.headers.get("Location") ?? "/orders", {
    headers: { Cookie: cookiesFrom(response) },
  });
  return { response, page: await page.text() };
}

const to = (address: string) => sentEmails(resend).filter((message) => message.to[0] === address);
const linkIn = (text: string) => /(http:\/\/\S+\/orders\/downloads\?t=\S+)/.exec(text)![1].replace(ORIGIN, "");

describe("/orders", () => {
  it("answers an address with two paid orders and an unknown one the same, and emails only the first, once", async () => {
    const funding = await seedOrder({ offer: "funding-bundle" });
    const playbook = await seedOrder({ offer: "ai-playbook", amount_total: 2700 }, 10);
    await seedOrder({ offer: "personal-credit-ebook", status: "refunded" });
    await seedOrder({ offer: "business-credit-ebook", buyer_email: "someone-else@example.com" });

    // The first order is past its 30 days: its page says so and links to /orders.
    const expired = await app.fetch(`/download/${funding.download_token}/personal-credit-ebook.pdf`);
    expect(expired.status).toBe(410);
    const expiredHtml = await expired.text();
    expect(expiredHtml).toContain('href="/orders"');
    expect(expiredHtml).toContain("Get your downloads again");

    const known = await ask("buyer@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known.response.status).toBe(303);
    expect(unknown.response.status).toBe(303);
    expect(known.response.headers.get("Location")).toBe("/orders");
    expect(unknown.response.headers.get("Location")).toBe("/orders");
    expect(toastText(known.page)).toContain(ordersPage.sent.message);
    // The same page, word for word.
    expect(textOf(mainOf(unknown.page))).toBe(textOf(mainOf(known.page)));

    expect(to("nobody@example.com")).toEqual([]);
    expect(sentEmails(resend)).toHaveLength(1);
    const [message] = to("buyer@example.com");
    expect(message.subject).toBe("Your downloads");
    expect(message.text).toContain("until 2027-04-09");

    // Asking again within the hour sends nothing more (capped per address).
    await ask("buyer@example.com");
    expect(sentEmails(resend)).toHaveLength(1);

    const link = linkIn(message.text);
    const listed = await app.fetch(link);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await listed.text();
    const text = textOf(mainOf(html));
    expect(text).toContain("Funding Bundle");
    expect(text).toContain("AI Playbook");
    expect(text).not.toContain("Personal Credit Ebook Only");
    expect(text).toContain("buyer@example.com");
    // Newest first.
    expect(text.indexOf("AI Playbook")).toBeLessThan(text.indexOf("Funding Bundle"));

    // Every link works again, for 30 days from the email.
    for (const href of [
      `/download/${funding.download_token}/personal-credit-ebook.pdf`,
      `/download/${funding.download_token}/business-credit-ebook.pdf`,
      `/download/${playbook.download_token}/ai-playbook.pdf`,
    ]) {
      expect(html).toContain(`href="${href}"`);
      const file = await app.fetch(href);
      expect(file.status, href).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    vi.setSystemTime(NOW + 29 * DAY);
    expect((await app.fetch(`/download/${funding.download_token}/personal-credit-ebook.pdf`)).status).toBe(200);
    vi.setSystemTime(NOW + 31 * DAY);
    expect((await app.fetch(`/download/${funding.download_token}/personal-credit-ebook.pdf`)).status).toBe(410);
    const late = await app.fetch(link);
    expect(late.status).toBe(410);
    expect(textOf(mainOf(await late.text()))).toContain(ordersLinkPage.expiredTitle);
  });

  it("refuses a changed link, and keeps what was typed on a bad address", async () => {
    await seedOrder({ offer: "funding-bundle" });
    await ask("buyer@example.com");
    const link = linkIn(to("buyer@example.com")[0].text);
    const [path, token] = link.split("?t=");
    const [payload, signature] = token.split(".");
    // Another address in the payload, the signature kept.
    const forgedPayload = Buffer.from(
      Buffer.from(payload, "base64url").toString("utf8").replace("buyer@example.com", "other@example.com"),
    ).toString("base64url");
    for (const bad of [`${path}?t=${forgedPayload}.${signature}`, `${path}?t=${token.slice(0, -2)}xx`, path]) {
      const response = await app.fetch(bad);
      expect(response.status, bad).toBe(400);
      const html = await response.text();
      expect(textOf(mainOf(html))).toContain(ordersLinkPage.badTitle);
      expect(html).not.toContain("/download/");
    }

    const typed = await app.post("/orders", { email: "not-an-address" });
    expect(typed.status).toBe(400);
    const html = await typed.text();
    expect(html).toContain('value="not-an-address"');
    expect(textOf(mainOf(html))).toContain(ordersPage.emailMessage);
  });

  it("answers 429 with the address kept when one address posts too often, and the same 303 when the store fails", async () => {
    await seedOrder({ offer: "funding-bundle" });
    const limited = { headers: { "CF-Connecting-IP": "203.0.113.78" }, vars: { RATE_LIMIT: "1" } };
    expect((await app.post("/orders", { email: "buyer@example.com" }, limited)).status).toBe(303);
    const refused = await app.post("/orders", { email: "buyer@example.com" }, limited);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('value="buyer@example.com"');
    await app.settle();
    resend.requests.length = 0;

    // The store failing is found after the answer: the same 303, nothing sent.
    await app.env.LEADS_DB.prepare("ALTER TABLE orders RENAME TO orders_away").run();
    try {
      const failed = await app.post("/orders", { email: "buyer@example.com" });
      expect(failed.status).toBe(303);
      await app.settle();
    } finally {
      await app.env.LEADS_DB.prepare("ALTER TABLE orders_away RENAME TO orders").run();
    }
    expect(sentEmails(resend)).toEqual([]);
  });

  it("refuses a cross-site post (403)", async () => {
    const response = await app.post(
      "/orders",
      { email: "buyer@example.com" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
  });

  it("asks with a plain form post, so it works without JavaScript", async () => {
    const page = await app.fetch("/orders");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form method="post"[^>]*>/);
    expect(html).toContain('name="email"');
  });
});
