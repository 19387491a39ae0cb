import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OFFER_KEYS, priceVarName, type OfferKey } from "~/content/offers";
import { FORM_NAMES } from "~/content/lead-forms";
import { ownerTime } from "~/lib/owner-time";
import { SUCCESS_LOOKUPS_PER_WINDOW } from "~/server/rate-limit.server";
import { successPage } from "~/content/success";
import { createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import type { StandIn } from "../support/stand-ins/stand-in";
import { sentEmails, startResendStandIn } from "../support/stand-ins/resend";
import {
  completeSession,
  SESSIONS_PATH,
  sessionObject,
  signedEvent,
  startStripeStandIn,
  subscriptionStates,
  STAND_IN_BUYER,
  WEBHOOK_SECRET,
} from "../support/stand-ins/stripe";
import { OWNER } from "../support/fixtures/owner";

/**
 * Stripe fulfilment through the real pipeline: /buy creates a session on the Stripe stand-in,
 * the stand-in completes it, and signed webhook events (or /success) record the order in the
 * local D1. What the Resend stand-in receives is what the owner and the buyer would read.
 */

const priceVars = Object.fromEntries(
  OFFER_KEYS.map((key) => [priceVarName(key), `price_test_${key.replace(/-/g, "_")}`]),
);

let stripe: StandIn;
let resend: StandIn;
let app: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  resend = await startResendStandIn();
  app = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_orders",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RESEND_API_KEY: "re_test_key",
    RESEND_API_URL: resend.url,
    EMAIL_FROM: "Faith & Wealth <orders@example.com>",
    OWNER_NOTIFY_EMAIL: OWNER,
    ...priceVars,
  });
});
afterAll(async () => {
  await app?.dispose();
  await stripe?.close();
  await resend?.close();
});
beforeEach(async () => {
  await app.settle();
  resend.requests.length = 0;
});

/** A checkout started through /buy, as a buy button does; returns the session id. */
async function startCheckout(offer: OfferKey): Promise<string> {
  const fields: Record<string, string> = { offer, returnTo: "/" };
  if (offer === "property-management-playbook") fields.consent = "yes";
  const response = await app.post("/buy", fields);
  expect(response.status).toBe(303);
  return /cs_test_\d+$/.exec(response.headers.get("Location") ?? "")![0];
}

async function deliver(event: { body: string; signature: string }): Promise<Response> {
  const response = await app.fetch("/webhooks/stripe", {
    method: "POST",
    body: event.body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
  });
  await app.settle();
  return response;
}

async function sessionEvent(type: string, sessionId: string) {
  return deliver(await signedEvent(type, sessionObject(sessionId)));
}

async function ordersOf(sessionId: string) {
  const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM orders WHERE session_id = ?1")
    .bind(sessionId)
    .all<Record<string, unknown>>();
  return results;
}

async function orderCount(): Promise<number> {
  return (await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
}

describe("the Stripe webhook", () => {
  it("records a paid checkout once and sends the buyer's links and the owner's notice", async () => {
    const id = await startCheckout("funding-bundle");
    completeSession(id);
    const response = await sessionEvent("checkout.session.completed", id);
    expect(response.status).toBe(200);

    const [order] = await ordersOf(id);
    expect(order).toMatchObject({
      offer: "funding-bundle",
      mode: "payment",
      status: "paid",
      buyer_email: STAND_IN_BUYER.email,
      buyer_name: STAND_IN_BUYER.name,
      amount_total: 15997,
      currency: "usd",
    });
    expect(String(order.download_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.paid_at).toBeTruthy();

    const sent = sentEmails(resend);
    expect(sent.map((email) => email.to[0]).sort()).toEqual([STAND_IN_BUYER.email, OWNER].sort());
    const buyer = sent.find((email) => email.to[0] === STAND_IN_BUYER.email)!;
    expect(buyer.subject).toBe("Your Funding Bundle downloads");
    expect(buyer.text).toContain(`${ORIGIN}/download/${order.download_token}/personal-credit-ebook.pdf`);
    expect(buyer.text).toContain(`${ORIGIN}/download/${order.download_token}/business-credit-ebook.pdf`);
    expect(buyer.authorization).toBe("Bearer re_test_key");
    const owner = sent.find((email) => email.to[0] === OWNER)!;
    expect(owner.subject).toBe("New order: Funding Bundle ($159.97)");
    expect(owner.text).toContain(`${ORIGIN}/owner/orders/${order.id}`);
    // When it was paid, in her zone as people write it.
    expect(owner.text).toContain(`Paid: ${ownerTime(String(order.paid_at))}`);
    expect(owner.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const id = await startCheckout("ai-playbook");
    completeSession(id);
    const before = await orderCount();
    const forged = await signedEvent("checkout.session.completed", sessionObject(id), "whsec_someone_else");
    expect((await deliver(forged)).status).toBe(400);
    const good = await signedEvent("checkout.session.completed", sessionObject(id));
    expect((await deliver({ body: good.body, signature: "" })).status).toBe(400);
    // A signed body altered afterwards.
    expect((await deliver({ body: good.body.replace(id, "cs_test_999"), signature: good.signature })).status).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(sentEmails(resend)).toEqual([]);
  });

  it("changes nothing when an event is replayed", async () => {
    const id = await startCheckout("investor-bundle");
    completeSession(id);
    const event = await signedEvent("checkout.session.completed", sessionObject(id));
    expect((await deliver(event)).status).toBe(200);
    const [first] = await ordersOf(id);
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersOf(id)).toEqual([first]);
    expect(sentEmails(resend)).toHaveLength(2);
  });

  it("creates one order and one set of messages when the webhook and /success fulfil at once", async () => {
    const id = await startCheckout("dominion-wealth-bundle");
    completeSession(id);
    const event = await signedEvent("checkout.session.completed", sessionObject(id));
    const answers = await Promise.all([
      deliver(event),
      app.fetch(`/success?session_id=${id}`),
      deliver(event),
      app.fetch(`/success?session_id=${id}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await app.settle();
    expect(await ordersOf(id)).toHaveLength(1);
    const sent = sentEmails(resend);
    expect(sent.map((email) => email.to[0]).sort()).toEqual([STAND_IN_BUYER.email, OWNER].sort());
  });

  it("waits for an asynchronous payment, then delivers once when it clears", async () => {
    const id = await startCheckout("homeownership-game-plan");
    completeSession(id, { payment_status: "unpaid" });
    expect((await sessionEvent("checkout.session.completed", id)).status).toBe(200);
    expect((await ordersOf(id))[0]).toMatchObject({ status: "pending", paid_at: null });
    expect(sentEmails(resend)).toEqual([]);

    completeSession(id, { payment_status: "paid" });
    expect((await sessionEvent("checkout.session.async_payment_succeeded", id)).status).toBe(200);
    expect((await sessionEvent("checkout.session.async_payment_succeeded", id)).status).toBe(200);
    expect((await ordersOf(id))[0]).toMatchObject({ status: "paid" });
    expect(sentEmails(resend)).toHaveLength(2);
  });

  it("marks an asynchronous payment that fails as failed and tells the buyer once", async () => {
    const id = await startCheckout("business-credit-ebook");
    completeSession(id, { payment_status: "unpaid" });
    await sessionEvent("checkout.session.completed", id);
    expect((await sessionEvent("checkout.session.async_payment_failed", id)).status).toBe(200);
    expect((await sessionEvent("checkout.session.async_payment_failed", id)).status).toBe(200);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "failed", paid_at: null });
    const sent = sentEmails(resend);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: [STAND_IN_BUYER.email],
      subject: "Your payment for Business Credit Ebook didn't go through",
    });
  });

  it("keeps a monthly plan's subscription status and records its cancellation", async () => {
    const id = await startCheckout("growth");
    completeSession(id);
    await sessionEvent("checkout.session.completed", id);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ mode: "subscription", status: "paid", subscription_status: "active" });
    const subscription = String(order.subscription_id);
    const buyer = sentEmails(resend).find((email) => email.to[0] === STAND_IN_BUYER.email)!;
    expect(buyer.subject).toBe("Welcome to Growth");
    expect(buyer.text).not.toContain("/download/");

    // What Stripe says now is stored (the stand-in answers GET /v1/subscriptions/{id}).
    subscriptionStates.set(subscription, "past_due");
    await deliver(
      await signedEvent("customer.subscription.updated", {
        id: subscription,
        object: "subscription",
        status: "past_due",
      }),
    );
    expect((await ordersOf(id))[0].subscription_status).toBe("past_due");
    subscriptionStates.set(subscription, "active");
    await deliver(
      await signedEvent("invoice.paid", {
        id: "in_test_1",
        object: "invoice",
        parent: { type: "subscription_details", subscription_details: { subscription } },
      }),
    );
    expect((await ordersOf(id))[0].subscription_status).toBe("active");
    subscriptionStates.set(subscription, "canceled");
    const cancelled = await signedEvent("customer.subscription.deleted", {
      id: subscription,
      object: "subscription",
      status: "canceled",
    });
    expect((await deliver(cancelled)).status).toBe(200);
    expect((await deliver(cancelled)).status).toBe(200);
    const after = await ordersOf(id);
    expect(after).toHaveLength(1);
    expect(after[0].subscription_status).toBe("canceled");
    expect(sentEmails(resend)).toHaveLength(2);
  });

  it("stores what Stripe says now: an update of the deletion's second, or an invoice.paid after it, leaves it canceled", async () => {
    const id = await startCheckout("growth");
    completeSession(id);
    await sessionEvent("checkout.session.completed", id);
    const subscription = String((await ordersOf(id))[0].subscription_id);
    const now = Math.floor(Date.now() / 1000);
    subscriptionStates.set(subscription, "canceled");
    const deleted = await signedEvent(
      "customer.subscription.deleted",
      { id: subscription, object: "subscription", status: "canceled" },
      undefined,
      now,
    );
    expect((await deliver(deleted)).status).toBe(200);
    // An update of the same second (its payload still says active) and an invoice paid after it.
    const sameSecond = await signedEvent(
      "customer.subscription.updated",
      { id: subscription, object: "subscription", status: "active" },
      undefined,
      now,
    );
    expect((await deliver(sameSecond)).status).toBe(200);
    expect((await ordersOf(id))[0].subscription_status).toBe("canceled");
    const laterInvoice = await signedEvent(
      "invoice.paid",
      {
        id: "in_late_1",
        object: "invoice",
        parent: { type: "subscription_details", subscription_details: { subscription } },
      },
      undefined,
      now + 5,
    );
    expect((await deliver(laterInvoice)).status).toBe(200);
    expect((await ordersOf(id))[0].subscription_status).toBe("canceled");
    // A plan Stripe says is active again is stored active, whatever the event's own payload.
    subscriptionStates.set(subscription, "active");
    const older = await signedEvent(
      "customer.subscription.updated",
      { id: subscription, object: "subscription", status: "canceled" },
      undefined,
      now - 60,
    );
    await deliver(older);
    expect((await ordersOf(id))[0].subscription_status).toBe("active");
  });

  it("marks a fully refunded order refunded and leaves a partial refund alone", async () => {
    const id = await startCheckout("ai-playbook");
    completeSession(id);
    await sessionEvent("checkout.session.completed", id);
    const [order] = await ordersOf(id);
    const charge = { id: "ch_test_1", object: "charge", payment_intent: order.payment_intent_id };
    await deliver(await signedEvent("charge.refunded", { ...charge, refunded: false, amount_refunded: 500 }));
    expect((await ordersOf(id))[0].status).toBe("paid");
    await deliver(await signedEvent("charge.refunded", { ...charge, refunded: true, amount_refunded: 2700 }));
    expect((await ordersOf(id))[0].status).toBe("refunded");
  });

  it("answers 200 to an event it does not act on, and to a session that is not this site's", async () => {
    const before = await orderCount();
    const unknown = await deliver(await signedEvent("customer.created", { id: "cus_1", object: "customer" }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, handled: false });
    const foreign = await deliver(
      await signedEvent("checkout.session.completed", { id: "cs_test_not_ours", object: "checkout.session" }),
    );
    expect(foreign.status).toBe(200);
    expect(await orderCount()).toBe(before);
  });

  it("answers 500 when the order cannot be stored, so Stripe retries", async () => {
    const id = await startCheckout("vip");
    completeSession(id);
    const event = await signedEvent("checkout.session.completed", sessionObject(id));
    await app.env.LEADS_DB.prepare("ALTER TABLE orders RENAME TO orders_away").run();
    try {
      expect((await deliver(event)).status).toBe(500);
    } finally {
      await app.env.LEADS_DB.prepare("ALTER TABLE orders_away RENAME TO orders").run();
    }
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("answers 503 without a webhook secret", async () => {
    const event = await signedEvent("customer.created", { id: "cus_1", object: "customer" });
    const response = await app.fetch("/webhooks/stripe", {
      method: "POST",
      body: event.body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
      vars: { STRIPE_WEBHOOK_SECRET: undefined },
    });
    expect(response.status).toBe(503);
  });

  it("takes JSON from no browser, while every other post still must be a form from this site", async () => {
    const event = await signedEvent("customer.created", { id: "cus_1", object: "customer" });
    const json = {
      method: "POST",
      body: event.body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    };
    expect((await app.fetch("/webhooks/stripe", json)).status).toBe(200);
    expect((await app.fetch("/contact", json)).status).toBe(415);
    const crossSite = await app.post("/contact", { name: "x" }, { headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("a webhook secret with nowhere to write orders", () => {
  it("is a startup error that names the binding", async () => {
    const response = await app.fetch("/", { vars: { LEADS_DB: undefined } });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("LEADS_DB");
    const supabase = await app.fetch("/", {
      vars: { SUPABASE_URL: "http://127.0.0.1:1", SUPABASE_ANON_KEY: "anon" },
    });
    expect(supabase.status).toBe(500);
    expect(await supabase.text()).toContain("SUPABASE_SERVICE_ROLE_KEY");
  });
});

describe("the owner's notice of a new lead", () => {
  const contact = LEAD_CASES.find((c) => c.id === "contact")!;

  it("sends the form, name, email, phone and a link to the lead, escaping what the visitor typed", async () => {
    const name = `<img src=x onerror=alert(1)> "Bo" & Co`;
    const response = await app.post(contact.action, { ...contact.post, name, submission_id: "notice-token-0000001" });
    expect(response.status).toBe(303);
    await app.settle();
    const row = await app.env.LEADS_DB.prepare(
      "SELECT id FROM leads WHERE submission_id = 'notice-token-0000001'",
    ).first<{
      id: number;
    }>();
    const sent = sentEmails(resend);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual([OWNER]);
    expect(sent[0].subject).toContain(FORM_NAMES.contact);
    expect(sent[0].html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Bo&quot; &amp; Co");
    expect(sent[0].html).not.toContain("<img");
    expect(sent[0].html).toContain(`${ORIGIN}/owner/leads/${row!.id}`);
    expect(sent[0].text).toContain(String(contact.post.email).trim().toLowerCase());

    // The same submission again saves nothing and says nothing.
    await app.post(contact.action, { ...contact.post, name, submission_id: "notice-token-0000001" });
    await app.settle();
    expect(sentEmails(resend)).toHaveLength(1);
  });

  it("keeps the lead when the email provider fails", async () => {
    resend.setHandler((_request, res) => {
      res.writeHead(500);
      res.end("down");
    });
    try {
      const response = await app.post(contact.action, { ...contact.post, submission_id: "notice-token-0000002" });
      expect(response.status).toBe(303);
      await app.settle();
      const row = await app.env.LEADS_DB.prepare(
        "SELECT name FROM leads WHERE submission_id = 'notice-token-0000002'",
      ).first();
      expect(row).toBeTruthy();
    } finally {
      resend.setHandler((_request, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end('{"id":"email"}');
      });
    }
  });
});

describe("/success asks Stripe as little as it can", () => {
  const retrieves = () =>
    stripe.requests.filter((request) => request.method === "GET" && request.path.startsWith(`${SESSIONS_PATH}/`))
      .length;
  /** Rate limits on (the app's default is off), from one address. */
  const guesser = (address: string) => ({ vars: { RATE_LIMIT: "60" }, headers: { "CF-Connecting-IP": address } });

  it("turns 50 anonymous guesses from one address into at most 10 Stripe calls", async () => {
    const before = retrieves();
    const answers = [];
    for (let i = 0; i < 50; i++) {
      answers.push(
        await app.fetch(`/success?session_id=cs_live_a1${String(i).padStart(60, "7")}`, guesser("198.51.100.7")),
      );
    }
    expect(retrieves() - before).toBe(SUCCESS_LOOKUPS_PER_WINDOW);
    expect(answers.slice(0, SUCCESS_LOOKUPS_PER_WINDOW).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers.slice(SUCCESS_LOOKUPS_PER_WINDOW);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused[0].text()).toContain("Thank You for Your Purchase!");
  });

  it("asks Stripe once for one session id, however many addresses ask at once", async () => {
    const before = retrieves();
    const id = `cs_live_b2${"8".repeat(60)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.fetch(`/success?session_id=${id}`, guesser(`203.0.113.${i}`))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(retrieves() - before).toBe(1);
  });

  it("answers a recorded order from the database, and gives links to a buyer whose webhook has not landed", async () => {
    // The webhook landed: /success needs no Stripe call.
    const settled = await startCheckout("personal-credit-ebook");
    completeSession(settled);
    await sessionEvent("checkout.session.completed", settled);
    const before = retrieves();
    const html = await (await app.fetch(`/success?session_id=${settled}`, guesser("192.0.2.30"))).text();
    expect(html).toContain(`/download/${(await ordersOf(settled))[0].download_token}/`);
    expect(retrieves()).toBe(before);
    // No webhook yet: one call records the order, and the page has the links.
    const early = await startCheckout("business-credit-ebook");
    completeSession(early);
    const first = await (await app.fetch(`/success?session_id=${early}`, guesser("192.0.2.31"))).text();
    await app.settle();
    const [order] = await ordersOf(early);
    expect(first).toContain(`/download/${order.download_token}/business-credit-ebook.pdf`);
    const again = await (await app.fetch(`/success?session_id=${early}`, guesser("192.0.2.31"))).text();
    expect(again).toContain(`/download/${order.download_token}/business-credit-ebook.pdf`);
    expect(retrieves()).toBe(before + 1);
  });
});

describe("/success and the downloads", () => {
  const PDF = new TextEncoder().encode("%PDF-1.4 personal credit sample");
  const OTHER = new TextEncoder().encode("%PDF-1.4 ai playbook sample");

  beforeAll(async () => {
    const bucket = app.env.DOWNLOADS as R2Bucket;
    await bucket.put("personal-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
    await bucket.put("business-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
    await bucket.put("ai-playbook.pdf", OTHER, { httpMetadata: { contentType: "application/pdf" } });
  });

  async function paidOrder(offer: OfferKey) {
    const id = await startCheckout(offer);
    completeSession(id);
    const page = await app.fetch(`/success?session_id=${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    await app.settle();
    const [order] = await ordersOf(id);
    return { id, html, order, token: String(order.download_token), page };
  }

  it("shows what was bought with a download button per file, and records the order without the webhook", async () => {
    const { html, token, page } = await paidOrder("funding-bundle");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Funding Bundle");
    expect(html).toContain("$159.97");
    expect(html).toContain(`href="/download/${token}/personal-credit-ebook.pdf"`);
    expect(html).toContain(`href="/download/${token}/business-credit-ebook.pdf"`);
    expect(html).toContain("Download Personal Credit Ebook.pdf");
    expect(sentEmails(resend)).toHaveLength(2);
  });

  it("streams the right file's bytes as an attachment that no cache keeps", async () => {
    const { token } = await paidOrder("funding-bundle");
    const response = await app.fetch(`/download/${token}/personal-credit-ebook.pdf`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Personal Credit Ebook.pdf"; filename*=UTF-8''Personal%20Credit%20Ebook.pdf`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("refuses a file of another offer, and a token that is not an order's", async () => {
    const { token } = await paidOrder("funding-bundle");
    const other = await app.fetch(`/download/${token}/ai-playbook.pdf`);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("Download not found");
    const forged = await app.fetch(`/download/${"A".repeat(43)}/personal-credit-ebook.pdf`);
    expect(forged.status).toBe(404);
    expect((await app.fetch(`/download/short/personal-credit-ebook.pdf`)).status).toBe(404);
  });

  it("stops a refunded order's downloads with a 410 page", async () => {
    const { token, order } = await paidOrder("personal-credit-ebook");
    await deliver(
      await signedEvent("charge.refunded", {
        id: "ch_test_refund",
        object: "charge",
        payment_intent: order.payment_intent_id,
        refunded: true,
      }),
    );
    const response = await app.fetch(`/download/${token}/personal-credit-ebook.pdf`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain("This download is no longer available");
    expect(html).not.toContain("%PDF");
  });

  it("ends a link 30 days after purchase with a page that says how to get a new one", async () => {
    const { id, token } = await paidOrder("personal-credit-ebook");
    const day = 24 * 60 * 60 * 1000;
    const setPaidAt = (daysAgo: number) =>
      app.env.LEADS_DB.prepare("UPDATE orders SET paid_at = ?1 WHERE session_id = ?2")
        .bind(new Date(Date.now() - daysAgo * day).toISOString(), id)
        .run();
    await setPaidAt(29);
    expect((await app.fetch(`/download/${token}/personal-credit-ebook.pdf`)).status).toBe(200);
    await setPaidAt(31);
    const response = await app.fetch(`/download/${token}/personal-credit-ebook.pdf`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain("we&#x27;ll email you fresh links");
    expect(html).toContain('href="/orders"');
  });

  it("tells a buyer whose bank payment is clearing that we will email them, with no download yet", async () => {
    const id = await startCheckout("investor-bundle");
    completeSession(id, { payment_status: "unpaid" });
    const html = await (await app.fetch(`/success?session_id=${id}`)).text();
    expect(html).toContain("We&#x27;ll email you your downloads as soon as it clears");
    expect(html).not.toContain("/download/");
    const [order] = await ordersOf(id);
    expect((await app.fetch(`/download/${order.download_token}/investor-bundle.pdf`)).status).toBe(403);
  });

  it("tells a monthly plan's buyer what happens next", async () => {
    const id = await startCheckout("elite");
    completeSession(id);
    const html = await (await app.fetch(`/success?session_id=${id}`)).text();
    expect(html).toContain("What happens next");
    expect(html).toContain("onboarding call");
    expect(html).not.toContain("/download/");
  });

  it("shows the plain thank-you for an unknown, forged or unfinished session, and leaks nothing", async () => {
    const plain = await (await app.fetch("/success")).text();
    const open = await startCheckout("vip");
    for (const id of ["cs_test_999999", "not-a-session", "<script>alert(1)</script>", open]) {
      const response = await app.fetch(`/success?session_id=${encodeURIComponent(id)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The page's heading and text: nothing verified, so no claim of a payment.
      expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(successPage.neutral.title);
      expect(html.match(/data-testid="success-text">([^<]*)</)?.[1]?.replace(/&#x27;/g, "'")).toBe(
        successPage.neutral.text,
      );
      expect(html).not.toContain("Your purchase");
      expect(html).not.toContain("/download/");
      expect(html).not.toContain("alert(1)");
    }
    expect(plain).toContain("Continue Shopping");
    expect(await ordersOf(open)).toEqual([]);
  });
});
