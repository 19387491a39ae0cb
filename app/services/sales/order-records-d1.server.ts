import * as clock from "~/lib/clock";
import { d1Queries } from "~/server/d1.server";
import { d1OrderValues, ORDER_WRITTEN_COLUMNS, orderFromRow } from "~/lib/order-columns";
import {
  orderNoteFromRow,
  type NewOrder,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type PaidAmount,
} from "~/lib/orders";
import { pageOffset, ROWS_PER_PAGE } from "~/lib/paging";
import { OrderRecordsError, type OrderRecords } from "./order-records.server";

const NEWEST_FIRST = "ORDER BY created_at DESC, id DESC";

/**
 * Every written column and its numbered parameter, from the one column list (lib/order-columns.ts),
 * then created_at and updated_at (the site's clock), then paid_at: that time when the order is
 * recorded paid, else null.
 */
const AT = ORDER_WRITTEN_COLUMNS.length + 1;
const insert = (
  paidAt: string,
) => `INSERT INTO orders (${ORDER_WRITTEN_COLUMNS.join(", ")}, created_at, updated_at, paid_at)
  VALUES (${ORDER_WRITTEN_COLUMNS.map((_, index) => `?${index + 1}`).join(", ")}, ?${AT}, ?${AT}, ${paidAt})
  ON CONFLICT (session_id) DO NOTHING RETURNING *`;
const INSERT_PAID = insert(`?${AT}`);
const INSERT_UNPAID = insert("NULL");

/** The WHERE clause of a filter of the list, with its values for ?1, ?2. */
function matching(filter: OrderFilter): { sql: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.offer) {
    values.push(filter.offer);
    where.push(`offer = ?${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    where.push(`status = ?${values.length}`);
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", values };
}

/** Orders in D1 (migrations/0003_orders.sql), in the LEADS_DB database. */
export function createD1OrderRecords(db: D1Database): OrderRecords {
  const run = d1Queries(OrderRecordsError);

  const one = async (sql: string, ...values: unknown[]): Promise<Order | null> => {
    const row = await db
      .prepare(sql)
      .bind(...values)
      .first<Record<string, unknown>>();
    return row ? orderFromRow(row) : null;
  };

  /** A conditional update: RETURNING gives the row only when this statement changed it. */
  async function transitionWhere(column: string, value: string, from: readonly OrderStatus[], to: OrderStatus) {
    const placeholders = from.map((_, index) => `?${index + 4}`).join(", ");
    const paid = to === "paid" ? ", paid_at = COALESCE(paid_at, ?3)" : "";
    return one(
      `UPDATE orders SET status = ?1, updated_at = ?3${paid} WHERE ${column} = ?2 AND status IN (${placeholders}) RETURNING *`,
      to,
      value,
      clock.now().toISOString(),
      ...from,
    );
  }

  return {
    create: (order: NewOrder) =>
      run("insert into orders", async () => {
        const inserted = await one(
          order.status === "paid" ? INSERT_PAID : INSERT_UNPAID,
          ...d1OrderValues(order),
          clock.now().toISOString(),
        );
        if (inserted) return { created: true, order: inserted };
        const existing = await one("SELECT * FROM orders WHERE session_id = ?1", order.sessionId);
        if (!existing) throw new Error(`order of session ${order.sessionId} neither inserted nor found`);
        return { created: false, order: existing };
      }),
    transition: (sessionId, from, to) =>
      run("update of orders", () => transitionWhere("session_id", sessionId, from, to)),
    transitionByPaymentIntent: (paymentIntentId, from, to) =>
      run("update of orders", () => transitionWhere("payment_intent_id", paymentIntentId, from, to)),
    setSubscriptionStatus: (subscriptionId, status, eventCreated) =>
      run("update of orders", async () => {
        const result = await db
          .prepare(
            `UPDATE orders SET subscription_status = ?1, subscription_event_at = ?3, updated_at = ?4
             WHERE subscription_id = ?2 AND (subscription_event_at IS NULL OR subscription_event_at <= ?3)`,
          )
          .bind(status, subscriptionId, eventCreated, clock.now().toISOString())
          .run();
        return (result.meta.changes ?? 0) > 0;
      }),
    bySession: (sessionId) => run("read of orders", () => one("SELECT * FROM orders WHERE session_id = ?1", sessionId)),
    byToken: (token) => run("read of orders", () => one("SELECT * FROM orders WHERE download_token = ?1", token)),
    byId: (id) => run("read of orders", () => one("SELECT * FROM orders WHERE id = ?1", id)),
    subscriptionByEmail: (email) =>
      run("read of orders", () =>
        one(
          `SELECT * FROM orders WHERE mode = 'subscription' AND lower(buyer_email) = lower(?1) AND customer_id IS NOT NULL
           ORDER BY created_at DESC, id DESC LIMIT 1`,
          email,
        ),
      ),
    paidByEmail: (email) =>
      run("read of orders", async () => {
        const { results } = await db
          .prepare(
            `SELECT * FROM orders WHERE status = 'paid' AND lower(buyer_email) = lower(?1) ${NEWEST_FIRST} LIMIT 50`,
          )
          .bind(email)
          .all<Record<string, unknown>>();
        return results.map(orderFromRow);
      }),
    renewDownloads: (id, from) =>
      run("update of orders", async () => {
        // Only ever later: a second renewal from an older moment shortens nothing.
        await db
          .prepare(
            `UPDATE orders SET downloads_from = ?2, updated_at = ?3
             WHERE id = ?1 AND status = 'paid' AND (downloads_from IS NULL OR downloads_from < ?2)`,
          )
          .bind(id, from, clock.now().toISOString())
          .run();
        const order = await one("SELECT * FROM orders WHERE id = ?1", id);
        return order?.status === "paid" ? order : null;
      }),
    addNote: (orderId, note) =>
      run("insert into order_notes", async () => {
        await db
          .prepare("INSERT INTO order_notes (order_id, created_at, kind, text) VALUES (?1, ?2, ?3, ?4)")
          .bind(orderId, clock.now().toISOString(), note.kind, note.text.slice(0, 2000))
          .run();
      }),
    notes: (orderId) =>
      run("read of order_notes", async () => {
        const { results } = await db
          .prepare("SELECT * FROM order_notes WHERE order_id = ?1 ORDER BY id LIMIT 200")
          .bind(orderId)
          .all<Record<string, unknown>>();
        return results.map(orderNoteFromRow);
      }),
    list: (filter = {}) =>
      run("read of orders", async () => {
        const { sql, values } = matching(filter);
        const { results } = await db
          .prepare(`SELECT * FROM orders ${sql} ${NEWEST_FIRST} LIMIT ?${values.length + 1}`)
          .bind(...values, filter.limit ?? 500)
          .all<Record<string, unknown>>();
        return results.map(orderFromRow);
      }),
    listPage: (filter, page) =>
      run("read of orders", async () => {
        const { sql, values } = matching(filter);
        const [rows, count] = await db.batch([
          db
            .prepare(`SELECT * FROM orders ${sql} ${NEWEST_FIRST} LIMIT ${ROWS_PER_PAGE} OFFSET ${pageOffset(page)}`)
            .bind(...values),
          db.prepare(`SELECT count(*) AS total FROM orders ${sql}`).bind(...values),
        ]);
        return {
          orders: (rows.results as Record<string, unknown>[]).map(orderFromRow),
          total: Number((count.results[0] as { total: number }).total),
        };
      }),
    paidSince: (since) =>
      run("read of orders", async () => {
        // Summed per day (UTC) in SQL: the rows read stay few however many orders are paid.
        const { results } = await db
          .prepare(
            `SELECT substr(paid_at, 1, 10) AS paidAt, sum(amount_total) AS cents, count(*) AS orders FROM orders
             WHERE status = 'paid' AND amount_total IS NOT NULL AND paid_at >= ?1 GROUP BY substr(paid_at, 1, 10) ORDER BY paidAt`,
          )
          .bind(since)
          .all<PaidAmount>();
        return results;
      }),
  };
}
