import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newDownloadToken, type NewOrder } from "~/lib/orders";
import { ROWS_PER_PAGE } from "~/lib/paging";
import { createSupabaseOrderRecords } from "~/services/sales/order-records-supabase.server";
import { startOrdersStandIn, type OrdersStandIn } from "../support/stand-ins/postgrest-orders";

/**
 * The Supabase order records against a PostgREST stand-in: it writes with the service-role key,
 * records a session once, and changes a status only from the states it is asked to.
 */

const KEY = "service-role-key-for-tests";
let postgrest: OrdersStandIn;

beforeAll(async () => {
  postgrest = await startOrdersStandIn(KEY);
});
afterAll(() => postgrest?.close());
beforeEach(() => {
  postgrest.rows.length = 0;
  postgrest.notes.length = 0;
  postgrest.failWith(null);
});

const records = () => createSupabaseOrderRecords({ url: postgrest.url, serviceRoleKey: KEY, timeoutMs: 2000 });

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  sessionId: "cs_test_supabase_1",
  offer: "funding-bundle",
  mode: "payment",
  buyerEmail: "buyer@example.com",
  buyerName: "Grace",
  amountTotal: 15997,
  currency: "usd",
  status: "pending",
  paymentIntentId: "pi_1",
  customerId: "cus_1",
  subscriptionId: null,
  subscriptionStatus: null,
  downloadToken: newDownloadToken(),
  ...overrides,
});

describe("orders on Supabase", () => {
  it("records a session once: the second call finds the first order", async () => {
    const first = await records().create(newOrder());
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({ sessionId: "cs_test_supabase_1", status: "pending", paidAt: null });
    const second = await records().create(newOrder());
    expect(second).toEqual({ created: false, order: first.order });
    expect(postgrest.rows).toHaveLength(1);
  });

  it("pays a pending order once, with its paid time, and finds it by token", async () => {
    const { order } = await records().create(newOrder());
    const paid = await records().transition(order.sessionId, ["pending"], "paid");
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid?.paidAt).toBeTruthy();
    expect(await records().transition(order.sessionId, ["pending"], "paid")).toBeNull();
    expect((await records().byToken(order.downloadToken))?.status).toBe("paid");
    expect(await records().transitionByPaymentIntent("pi_1", ["paid"], "refunded")).toMatchObject({
      status: "refunded",
    });
  });

  it("keeps a subscription's status and lists orders newest first by offer and status", async () => {
    await records().create(newOrder({ sessionId: "cs_a", status: "paid", subscriptionId: "sub_1", offer: "growth" }));
    await records().create(newOrder({ sessionId: "cs_b", status: "paid" }));
    expect(await records().setSubscriptionStatus("sub_1", "canceled", 2_000)).toBe(true);
    expect(await records().setSubscriptionStatus("sub_unknown", "canceled", 2_000)).toBe(false);
    // An older event (an invoice.paid delivered after the deletion) changes nothing.
    expect(await records().setSubscriptionStatus("sub_1", "active", 1_000)).toBe(false);
    const growth = await records().list({ offer: "growth" });
    expect(growth.map((order) => [order.sessionId, order.subscriptionStatus])).toEqual([["cs_a", "canceled"]]);
    expect((await records().list({ status: "paid" })).map((order) => order.sessionId)).toEqual(["cs_b", "cs_a"]);
  });

  it("lists a page of orders with the total of the whole filtered list", async () => {
    for (let i = 0; i < ROWS_PER_PAGE + 2; i++) {
      await records().create(newOrder({ sessionId: `cs_page_${String(i).padStart(2, "0")}`, status: "paid" }));
    }
    await records().create(newOrder({ sessionId: "cs_refunded", status: "refunded" }));
    const first = await records().listPage({ status: "paid" }, 1);
    expect(first.total).toBe(ROWS_PER_PAGE + 2);
    expect(first.orders).toHaveLength(ROWS_PER_PAGE);
    const second = await records().listPage({ status: "paid" }, 2);
    expect(second.total).toBe(ROWS_PER_PAGE + 2);
    expect(second.orders).toHaveLength(2);
    const seen = [...first.orders, ...second.orders].map((order) => order.sessionId);
    expect(new Set(seen).size).toBe(ROWS_PER_PAGE + 2);
    expect(seen).not.toContain("cs_refunded");
    // Newest first: the stand-in gives each row the time it was created, and ids break ties.
    expect(seen[0]).toBe(`cs_page_${String(ROWS_PER_PAGE + 1).padStart(2, "0")}`);
  });

  it("reads revenue as the database's sums per day of the paid orders since a moment, oldest first", async () => {
    const row = (sessionId: string, status: string, paidAt: string | null, amount: number | null) => ({
      id: postgrest.rows.length + 1,
      session_id: sessionId,
      status,
      paid_at: paidAt,
      amount_total: amount,
      created_at: "2026-01-01T00:00:00.000Z",
    });
    postgrest.rows.push(
      row("cs_new", "paid", "2026-11-02T10:00:00+00:00", 2700),
      row("cs_old", "paid", "2026-10-01T00:00:00+00:00", 15997),
      row("cs_before", "paid", "2025-01-01T00:00:00+00:00", 100),
      row("cs_refunded", "refunded", "2026-11-03T00:00:00+00:00", 39700),
      row("cs_free", "paid", "2026-11-04T00:00:00+00:00", null),
    );
    postgrest.rows.push(row("cs_same_day", "paid", "2026-11-02T22:00:00+00:00", 300));
    expect(await records().paidSince("2025-12-01T00:00:00.000Z")).toEqual([
      { paidAt: "2026-10-01", cents: 15997, orders: 1 },
      { paidAt: "2026-11-02", cents: 3000, orders: 2 },
    ]);
    const asked = postgrest.requests.at(-1)!;
    expect([asked.method, asked.path]).toEqual(["POST", "/rest/v1/rpc/paid_sums_since"]);
    expect(JSON.parse(asked.body)).toEqual({ since: "2025-12-01T00:00:00.000Z" });
  });

  it("finds an address's paid orders in any case, renews their links only forward, and keeps notes", async () => {
    await records().create(newOrder({ sessionId: "cs_one", status: "paid", buyerEmail: "Grace@Example.com" }));
    await records().create(newOrder({ sessionId: "cs_two", status: "paid", offer: "ai-playbook" }));
    await records().create(newOrder({ sessionId: "cs_refunded", status: "refunded" }));
    await records().create(newOrder({ sessionId: "cs_other", status: "paid", buyerEmail: "other_1@example.com" }));
    const paid = await records().paidByEmail("buyer@example.com".replace("buyer", "grace"));
    expect(paid.map((order) => order.sessionId)).toEqual(["cs_one"]);
    expect((await records().paidByEmail("BUYER@example.com")).map((order) => order.sessionId)).toEqual(["cs_two"]);
    // The address's own _ is not a wildcard.
    expect(await records().paidByEmail("other11@example.com")).toEqual([]);
    const asked = postgrest.requests.at(-1)!;
    expect(asked.query.get("status")).toBe("eq.paid");

    const [one] = paid;
    const renewed = await records().renewDownloads(one.id, "2026-12-01T10:00:00.000Z");
    expect(renewed?.downloadsFrom).toBe("2026-12-01T10:00:00.000Z");
    // An older moment shortens nothing.
    expect((await records().renewDownloads(one.id, "2026-11-20T10:00:00.000Z"))?.downloadsFrom).toBe(
      "2026-12-01T10:00:00.000Z",
    );
    const refunded = postgrest.rows.find((row) => row.session_id === "cs_refunded")!;
    expect(await records().renewDownloads(Number(refunded.id), "2026-12-01T10:00:00.000Z")).toBeNull();
    expect(refunded.downloads_from).toBeUndefined();

    await records().addNote(one.id, { kind: "resent", text: "Sent again." });
    await records().addNote(one.id, { kind: "refunded", text: "Refunded." });
    await records().addNote(Number(refunded.id), { kind: "refunded", text: "Another order." });
    expect((await records().notes(one.id)).map((note) => [note.kind, note.text])).toEqual([
      ["resent", "Sent again."],
      ["refunded", "Refunded."],
    ]);
    expect(postgrest.notes[0]).toMatchObject({ order_id: one.id, kind: "resent" });
  });

  it("throws an OrderRecordsError when Supabase fails, so the webhook answers 5xx", async () => {
    postgrest.failWith(500);
    await expect(records().create(newOrder())).rejects.toMatchObject({ name: "OrderRecordsError" });
  });
});
