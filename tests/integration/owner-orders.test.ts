import { afterEach, describe, expect, it, vi } from "vitest";
import { CSV_BOM } from "~/lib/csv";
import { monthLabel } from "~/lib/orders";
import { ROWS_PER_PAGE } from "~/lib/paging";
import { useTestApp } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";
import { seedOrder as seedStoredOrder, type OrderRow } from "../support/fixtures/orders";

/**
 * /owner/orders through the real handler on D1: only the owner at the second level sees orders;
 * newest first, filtered by offer and status, revenue per month, CSV and one order's Stripe ids.
 */

// Local development (ENVIRONMENT=development on localhost): sign-up open without a list or secret.
const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "orders");

const browser = () => ownerBrowser(app);

const seedOrder = (fields: OrderRow) =>
  seedStoredOrder(app.env.LEADS_DB, { payment_intent_id: "pi_test_1", ...fields });

afterEach(() => {
  vi.useRealTimers();
});

describe("the owner's orders", () => {
  it("need the owner at the second level", async () => {
    const anonymous = await app.fetch("/owner/orders");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/owner/sign-in");
    expect((await app.fetch("/owner/orders.csv")).status).toBe(302);
    expect((await app.fetch("/owner/orders/1")).status).toBe(302);
  });

  it("lists orders newest first, filters by offer and status, and shows revenue per month", async () => {
    // Mid-month: "the 1st of this month" is before now in UTC and in her zone alike.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-12-15T15:00:00Z") });
    const b = browser();
    await signInOwnerAtAal2(b);
    const month = new Date().toISOString().slice(0, 7);
    await seedOrder({
      buyer_name: "Older Buyer",
      created_at: `${month}-01T08:00:00.000Z`,
      paid_at: `${month}-01T08:00:00.000Z`,
    });
    await seedOrder({ buyer_name: "Refunded Buyer", status: "refunded", offer: "vip", amount_total: 39700 });
    await seedOrder({ buyer_name: "Newest Buyer", offer: "ai-playbook", amount_total: 2700 });

    const page = await b.get("/owner/orders");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    const buyers = ["Newest Buyer", "Refunded Buyer", "Older Buyer"].map((name) => html.indexOf(name));
    expect(buyers.every((index) => index > 0)).toBe(true);
    expect(buyers).toEqual([...buyers].sort((a, b) => a - b));
    expect(html).toContain('data-chart="revenue-per-month"');
    // Paid revenue this month: 159.97 + 27.00, not the refunded 397.00, in 2 paid orders.
    expect(textOf(html)).toContain("$186.97");
    expect(html).toMatch(new RegExp(`>${monthLabel(month)}</th><td[^>]*>2</td><td[^>]*>\\$186\\.97</td>`));

    const vip = textOf(await (await b.get("/owner/orders?offer=vip")).text());
    expect(vip).toContain("Refunded Buyer");
    expect(vip).not.toContain("Newest Buyer");
    const paid = textOf(await (await b.get("/owner/orders?status=paid")).text());
    expect(paid).not.toContain("Refunded Buyer");
    expect(paid).toContain("2 orders match this filter");
  });

  it("shows the orders a page at a time, the filter kept in the pager's links", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    for (let i = 0; i < ROWS_PER_PAGE + 1; i++) {
      await seedOrder({
        buyer_name: `Buyer ${i}`,
        offer: "vip",
        created_at: new Date(Date.now() - (ROWS_PER_PAGE - i) * 60_000).toISOString(),
      });
    }
    await seedOrder({ buyer_name: "Other offer", offer: "ai-playbook" });

    const first = await (await b.get("/owner/orders?offer=vip")).text();
    expect(first.match(/data-testid="order-row"/g)).toHaveLength(ROWS_PER_PAGE);
    expect(textOf(first)).toContain(`${ROWS_PER_PAGE + 1} orders match this filter`);
    expect(textOf(first)).toContain("Page 1 of 2");
    expect(first).toContain(`Buyer ${ROWS_PER_PAGE}`);
    expect(first).toContain('href="/owner/orders?offer=vip&amp;page=2"');

    const second = await (await b.get("/owner/orders?offer=vip&page=2")).text();
    expect(second.match(/data-testid="order-row"/g)).toHaveLength(1);
    expect(second).toContain("Buyer 0");
    expect(second).not.toContain("Other offer");
    expect(textOf(second)).toContain("Page 2 of 2");
    expect(second).toContain('href="/owner/orders?offer=vip"');
  });

  it("exports the filtered orders as CSV", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    await seedOrder({ buyer_name: "=HYPERLINK(1)", offer: "vip" });
    await seedOrder({ buyer_name: "Other", offer: "ai-playbook" });
    const csv = await b.get("/owner/orders.csv?offer=vip");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Response.text() drops a byte-order mark: decode the bytes keeping it.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`"Buyer","Email"`);
    expect(lines[0]).toContain(`"Ordered (Eastern Time)"`);
    expect(lines[1]).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"/);
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    expect(lines[1]).toContain("159.97");
  });

  it("quotes every cell of the orders export and guards formulas after ';' and tabs", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    await seedOrder({ buyer_name: "Bob;=1+1;x", buyer_email: "\t=cmd@example.com", offer: "vip" });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await b.get("/owner/orders.csv?offer=vip")).arrayBuffer(),
    );
    const [header, row] = text.slice(1).trim().split("\r\n");
    expect(header.startsWith('"')).toBe(true);
    expect(row).toContain('"Bob;=1+1;x"');
    expect(row).toContain(`"'\t=cmd@example.com"`);
    // Every field is one quoted cell, so splitting on ';' outside quotes finds no extra cell.
    const cells = row.match(/"(?:[^"]|"")*"/g) ?? [];
    expect(cells.join(",")).toBe(row);
  });

  it("shows one order with its Stripe ids and a link to the Stripe dashboard", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    const row = await seedOrder({ payment_intent_id: "pi_test_dash" });
    const { id } = (await app.env.LEADS_DB.prepare("SELECT id FROM orders WHERE session_id = ?1")
      .bind(row.session_id)
      .first<{ id: number }>())!;
    const html = await (await b.get(`/owner/orders/${id}`)).text();
    expect(html).toContain(String(row.session_id));
    expect(html).toContain("pi_test_dash");
    expect(html).toContain('href="https://dashboard.stripe.com/test/payments/pi_test_dash"');
    expect((await b.get("/owner/orders/999999")).status).toBe(404);
  });
});
