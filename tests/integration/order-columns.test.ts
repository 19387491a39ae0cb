import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_WRITTEN_COLUMNS, orderFromRow, orderTable } from "~/lib/order-columns";
import { newDownloadToken, orderFromSession, type NewOrder, type Order, type SessionFacts } from "~/lib/orders";
import { createD1OrderRecords } from "~/services/sales/order-records-d1.server";
import { createSupabaseOrderRecords } from "~/services/sales/order-records-supabase.server";
import { migrate } from "../support/database/d1-migrations";
import { startLocalD1, type LocalD1 } from "../support/database/local-d1";
import { psqlOk } from "../support/database/postgres";
import {
  createSupabaseTestDatabase,
  replayRow,
  supabaseColumns,
  type SupabaseTestDatabase,
} from "../support/database/supabase-database";
import { startOrdersStandIn, type OrdersStandIn } from "../support/stand-ins/postgrest-orders";

/**
 * An order's field reaches both backends or neither: the order fulfilment records has exactly the
 * written columns of the one column list (lib/order-columns.ts), the list is the D1 table and the
 * Supabase table, and an order recorded and then updated through D1 and through the Supabase store
 * (its requests replayed into PostgreSQL) comes back with every column filled and the same fields.
 */

const KEY = "service-role-key-for-tests";
let d1: LocalD1;
let postgrest: OrdersStandIn;
let postgres: SupabaseTestDatabase;

beforeAll(async () => {
  d1 = await startLocalD1();
  await migrate(d1.db);
  postgrest = await startOrdersStandIn(KEY);
  postgres = createSupabaseTestDatabase(`order_columns_test_${process.pid}`);
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
  await postgrest?.close();
  postgres?.drop();
});

/** The Stripe event time the record modules keep for the plan's status (Unix seconds). */
const EVENT_CREATED = 1_790_000_000;
/** When the owner or the buyer renewed the order's download links. */
const RENEWED = "2026-12-02T10:00:00.000Z";

/** A paid monthly plan's session with every field the site reads set, as fulfilment records it. */
function fullOrder(name: string): NewOrder {
  const session: SessionFacts = {
    id: `cs_test_columns_${name}`,
    status: "complete",
    mode: "subscription",
    payment_status: "paid",
    amount_total: 2900,
    currency: "usd",
    metadata: { offer: "growth" },
    customer_details: { email: `${name}@example.com`, name: `Buyer ${name}` },
    payment_intent: `pi_columns_${name}`,
    customer: { id: `cus_columns_${name}` },
    subscription: { id: `sub_columns_${name}`, status: "active" },
  };
  return orderFromSession(session, "growth", newDownloadToken());
}

const sorted = (names: Iterable<string>) => [...names].sort();
const writtenProperties = ORDER_WRITTEN_COLUMNS.map((column) => orderTable[column].property);

/** Every column of the list has a value in the row (null or missing fails, naming the column). */
function expectEveryColumnFilled(row: Record<string, unknown>) {
  for (const column of Object.keys(orderTable)) {
    expect({ column, filled: row[column] !== null && row[column] !== undefined }).toEqual({ column, filled: true });
  }
}

/** Every field fulfilment wrote comes back as written, and the times the database and store add are there. */
function expectSameOrder(read: Order, order: NewOrder) {
  for (const property of writtenProperties) {
    expect({ property, value: read[property] }).toEqual({ property, value: order[property] });
  }
  for (const time of [read.createdAt, read.updatedAt, read.paidAt]) expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
}

describe("the orders table's one column list", () => {
  it("holds every field of the order fulfilment records, and nothing else the site writes", () => {
    expect(sorted(Object.keys(fullOrder("fields")))).toEqual(sorted(writtenProperties));
  });

  it("is the D1 table's columns and the Supabase table's columns", async () => {
    // A saved row's keys are the D1 table's columns.
    const { order } = await createD1OrderRecords(d1.db).create(fullOrder("tables"));
    const row = await d1.db
      .prepare("SELECT * FROM orders WHERE id = ?1")
      .bind(order.id)
      .first<Record<string, unknown>>();
    expect(sorted(Object.keys(row ?? {}))).toEqual(sorted(Object.keys(orderTable)));
    expect(sorted(supabaseColumns(postgres, "orders"))).toEqual(sorted(Object.keys(orderTable)));
  });

  it("brings an order back with every column filled and the same fields from D1", async () => {
    const order = fullOrder("d1");
    const records = createD1OrderRecords(d1.db);
    const { created, order: recorded } = await records.create(order);
    expect(created).toBe(true);
    expect(await records.setSubscriptionStatus(order.subscriptionId!, order.subscriptionStatus!, EVENT_CREATED)).toBe(
      true,
    );
    expect((await records.renewDownloads(recorded.id, RENEWED))?.downloadsFrom).toBe(RENEWED);

    const row = await d1.db
      .prepare("SELECT * FROM orders WHERE id = ?1")
      .bind(recorded.id)
      .first<Record<string, unknown>>();
    expectEveryColumnFilled(row ?? {});
    expect(row?.subscription_event_at).toBe(EVENT_CREATED);
    const read = await records.byId(recorded.id);
    expect(read).not.toBeNull();
    expectSameOrder(read!, order);
  });

  it("brings an order back with every column filled and the same fields from Supabase", async () => {
    const order = fullOrder("supabase");
    const records = createSupabaseOrderRecords({ url: postgrest.url, serviceRoleKey: KEY, timeoutMs: 5000 });
    postgrest.requests.length = 0;
    expect((await records.create(order)).created).toBe(true);
    expect(await records.setSubscriptionStatus(order.subscriptionId!, order.subscriptionStatus!, EVENT_CREATED)).toBe(
      true,
    );
    const recorded = postgrest.rows.find((row) => row.session_id === order.sessionId)!;
    expect((await records.renewDownloads(Number(recorded.id), RENEWED))?.downloadsFrom).toBe(RENEWED);
    const insert = postgrest.requests.find((request) => request.method === "POST");
    const update = postgrest.requests.find((request) => request.method === "PATCH");
    const renewal = postgrest.requests.filter((request) => request.method === "PATCH").at(-1);
    expect(update?.query.get("subscription_id")).toBe(`eq.${order.subscriptionId}`);

    // What the store sent, replayed as the service role: a column Supabase lacks fails here.
    const sent = (body = "{}") => JSON.parse(body) as Record<string, unknown>;
    expect(replayRow(postgres, "service_role", "orders", sent(insert?.body)).stderr).toBe("");
    const where = `subscription_id = '${order.subscriptionId}'`;
    expect(replayRow(postgres, "service_role", "orders", sent(update?.body), where).stderr).toBe("");
    expect(replayRow(postgres, "service_role", "orders", sent(renewal?.body), where).stderr).toBe("");

    const row = JSON.parse(
      psqlOk(postgres.name, `SELECT row_to_json(o) FROM public.orders o WHERE session_id = '${order.sessionId}';`),
    ) as Record<string, unknown>;
    expectEveryColumnFilled(row);
    expect(row.subscription_event_at).toBe(EVENT_CREATED);
    expectSameOrder(orderFromRow(row), order);
  });
});
