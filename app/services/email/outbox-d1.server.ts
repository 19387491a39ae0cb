import { FIRST_KINDS } from "~/lib/outbox";
import { d1Queries } from "~/server/d1.server";
import { claimSql } from "./outbox-claim.server";
import { capWindowStarts, claimedRowOf, messageFromRow, OutboxError } from "./outbox.server";
import type { Outbox, OutboxMessage } from "./outbox.server";

/** 0 for buyers' messages, 1 for the rest (the kinds are constants, never input). */
const FIRST_ORDER = `CASE WHEN kind IN (${FIRST_KINDS.map((kind) => `'${kind}'`).join(", ")}) THEN 0 ELSE 1 END`;

/** The outbox in D1 (migrations/0005_outbox.sql), in the LEADS_DB database beside the orders. */
export function createD1Outbox(db: D1Database): Outbox {
  const run = d1Queries(OutboxError);

  const all = async (sql: string, ...values: unknown[]): Promise<OutboxMessage[]> => {
    const { results } = await db
      .prepare(sql)
      .bind(...values)
      .all<Record<string, unknown>>();
    return results.map(messageFromRow);
  };
  const one = async (sql: string, ...values: unknown[]) => (await all(sql, ...values))[0] ?? null;
  const changed = async (sql: string, ...values: unknown[]) =>
    ((
      await db
        .prepare(sql)
        .bind(...values)
        .run()
    ).meta.changes ?? 0) > 0;

  return {
    enqueueClaimed: (message, claim, now, cap) =>
      run("insert into outbox", () => {
        const row = {
          ...claimedRowOf(message, claim, now),
          created_at: now.toISOString(),
          headers: message.headers ? JSON.stringify(message.headers) : null,
        };
        const columns = Object.keys(row);
        const values = Object.values(row);
        const n = values.length;
        // The cap is counted in the statement that inserts: two posts at once never both pass it.
        const capped = cap
          ? `WHERE (SELECT count(*) FROM outbox WHERE to_address = ?${n + 1} AND kind = ?${n + 2} AND created_at > ?${n + 3}) < ?${n + 4}
               AND (SELECT count(*) FROM outbox WHERE to_address = ?${n + 1} AND kind = ?${n + 2} AND created_at > ?${n + 5}) < ?${n + 6}`
          : "";
        const capValues = cap
          ? [message.to, message.kind, capWindowStarts(now).hour, cap.perHour, capWindowStarts(now).day, cap.perDay]
          : [];
        return one(
          `INSERT INTO outbox (${columns.join(", ")}) SELECT ${columns.map((_, i) => `?${i + 1}`).join(", ")} ${capped}
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
          ...values,
          ...capValues,
        );
      }),
    claimDue: (now, claim, batch) =>
      run("claim of outbox rows", () => {
        // Broadcast messages are the broadcast step's (batched, and checked for unsubscribes first).
        // Buyers' messages first (FIRST_KINDS), then the oldest due.
        return all(
          claimSql({
            broadcast: false,
            pick: (due) =>
              `id IN (SELECT id FROM outbox WHERE ${due} ORDER BY ${FIRST_ORDER}, next_attempt_at, id LIMIT ?4)`,
          }),
          now.toISOString(),
          claim.until,
          claim.token,
          batch,
        );
      }),
    markSent: (id, token, now) =>
      run("update of outbox", () =>
        changed(
          `UPDATE outbox SET status = 'sent', sent_at = ?3, claimed_until = NULL, claim_token = NULL, last_error = NULL
           WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
          id,
          token,
          now.toISOString(),
        ),
      ),
    markFailed: (id, token, outcome, error) =>
      run("update of outbox", () =>
        changed(
          `UPDATE outbox SET status = ?3, next_attempt_at = COALESCE(?4, next_attempt_at), last_error = ?5,
           claimed_until = NULL, claim_token = NULL
           WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
          id,
          token,
          outcome.status,
          outcome.status === "queued" ? outcome.nextAttemptAt : null,
          error,
        ),
      ),
    listFailed: (limit) =>
      run("read of outbox", () =>
        all("SELECT * FROM outbox WHERE status = 'failed' ORDER BY created_at DESC, id DESC LIMIT ?1", limit),
      ),
    claimFailed: (id, claim) =>
      run("update of outbox", () =>
        one(
          `UPDATE outbox SET status = 'sending', attempts = 1, claimed_until = ?2, claim_token = ?3
           WHERE id = ?1 AND status = 'failed' RETURNING *`,
          id,
          claim.until,
          claim.token,
        ),
      ),
    deleteSentBefore: (before) =>
      run("clean-up of outbox", async () => {
        const result = await db.prepare("DELETE FROM outbox WHERE status = 'sent' AND sent_at < ?1").bind(before).run();
        return result.meta.changes ?? 0;
      }),
  };
}
