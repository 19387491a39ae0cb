import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderTools } from "~/content/order-tools";
import { useTestApp } from "../support/harness/app";
import { mainOf, textOf } from "../support/harness/html";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";
import { sentEmails, startResendStandIn } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";
import {
  REFUSED_REFUND_INTENT,
  refundRequests,
  refunds,
  signedEvent,
  startStripeStandIn,
  WEBHOOK_SECRET,
} from "../support/stand-ins/stripe";
import { seedOrder as seedStoredOrder, type OrderRow } from "../support/fixtures/orders";

/**
 * The owner's tools on /owner/orders/{id}, through the real build on local D1, at aal2 and
 * without JavaScript: the download email again (the outbox has it, the links work 30 days more),
 * a refund with a confirmation step against the Stripe stand-in (one idempotency key per order),
 * then Stripe's signed charge.refunded event turns the order refunded and stops its downloads;
 * each action leaves a note on the page.
 */

const DAY = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode("%PDF-1.4 tools");

let stripe: StandIn;
let resend: StandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  resend = await startResendStandIn();
});
// Local development (ENVIRONMENT=development on localhost): the owner's sign-up is open.
const app = useTestApp(() => ({
  ENVIRONMENT: "development",
  STRIPE_SECRET_KEY: "sk_test_tools",
  STRIPE_API_URL: stripe.url,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RESEND_API_KEY: "re_test_key",
  RESEND_API_URL: resend.url,
  EMAIL_FROM: "Faith & Wealth <orders@example.com>",
}));
beforeAll(async () => {
  const bucket = app.env.DOWNLOADS as R2Bucket;
  await bucket.put("personal-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
  await bucket.put("business-credit-ebook.pdf", PDF, { httpMetadata: { contentType: "application/pdf" } });
});
afterAll(async () => {
  await stripe?.close();
  await resend?.close();
});
freshOwnerEachTest(app, "outbox", "order_notes", "orders");
beforeEach(async () => {
  await app.settle();
  resend.requests.length = 0;
  stripe.requests.length = 0;
});

/** A paid order, paid `daysAgo` days ago (40: its links have expired). */
const seedOrder = (fields: OrderRow = {}, daysAgo = 40) =>
  seedStoredOrder(
    app.env.LEADS_DB,
    {
      buyer_email: "grace@example.com",
      payment_intent_id: `pi_test_tools_${Math.random().toString(36).slice(2)}`,
      ...fields,
    },
    new Date(Date.now() - daysAgo * DAY).toISOString(),
  );

const statusOf = async (id: number) =>
  (await app.env.LEADS_DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(id).first<{ status: string }>())!
    .status;

async function deliver(event: { body: string; signature: string }) {
  const response = await app.fetch("/webhooks/stripe", {
    method: "POST",
    body: event.body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
  });
  await app.settle();
  return response;
}

describe("the owner's order tools", () => {
  it("send the download email again with renewed links, refund after a confirmation, and note each", async () => {
    const order = await seedOrder();
    const file = `/download/${order.download_token}/personal-credit-ebook.pdf`;
    expect((await app.fetch(file)).status).toBe(410);

    // A stranger's post does nothing.
    const stranger = await app.post(`/owner/orders/${order.id}`, { intent: "refund" });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("Location")).toContain("/owner/sign-in");

    const b = ownerBrowser(app);
    await signInOwnerAtAal2(b);
    const page = textOf(mainOf(await (await b.get(`/owner/orders/${order.id}`)).text()));
    expect(page).toContain(orderTools.resendButton);
    expect(page).toContain(orderTools.refundStart);
    expect(page).toContain(orderTools.noNotes);

    const resent = await b.post(`/owner/orders/${order.id}`, { intent: "resend" });
    expect(resent.status).toBe(200);
    await app.settle();
    const shown = await resent.text();
    // She sees what was sent: the subject and the links.
    expect(textOf(mainOf(shown))).toContain("Your Funding Bundle downloads");
    expect(shown).toContain(`${file}`);
    const [mail] = sentEmails(resend).filter((message) => message.to[0] === "grace@example.com");
    expect(mail.subject).toBe("Your Funding Bundle downloads");
    expect(mail.text).toContain(file);
    expect(mail.text).toContain("/orders");
    const queued = await app.env.LEADS_DB.prepare(
      "SELECT kind, status FROM outbox WHERE to_address = 'grace@example.com'",
    ).all<{ kind: string; status: string }>();
    expect(queued.results).toEqual([{ kind: "buyer-delivery", status: "sent" }]);
    // The links work again.
    expect((await app.fetch(file)).status).toBe(200);
    expect(textOf(mainOf(await (await b.get(`/owner/orders/${order.id}`)).text()))).toContain(
      "Sent the download email again to grace@example.com",
    );

    // The refund's confirmation step says what will happen, and posts nothing yet.
    const confirm = textOf(mainOf(await (await b.get(`/owner/orders/${order.id}?refund=confirm`)).text()));
    expect(confirm).toContain("Refund $159.97 to grace@example.com?");
    expect(confirm).toContain("Stripe emails the buyer a refund receipt.");
    expect(confirm).toContain("Yes, refund $159.97");
    expect(refundRequests(stripe)).toHaveLength(0);

    const refunded = await b.post(`/owner/orders/${order.id}`, { intent: "refund" });
    expect(refunded.status).toBe(200);
    expect(textOf(await refunded.text())).toContain(orderTools.requestedTitle);
    const [request] = refundRequests(stripe);
    expect(new URLSearchParams(request.body).get("payment_intent")).toBe(order.payment_intent_id);
    expect(request.headers["idempotency-key"]).toBe(`refund-order-${order.id}`);
    // Pressed again: the same key, the same refund at Stripe.
    const before = refunds.size;
    expect((await b.post(`/owner/orders/${order.id}`, { intent: "refund" })).status).toBe(200);
    expect(refundRequests(stripe).map((r) => r.headers["idempotency-key"])).toEqual([
      `refund-order-${order.id}`,
      `refund-order-${order.id}`,
    ]);
    expect(refunds.size).toBe(before);
    // Paid until Stripe confirms.
    expect(await statusOf(order.id)).toBe("paid");
    expect((await app.fetch(file)).status).toBe(200);

    const event = await signedEvent("charge.refunded", {
      id: "ch_test_tools",
      object: "charge",
      payment_intent: order.payment_intent_id,
      refunded: true,
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("refunded");
    const gone = await app.fetch(file);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('href="/orders"');
    // A replay notes nothing more.
    await deliver(event);

    const after = textOf(mainOf(await (await b.get(`/owner/orders/${order.id}`)).text()));
    expect(after).toContain(orderTools.notes.refunded);
    expect(after.split(orderTools.notes.refunded)).toHaveLength(2);
    // One note of the refund asked for, though pressed twice.
    expect(after.split("Asked Stripe for a full refund of $159.97 (refund re_test_")).toHaveLength(2);
    expect(after).toContain(orderTools.unavailable.notPaid);
    const buttons = await (await b.get(`/owner/orders/${order.id}?refund=confirm`)).text();
    expect(buttons).not.toContain('value="resend"');
    expect(buttons).not.toContain('value="refund"');
  });

  it("says what Stripe answered when it refuses a refund, and changes nothing", async () => {
    const order = await seedOrder({ payment_intent_id: REFUSED_REFUND_INTENT }, 2);
    const b = ownerBrowser(app);
    await signInOwnerAtAal2(b);
    const refused = await b.post(`/owner/orders/${order.id}`, { intent: "refund" });
    expect(refused.status).toBe(502);
    const text = textOf(await refused.text());
    expect(text).toContain(orderTools.failedTitle);
    expect(text).toContain("Charge has already been refunded.");
    expect(await statusOf(order.id)).toBe("paid");
    expect(textOf(mainOf(await (await b.get(`/owner/orders/${order.id}`)).text()))).toContain(orderTools.noNotes);
  });
});
