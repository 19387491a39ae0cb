import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { NewOrder, Order, OrderFilter, OrderStatus } from "~/lib/orders";
import { pageRange } from "~/lib/paging";
import { OrderStoreError, orderFromRow, rowOf, type OrderStore } from "./order-store.server";

/** The client never subscribes to Realtime; see leads-supabase.server.ts. */
class NoRealtime {
  constructor() {
    throw new Error("The order store does not use Supabase Realtime.");
  }
}

/** Postgres' unique_violation: this session has its order already. */
const UNIQUE_VIOLATION = "23505";

type Result = {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
  count?: number | null;
};

/**
 * Orders in Supabase's `orders` table (supabase/migrations/20261202000000_orders.sql). The
 * anonymous role has no access, so the server writes with the service-role key, which never
 * leaves this module.
 */
export function createSupabaseOrderStore(options: {
  url: string;
  serviceRoleKey: string;
  timeoutMs: number;
}): OrderStore {
  let client: SupabaseClient | null = null;
  const connect = () =>
    (client ??= createClient(options.url, options.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as typeof WebSocket },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }) },
    }));
  const table = () => connect().from("orders");
  type OrdersQuery = ReturnType<ReturnType<typeof table>["select"]>;

  /** The list's filter and order: newest first (the id breaks ties). */
  function newestFirst(query: OrdersQuery, filter: OrderFilter) {
    let filtered = query;
    if (filter.offer) filtered = filtered.eq("offer", filter.offer);
    if (filter.status) filtered = filtered.eq("status", filter.status);
    return filtered.order("created_at", { ascending: false }).order("id", { ascending: false });
  }

  async function run(what: string, query: () => PromiseLike<Result>, allow?: string): Promise<Result> {
    let result: Result;
    try {
      result = await query();
    } catch (error) {
      throw new OrderStoreError(`Supabase ${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (result.error && result.error.code !== allow) {
      throw new OrderStoreError(
        `Supabase ${what} failed (HTTP ${result.status}${result.error.code ? `, ${result.error.code}` : ""}): ${result.error.message}`,
      );
    }
    return result;
  }

  const rows = (result: Result): Order[] =>
    Array.isArray(result.data) ? (result.data as Record<string, unknown>[]).map(orderFromRow) : [];
  const first = (result: Result): Order | null => rows(result)[0] ?? null;

  async function findBy(column: string, value: string | number): Promise<Order | null> {
    return first(await run("read of orders", () => table().select("*").eq(column, value).limit(1)));
  }

  async function transitionWhere(column: string, value: string, from: readonly OrderStatus[], to: OrderStatus) {
    const now = new Date().toISOString();
    // Only a pending order becomes paid, and a pending order has no paid_at yet.
    const changes: Record<string, string> = { status: to, updated_at: now, ...(to === "paid" ? { paid_at: now } : {}) };
    // A conditional update: only rows still in `from` change, and only they come back.
    return first(
      await run("update of orders", () =>
        table()
          .update(changes)
          .eq(column, value)
          .in("status", [...from])
          .select("*"),
      ),
    );
  }

  return {
    async create(order: NewOrder) {
      const row = { ...rowOf(order), paid_at: order.status === "paid" ? new Date().toISOString() : null };
      const inserted = await run("insert into orders", () => table().insert(row).select("*"), UNIQUE_VIOLATION);
      const created = first(inserted);
      if (!inserted.error && created) return { created: true, order: created };
      const existing = await findBy("session_id", order.sessionId);
      if (!existing) throw new OrderStoreError(`order of session ${order.sessionId} neither inserted nor found`);
      return { created: false, order: existing };
    },
    transition: (sessionId, from, to) => transitionWhere("session_id", sessionId, from, to),
    transitionByPaymentIntent: (paymentIntentId, from, to) =>
      transitionWhere("payment_intent_id", paymentIntentId, from, to),
    async setSubscriptionStatus(subscriptionId, status, eventCreated) {
      const at = Math.floor(eventCreated);
      // One conditional update: only when no newer event has set the status.
      const result = await run("update of orders", () =>
        table()
          .update({ subscription_status: status, subscription_event_at: at, updated_at: new Date().toISOString() })
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
        await run("read of orders", () =>
          table()
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
    async list(filter = {}) {
      return rows(
        await run("read of orders", () => newestFirst(table().select("*"), filter).limit(filter.limit ?? 500)),
      );
    },
    async listPage(filter, page) {
      const result = await run("read of orders", () =>
        newestFirst(table().select("*", { count: "exact" }), filter).range(...pageRange(page)),
      );
      return { orders: rows(result), total: result.count ?? 0 };
    },
    async paidSince(since) {
      // Summed per day in the database (supabase/migrations/…_owner_charts.sql): the rows read stay
      // few however many orders are paid, and none is cut off by PostgREST's max_rows.
      const result = await run("read of paid revenue", () => connect().rpc("paid_sums_since", { since }));
      const days = Array.isArray(result.data)
        ? (result.data as Array<{ day: string; cents: number; orders: number }>)
        : [];
      return days.map((day) => ({ paidAt: day.day, cents: Number(day.cents), orders: Number(day.orders) }));
    },
  };
}
