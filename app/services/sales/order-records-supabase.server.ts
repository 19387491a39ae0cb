import type { SupabaseClient } from "@supabase/supabase-js";
import {
  serviceRoleQueries,
  UNIQUE_VIOLATION,
  type QueryAnswer,
  type ServiceRoleOptions,
} from "~/server/supabase.server";
import { orderFromRow, supabaseOrderRow } from "~/lib/order-columns";
import { orderNoteFromRow, type NewOrder, type Order, type OrderFilter, type OrderStatus } from "~/lib/orders";
import { pageRange } from "~/lib/paging";
import { OrderRecordsError, type OrderRecords } from "./order-records.server";
import * as clock from "~/lib/clock";

/**
 * Orders in Supabase's `orders` table (supabase/migrations/20261202000000_orders.sql). The
 * anonymous role has no access, so the server writes with the service-role key, which never
 * leaves the server.
 */
export function createSupabaseOrderRecords(options: ServiceRoleOptions): OrderRecords {
  const { query } = serviceRoleQueries(options, (message, cause) => new OrderRecordsError(message, { cause }));
  type OrdersQuery = ReturnType<ReturnType<SupabaseClient["from"]>["select"]>;

  /** The list's filter and order: newest first (the id breaks ties). */
  function newestFirst(select: OrdersQuery, filter: OrderFilter) {
    let filtered = select;
    if (filter.offer) filtered = filtered.eq("offer", filter.offer);
    if (filter.status) filtered = filtered.eq("status", filter.status);
    return filtered.order("created_at", { ascending: false }).order("id", { ascending: false });
  }

  const rows = (result: QueryAnswer): Order[] =>
    Array.isArray(result.data) ? (result.data as Record<string, unknown>[]).map(orderFromRow) : [];
  const first = (result: QueryAnswer): Order | null => rows(result)[0] ?? null;

  async function findBy(column: string, value: string | number): Promise<Order | null> {
    return first(await query("read of orders", (db) => db.from("orders").select("*").eq(column, value).limit(1)));
  }

  async function transitionWhere(column: string, value: string, from: readonly OrderStatus[], to: OrderStatus) {
    const now = clock.now().toISOString();
    // Only a pending order becomes paid, and a pending order has no paid_at yet.
    const changes: Record<string, string> = { status: to, updated_at: now, ...(to === "paid" ? { paid_at: now } : {}) };
    // A conditional update: only rows still in `from` change, and only they come back.
    return first(
      await query("update of orders", (db) =>
        db
          .from("orders")
          .update(changes)
          .eq(column, value)
          .in("status", [...from])
          .select("*"),
      ),
    );
  }

  return {
    async create(order: NewOrder) {
      // The written columns (lib/order-columns.ts), then paid_at: now when the order is recorded paid.
      const row = { ...supabaseOrderRow(order), paid_at: order.status === "paid" ? clock.now().toISOString() : null };
      const inserted = await query(
        "insert into orders",
        (db) => db.from("orders").insert(row).select("*"),
        UNIQUE_VIOLATION,
      );
      const created = first(inserted);
      if (!inserted.allowed && created) return { created: true, order: created };
      const existing = await findBy("session_id", order.sessionId);
      if (!existing) throw new OrderRecordsError(`order of session ${order.sessionId} neither inserted nor found`);
      return { created: false, order: existing };
    },
    transition: (sessionId, from, to) => transitionWhere("session_id", sessionId, from, to),
    transitionByPaymentIntent: (paymentIntentId, from, to) =>
      transitionWhere("payment_intent_id", paymentIntentId, from, to),
    async setSubscriptionStatus(subscriptionId, status, eventCreated) {
      const at = Math.floor(eventCreated);
      // One conditional update: only when no newer event has set the status.
      const result = await query("update of orders", (db) =>
        db
          .from("orders")
          .update({ subscription_status: status, subscription_event_at: at, updated_at: clock.now().toISOString() })
          .eq("subscription_id", subscriptionId)
          .or(`subscription_event_at.is.null,subscription_event_at.lte.${at}`)
          .select("id"),
      );
      return Array.isArray(result.data) && result.data.length > 0;
    },
    bySession: (sessionId) => findBy("session_id", sessionId),
    byToken: (token) => findBy("download_token", token),
    byId: (id) => findBy("id", id),
    async subscriptionByEmail(email) {
      // ilike without wildcards: the address's own % _ and \ are escaped.
      const pattern = email.replace(/[\\%_]/g, (c) => `\\${c}`);
      return first(
        await query("read of orders", (db) =>
          db
            .from("orders")
            .select("*")
            .eq("mode", "subscription")
            .ilike("buyer_email", pattern)
            .not("customer_id", "is", null)
            .order("created_at", { ascending: false })
            .order("id", { ascending: false })
            .limit(1),
        ),
      );
    },
    async paidByEmail(email) {
      // ilike without wildcards: the address's own % _ and \ are escaped.
      const pattern = email.replace(/[\\%_]/g, (c) => `\\${c}`);
      return rows(
        await query("read of orders", (db) =>
          newestFirst(db.from("orders").select("*").eq("status", "paid").ilike("buyer_email", pattern), {}).limit(50),
        ),
      );
    },
    async renewDownloads(id, from) {
      // Only ever later: a second renewal from an older moment shortens nothing.
      await query("update of orders", (db) =>
        db
          .from("orders")
          .update({ downloads_from: from, updated_at: clock.now().toISOString() })
          .eq("id", id)
          .eq("status", "paid")
          .or(`downloads_from.is.null,downloads_from.lt.${from}`)
          .select("id"),
      );
      const order = await findBy("id", id);
      return order?.status === "paid" ? order : null;
    },
    async addNote(orderId, note) {
      await query("insert into order_notes", (db) =>
        db.from("order_notes").insert({
          order_id: orderId,
          created_at: clock.now().toISOString(),
          kind: note.kind,
          text: note.text.slice(0, 2000),
        }),
      );
    },
    async notes(orderId) {
      const result = await query("read of order_notes", (db) =>
        db.from("order_notes").select("*").eq("order_id", orderId).order("id", { ascending: true }).limit(200),
      );
      return Array.isArray(result.data) ? (result.data as Record<string, unknown>[]).map(orderNoteFromRow) : [];
    },
    async list(filter = {}) {
      return rows(
        await query("read of orders", (db) =>
          newestFirst(db.from("orders").select("*"), filter).limit(filter.limit ?? 500),
        ),
      );
    },
    async listPage(filter, page) {
      const result = await query("read of orders", (db) =>
        newestFirst(db.from("orders").select("*", { count: "exact" }), filter).range(...pageRange(page)),
      );
      return { orders: rows(result), total: result.count ?? 0 };
    },
    async paidSince(since) {
      // Summed per day in the database (supabase/migrations/…_owner_charts.sql): the rows read stay
      // few however many orders are paid, and none is cut off by PostgREST's max_rows.
      const result = await query("read of paid revenue", (db) => db.rpc("paid_sums_since", { since }));
      const days = Array.isArray(result.data)
        ? (result.data as Array<{ day: string; cents: number; orders: number }>)
        : [];
      return days.map((day) => ({ paidAt: day.day, cents: Number(day.cents), orders: Number(day.orders) }));
    },
  };
}
