import { describe, expect, it } from "vitest";
import { emailWords, welcomeEmail } from "~/content/email";
import {
  billingLinkMessage,
  blueprintMessage,
  buyerDelivery,
  buyerPaymentFailed,
  eventMessage,
  eventReconfirmation,
  subscriptionConfirmation,
  type EmailMessage,
  type EventMessageKind,
} from "~/lib/email-messages";
import { ordersLinkMessage } from "~/lib/order-messages";
import type { Order } from "~/lib/orders";
import { signatureName } from "~/lib/site-profile";
import { parseWelcomeForm } from "~/lib/site-forms";
import { isSuppressed, suppressionText } from "~/lib/suppression";
import { webhookOutcome } from "~/lib/resend-event";
import { mergeWelcome, welcomeMessage } from "~/lib/welcome";

/**
 * Every email to a visitor ends with her name (issue 51), the welcome is hers over the default,
 * and what a bounce or a complaint holds back (issue 52).
 */

const NAME = "Grace <Hopper> & Co";
const ESCAPED = "Grace &lt;Hopper&gt; &amp; Co";
const order = (overrides: Partial<Order> = {}): Order => ({
  id: 7,
  sessionId: "cs_test_sign",
  offer: "funding-bundle",
  mode: "payment",
  buyerEmail: "buyer@example.com",
  buyerName: "Buyer",
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
const start = new Date("2027-01-30T23:00:00Z");
const unsubscribeUrl = "https://www.example.com/unsubscribe?t=abc";
const eventKinds: EventMessageKind[] = ["confirmation", "24h", "1h", "moved", "skipped"];

/** Every message a visitor can get, each signed with NAME. */
const visitorMessages: Array<[string, EmailMessage]> = [
  ["list confirmation", subscriptionConfirmation({ to: "a@example.com", confirmUrl: "https://x/c", signature: NAME })],
  [
    "blueprint",
    blueprintMessage({ to: "a@example.com", url: "https://x/b", expiresAt: new Date(2027, 0, 1), signature: NAME }),
  ],
  ...eventKinds.map((kind): [string, EmailMessage] => [
    `event ${kind}`,
    eventMessage({
      kind,
      to: "a@example.com",
      start,
      icsUrl: "https://x/e.ics",
      joinUrl: null,
      unsubscribeUrl,
      signature: NAME,
    }),
  ]),
  [
    "event confirmation with the list's link",
    eventMessage({
      kind: "confirmation",
      to: "a@example.com",
      start,
      icsUrl: "https://x/e.ics",
      joinUrl: null,
      unsubscribeUrl,
      signature: NAME,
      listConfirmUrl: "https://x/c",
    }),
  ],
  ["event reconfirm", eventReconfirmation({ to: "a@example.com", confirmUrl: "https://x/c", signature: NAME })],
  ["billing link", billingLinkMessage({ to: "a@example.com", url: "https://x/billing", signature: NAME })],
  [
    "orders link",
    ordersLinkMessage({ to: "a@example.com", url: "https://x/o", expiresAt: new Date(2027, 0, 1), signature: NAME }),
  ],
  [
    "downloads",
    buyerDelivery({ order: order(), origin: "https://www.example.com", words: emailWords, signature: NAME })!,
  ],
  [
    "monthly plan",
    buyerDelivery({
      order: order({ offer: "starter", mode: "subscription" }),
      origin: "https://www.example.com",
      words: emailWords,
      signature: NAME,
    })!,
  ],
  ["payment failed", buyerPaymentFailed(order(), emailWords, NAME)!],
  ["welcome", welcomeMessage({ to: "a@example.com", draft: mergeWelcome(undefined), signature: NAME, unsubscribeUrl })],
];

describe("every email to a visitor", () => {
  it.each(visitorMessages)("%s ends with her name after the closing words (the unsubscribe line aside)", (_, m) => {
    const text = m.text.replace(/\n+Don't want these emails\? Unsubscribe: \S+\s*$/, "").trimEnd();
    expect(text).toMatch(new RegExp(`\\n[^\\n]+,\\n${NAME.replace(/[<>&]/g, (c) => `\\${c}`)}$`));
    expect(m.html).toContain(`<br>${ESCAPED}</p>`);
    expect(m.html).not.toContain(NAME);
  });

  it("names the one her profile shows: her saved name, else the default", () => {
    expect(signatureName({ name: "Deborah Okafor" }, { production: true })).toBe("Deborah Okafor");
    expect(signatureName({ name: "  " }, { production: false })).toBe(signatureName(undefined, { production: false }));
    expect(signatureName(undefined, { production: true })).toBe("Grace Adeyemi");
  });
});

describe("the welcome", () => {
  it("is hers over the default: subject and Markdown, rendered as a broadcast's body", () => {
    expect(mergeWelcome(undefined)).toEqual({ subject: welcomeEmail.subject, body: welcomeEmail.body });
    const draft = mergeWelcome({ subject: "Hello friend", body: "Glad you're here. **Truly.**\n\n<script>x</script>" });
    const message = welcomeMessage({ to: "a@example.com", draft, signature: "Deborah", unsubscribeUrl });
    expect(message.subject).toBe("Hello friend");
    expect(message.html).toContain("<strong>Truly.</strong>");
    expect(message.html).not.toContain("<script>");
    expect(message.text).toContain("Glad you're here. Truly.");
    expect(message.html).toContain(`href="${unsubscribeUrl}"`);
    expect(welcomeMessage({ to: "a@example.com", draft, signature: "D", unsubscribeUrl, test: true }).subject).toBe(
      `${welcomeEmail.testPrefix}Hello friend`,
    );
  });

  it("refuses an empty field or a subject of two lines, beside the field", () => {
    expect(parseWelcomeForm({ subject: "Hi", body: "Welcome" })).toEqual({
      ok: true,
      value: { subject: "Hi", body: "Welcome" },
    });
    const refused = parseWelcomeForm({ subject: "Hi\r\nBcc: x@y", body: "" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(["body", "subject"]);
  });
});

describe("bounces and complaints", () => {
  it("a bounce holds list mail but not what a buyer paid for; a complaint holds everything; her notices never", () => {
    for (const kind of ["broadcast", "list-confirmation", "blueprint", "welcome", "event-24h", "event-confirmation"]) {
      expect(isSuppressed("bounced", kind)).toBe(true);
      expect(isSuppressed("complained", kind)).toBe(true);
    }
    for (const kind of ["buyer-delivery", "payment-failed", "billing-link", "orders-link"]) {
      expect(isSuppressed("bounced", kind)).toBe(false);
      expect(isSuppressed("complained", kind)).toBe(true);
    }
    for (const kind of ["lead-notice", "order-notice", "broadcast-test", "welcome-test"]) {
      expect(isSuppressed("complained", kind)).toBe(false);
    }
    expect(isSuppressed(null, "broadcast")).toBe(false);
  });

  it("reads Resend's events: permanent bounces and complaints hold their recipients, nothing else does", () => {
    const bounced = (type?: string) => ({
      type: "email.bounced",
      data: { to: ["Ada@Example.com"], ...(type ? { bounce: { type } } : {}) },
    });
    expect(webhookOutcome(bounced("Permanent"))).toEqual({
      type: "email.bounced",
      reason: "bounced",
      emails: ["ada@example.com"],
    });
    expect(webhookOutcome(bounced("Transient"))).toMatchObject({ reason: null, emails: [] });
    expect(webhookOutcome({ type: "email.complained", data: { to: ["b@example.com"] } })).toMatchObject({
      reason: "complained",
      emails: ["b@example.com"],
    });
    expect(webhookOutcome({ type: "email.delivered", data: { to: ["b@example.com"] } })).toMatchObject({
      reason: null,
      emails: [],
    });
    expect(webhookOutcome("not an event")).toBeNull();
    expect(suppressionText(null)).toBe("");
    expect(suppressionText({ reason: "complained", at: "2026-12-09T15:00:00.000Z" })).toMatch(/^Complained /);
  });
});
