import { describe, expect, it } from "vitest";
import { emailWords } from "~/content/email";
import { buyerDelivery } from "~/lib/email-messages";
import { buyerOrdersView, ordersLinkMessage } from "~/lib/order-messages";
import { downloadDecision, downloadsExpireAt, type Order } from "~/lib/orders";

/** The buyer's orders again: how long renewed links work, the email with its one link, the list it opens. */

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 7,
  sessionId: "cs_test_again",
  offer: "funding-bundle",
  mode: "payment",
  buyerEmail: "grace@example.com",
  buyerName: "Grace",
  amountTotal: 15997,
  currency: "usd",
  status: "paid",
  paymentIntentId: "pi_1",
  customerId: null,
  subscriptionId: null,
  subscriptionStatus: null,
  downloadToken: "t".repeat(43),
  createdAt: "2027-01-01T10:00:00.000Z",
  updatedAt: "2027-01-01T10:00:00.000Z",
  paidAt: "2027-01-01T10:00:00.000Z",
  downloadsFrom: null,
  ...overrides,
});

describe("renewed download links", () => {
  it("run 30 days from the later of the payment and the renewal", () => {
    expect(downloadsExpireAt(order()).toISOString()).toBe("2027-01-31T10:00:00.000Z");
    const renewed = order({ downloadsFrom: "2027-03-01T12:00:00.000Z" });
    expect(downloadsExpireAt(renewed).toISOString()).toBe("2027-03-31T12:00:00.000Z");
    // A renewal from before the payment shortens nothing.
    expect(downloadsExpireAt(order({ downloadsFrom: "2026-12-01T00:00:00.000Z" })).toISOString()).toBe(
      "2027-01-31T10:00:00.000Z",
    );
    const file = "personal-credit-ebook.pdf";
    expect(downloadDecision(order(), file, new Date("2027-03-10T00:00:00Z"))).toEqual({ ok: false, reason: "expired" });
    expect(downloadDecision(renewed, file, new Date("2027-03-10T00:00:00Z")).ok).toBe(true);
    // A refunded order stays refused, renewed or not.
    expect(downloadDecision({ ...renewed, status: "refunded" }, file, new Date("2027-03-10T00:00:00Z"))).toEqual({
      ok: false,
      reason: "not-paid",
    });
  });
});

describe("the /orders email and list", () => {
  it("carries only the link and when it ends, escaped, with a plain-text part", () => {
    const message = ordersLinkMessage({
      to: "grace@example.com",
      url: "https://www.example.com/orders/downloads?t=a.b&x=<y>",
      expiresAt: new Date("2027-04-09T15:00:00Z"),
      signature: "Grace Hopper",
    });
    expect(message.subject).toBe("Your downloads");
    expect(message.html).toContain('href="https://www.example.com/orders/downloads?t=a.b&amp;x=&lt;y&gt;"');
    expect(message.text).toContain("https://www.example.com/orders/downloads?t=a.b&x=<y>");
    expect(message.text).toContain("until 2027-04-09");
  });

  it("lists the orders with files, each file's link, and leaves out a monthly plan", () => {
    const view = buyerOrdersView([
      order({ downloadsFrom: "2027-03-10T15:00:00.000Z" }),
      order({ id: 8, offer: "growth", mode: "subscription" }),
    ]);
    expect(view).toEqual([
      {
        id: 7,
        offerName: "Funding Bundle",
        orderedOn: "2027-01-01",
        amount: "$159.97",
        until: "2027-04-09",
        files: [
          { name: "Personal Credit Ebook.pdf", href: `/download/${"t".repeat(43)}/personal-credit-ebook.pdf` },
          { name: "Business Credit Ebook.pdf", href: `/download/${"t".repeat(43)}/business-credit-ebook.pdf` },
        ],
      },
    ]);
  });

  it("puts the way to /orders in the buyer's download email", () => {
    const message = buyerDelivery({
      order: order(),
      origin: "https://www.example.com",
      words: emailWords,
      signature: "Grace Hopper",
    })!;
    expect(message.text).toContain(`${emailWords.buyerAgain} https://www.example.com/orders`);
    expect(message.html).toContain('<a href="https://www.example.com/orders">');
  });
});
