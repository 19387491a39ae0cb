import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newDownloadToken, type NewOrder } from "~/lib/orders";
import { createSupabaseOrderStore } from "~/services/orders-supabase.server";
import { startOrdersStandIn, type OrdersStandIn } from "../support/postgrest-orders-stand-in";

/**
 * The Supabase order store against a PostgREST stand-in: it writes with the service-role key,
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
  postgrest.failWith(null);
});

const store = () => createSupabaseOrderStore({ url: postgrest.url, serviceRoleKey: KEY, timeoutMs: 2000 });

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
    const first = await store().create(newOrder());
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({ sessionId: "cs_test_supabase_1", status: "pending", paidAt: null });
    const second = await store().create(newOrder());
    expect(second).toEqual({ created: false, order: first.order });
    expect(postgrest.rows).toHaveLength(1);
  });

  it("pays a pending order once, with its paid time, and finds it by token", async () => {
    const { order } = await store().create(newOrder());
    const paid = await store().transition(order.sessionId, ["pending"], "paid");
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid?.paidAt).toBeTruthy();
    expect(await store().transition(order.sessionId, ["pending"], "paid")).toBeNull();
    expect((await store().byToken(order.downloadToken))?.status).toBe("paid");
    expect(await store().transitionByPaymentIntent("pi_1", ["paid"], "refunded")).toMatchObject({ status: "refunded" });
  });

  it("keeps a subscription's status and lists orders newest first by offer and status", async () => {
    await store().create(newOrder({ sessionId: "cs_a", status: "paid", subscriptionId: "sub_1", offer: "growth" }));
    await store().create(newOrder({ sessionId: "cs_b", status: "paid" }));
    expect(await store().setSubscriptionStatus("sub_1", "canceled")).toBe(true);
    expect(await store().setSubscriptionStatus("sub_unknown", "canceled")).toBe(false);
    const growth = await store().list({ offer: "growth" });
    expect(growth.map((order) => [order.sessionId, order.subscriptionStatus])).toEqual([["cs_a", "canceled"]]);
    expect((await store().list({ status: "paid" })).map((order) => order.sessionId)).toEqual(["cs_b", "cs_a"]);
  });

  it("throws an OrderStoreError when Supabase fails, so the webhook answers 5xx", async () => {
    postgrest.failWith(500);
    await expect(store().create(newOrder())).rejects.toMatchObject({ name: "OrderStoreError" });
  });
});
