import { describe, expect, it } from "vitest";
import { blueprintFile, offerFiles } from "~/content/downloads";
import { OFFER_KEYS, offers } from "~/content/offers";
import { stackedBars } from "~/lib/chart";
import { codeGuessingAlert, escape, leadNotice, orderNotice } from "~/lib/email-messages";
import { emailWords } from "~/content/email";
import { retryMessage } from "~/lib/owner-access";
import {
  downloadDecision,
  isDownloadToken,
  monthLabel,
  newDownloadToken,
  orderFilterSearch,
  parseOrderFilter,
  revenueChart,
  revenueByMonth,
  stripeDashboardUrl,
  sessionOffer,
  type Order,
  type SessionFacts,
} from "~/lib/orders";
import { ORDER_CSV_COLUMNS, orderCsvRow } from "~/lib/order-columns";
import { ownerClock, ownerTime } from "~/lib/owner-time";
import { pageCount, pageOffset, parsePage, ROWS_PER_PAGE } from "~/lib/paging";
import { samplePdf, sampleFiles } from "../../scripts/seed-downloads.mjs";

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 1,
  sessionId: "cs_test_1",
  offer: "funding-bundle",
  mode: "payment",
  buyerEmail: "buyer@example.com",
  buyerName: "Grace",
  amountTotal: 15997,
  currency: "usd",
  status: "paid",
  paymentIntentId: "pi_1",
  customerId: null,
  subscriptionId: null,
  subscriptionStatus: null,
  downloadToken: newDownloadToken(),
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  downloadsFrom: null,
  paidAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

describe("what each offer delivers", () => {
  it("gives every one-time offer at least one file and the monthly plans none", () => {
    for (const key of OFFER_KEYS) {
      if (offers[key].billing === "once") expect(offerFiles[key].length, key).toBeGreaterThan(0);
      else expect(offerFiles[key], key).toEqual([]);
    }
  });

  it("is what `npm start` seeds into the local bucket, as valid PDFs", () => {
    // Every offer's files and the free blueprint.
    const keys = new Set([...OFFER_KEYS.flatMap((key) => offerFiles[key].map((file) => file.key)), blueprintFile.key]);
    expect(new Set(sampleFiles().map((file: { key: string }) => file.key))).toEqual(keys);
    const pdf = new TextDecoder().decode(samplePdf("AI Playbook"));
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
  });
});

describe("download tokens and decisions", () => {
  it("makes 32 random bytes as 43 base64url characters, never twice the same", () => {
    const tokens = new Set(Array.from({ length: 100 }, newDownloadToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(isDownloadToken(token)).toBe(true);
    expect(isDownloadToken("../../etc/passwd")).toBe(false);
  });

  const now = new Date("2026-11-20T00:00:00Z");
  it("allows a paid order's own files within 30 days", () => {
    expect(downloadDecision(order(), "business-credit-ebook.pdf", now)).toMatchObject({ ok: true });
    expect(downloadDecision(order(), "ai-playbook.pdf", now)).toEqual({ ok: false, reason: "unknown" });
    expect(downloadDecision(null, "ai-playbook.pdf", now)).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses refunded, failed, pending and expired orders", () => {
    expect(downloadDecision(order({ status: "refunded" }), "business-credit-ebook.pdf", now)).toEqual({
      ok: false,
      reason: "not-paid",
    });
    expect(downloadDecision(order({ status: "failed" }), "business-credit-ebook.pdf", now).ok).toBe(false);
    expect(downloadDecision(order({ status: "pending", paidAt: null }), "business-credit-ebook.pdf", now)).toEqual({
      ok: false,
      reason: "pending",
    });
    expect(downloadDecision(order(), "business-credit-ebook.pdf", new Date("2026-12-01T10:00:00Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(downloadDecision(order(), "business-credit-ebook.pdf", new Date("2026-12-01T09:59:59Z")).ok).toBe(true);
  });
});

describe("orders from sessions", () => {
  const session = (metadata: Record<string, string> | null, price = "price_x"): SessionFacts => ({
    id: "cs_1",
    status: "complete",
    mode: "payment",
    payment_status: "paid",
    amount_total: 100,
    currency: "usd",
    metadata,
    customer_details: null,
    payment_intent: null,
    customer: null,
    subscription: null,
    line_items: { data: [{ price: { id: price } }] },
  });
  it("reads the offer from metadata, else from the price id, else ignores the session", () => {
    expect(sessionOffer(session({ offer: "vip" }), () => null)).toBe("vip");
    expect(sessionOffer(session(null, "price_vip"), (id) => (id === "price_vip" ? "vip" : null))).toBe("vip");
    expect(sessionOffer(session({ offer: "not-ours" }), () => null)).toBeNull();
  });
});

describe("revenue per month", () => {
  it("adds paid orders into the last 12 calendar months, oldest first", () => {
    const months = revenueByMonth(
      [
        { cents: 1000, paidAt: "2026-11-02T00:00:00.000Z", orders: 1 },
        { cents: 500, paidAt: "2026-11-30T23:59:59.000Z", orders: 1 },
        { cents: 1400, paidAt: "2026-11-30", orders: 2 },
        { cents: 700, paidAt: "2025-12-01T00:00:00.000Z", orders: 1 },
        { cents: 900, paidAt: "2025-11-30T00:00:00.000Z", orders: 1 },
      ],
      new Date("2026-11-20T00:00:00Z"),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-12", cents: 700, orders: 1 });
    expect(months[11]).toEqual({ month: "2026-11", cents: 2900, orders: 4 });
    expect(months.slice(1, 11).every((month) => month.cents === 0)).toBe(true);
  });
});

describe("escaping for HTML email", () => {
  it("neutralises tags, quotes and ampersands", () => {
    expect(escape(`<b onclick='x'>"A" & B</b>`)).toBe("&lt;b onclick=&#39;x&#39;&gt;&quot;A&quot; &amp; B&lt;/b&gt;");
  });
});

describe("the owner's view of orders", () => {
  it("reads a filter from the URL and ignores what is not an offer or a status", () => {
    expect(parseOrderFilter(new URLSearchParams("offer=vip&status=refunded"))).toEqual({
      offer: "vip",
      status: "refunded",
    });
    expect(parseOrderFilter(new URLSearchParams("offer=<x>&status=lost"))).toEqual({});
    expect(orderFilterSearch({ offer: "vip", status: "paid" })).toBe("?offer=vip&status=paid");
    expect(orderFilterSearch({})).toBe("");
    expect(orderFilterSearch({ offer: "vip" }, 2)).toBe("?offer=vip&page=2");
    expect(orderFilterSearch({ offer: "vip" }, 1)).toBe("?offer=vip");
  });

  it("pages the owner's lists: the page from the URL, the pages a total fills, the first row of a page", () => {
    expect([parsePage(new URLSearchParams("page=3")), parsePage(new URLSearchParams("page=0"))]).toEqual([3, 1]);
    expect([parsePage(new URLSearchParams("page=2.5")), parsePage(new URLSearchParams("page=x"))]).toEqual([1, 1]);
    expect([pageCount(0), pageCount(ROWS_PER_PAGE), pageCount(ROWS_PER_PAGE + 1)]).toEqual([1, 1, 2]);
    expect([pageOffset(1), pageOffset(3)]).toEqual([0, 2 * ROWS_PER_PAGE]);
  });

  it("links an order to its payment or subscription in the Stripe dashboard, in test mode for test sessions", () => {
    expect(stripeDashboardUrl({ sessionId: "cs_live_1", paymentIntentId: "pi_1", subscriptionId: null })).toBe(
      "https://dashboard.stripe.com/payments/pi_1",
    );
    expect(stripeDashboardUrl({ sessionId: "cs_test_1", paymentIntentId: null, subscriptionId: "sub_1" })).toBe(
      "https://dashboard.stripe.com/test/subscriptions/sub_1",
    );
  });

  it("scales the revenue bars to a round top and keeps empty months empty", () => {
    const months = [
      { month: "2026-10", cents: 0, orders: 0 },
      { month: "2026-11", cents: 15997, orders: 1 },
    ];
    const { max: maxCents, bars: stacks } = stackedBars(revenueChart(months), 200, 100, 100);
    const bars = stacks.map((segments) => segments[0] ?? { height: 0, y: 100 });
    expect(maxCents).toBe(20000);
    expect(bars[0].height).toBe(0);
    expect(bars[1].height).toBeCloseTo(79.985);
    expect(bars[1].y + bars[1].height).toBe(100);
    // No paid month: the axis still tops at a dollar.
    expect(stackedBars(revenueChart([{ month: "2026-11", cents: 0, orders: 0 }]), 200, 100, 100).max).toBe(100);
  });

  it("writes one CSV row per order with the amount in currency units", () => {
    const row = orderCsvRow(order());
    expect(row).toHaveLength(ORDER_CSV_COLUMNS.length);
    expect(row[ORDER_CSV_COLUMNS.indexOf("Amount")]).toBe("159.97");
    expect(row[ORDER_CSV_COLUMNS.indexOf("Currency")]).toBe("USD");
  });
});

describe("the owner's dates", () => {
  it("label a month and show a stored time in the owner's zone, as people write it", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
    expect(monthLabel("2027-01")).toBe("Jan 2027");
    const now = new Date("2026-11-26T12:00:00Z");
    // America/New_York: 02:50 UTC on the 27th is 9:50 PM on the 26th.
    expect(ownerTime("2026-11-27T02:50:11.348Z", now)).toBe("Thu 26 Nov, 9:50 PM");
    expect(ownerTime("2026-07-04T16:05:00Z", now)).toBe("Sat 4 Jul, 12:05 PM");
    expect(ownerTime("2025-11-03T09:59:00Z", now)).toBe("Mon 3 Nov 2025, 4:59 AM");
  });

  it("show a dash for a missing or unreadable time", () => {
    expect(ownerTime(null)).toBe("—");
    expect(ownerTime("not a time")).toBe("—");
  });

  it("are written in her zone in her notices and in the lockout message", () => {
    const at = "2026-11-27T02:50:11.348Z"; // 9:50 PM on the 26th in New York
    const lead = { form_source: "Contact Page", name: "Vera", email: "vera@example.com", phone: null };
    const notice = leadNotice({
      lead: lead as unknown as Parameters<typeof leadNotice>[0]["lead"],
      leadId: 7,
      origin: "https://example.com",
      to: "owner@example.com",
      words: emailWords,
      receivedAt: at,
    });
    const when = ownerTime(at);
    expect(when).toMatch(/^Thu 26 Nov(?: 2026)?, 9:50 PM$/);
    expect(notice.text).toContain(`Received: ${when}`);
    expect(notice.subject).toBe("New lead: Vera (Contact message)");
    expect(notice.text).not.toContain("Contact Page");
    expect(notice.html).toContain(`<th align="left">Received</th><td>${when}</td>`);
    const paid = orderNotice({
      order: order({ paidAt: at }),
      origin: "https://example.com",
      to: "o@example.com",
      words: emailWords,
    });
    expect(paid.text).toContain(`Paid: ${when}`);
    for (const text of [notice.text, paid.text]) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|UTC/);
    const alert = codeGuessingAlert({
      to: "o@example.com",
      count: 5,
      time: when,
      timeZone: "America/New_York",
      country: "US",
      recoverUrl: "https://example.com/owner/recover",
    });
    expect(alert.text).toContain("at Thu 26 Nov");

    expect(ownerClock(new Date(at))).toBe("9:50 PM EST");
    expect(ownerClock(new Date("2026-07-04T16:05:00Z"))).toBe("12:05 PM EDT");
    const until = Date.parse(at);
    expect(retryMessage(until, until - 15 * 60_000)).toBe(
      "Too many failed attempts. Try again after 9:50 PM EST (in 15 minutes).",
    );
  });
});
