import { d1Queries } from "~/server/d1.server";
import type { ListId } from "~/lib/signed-token";
import type { Suppression } from "~/lib/suppression";
import {
  CONFIRMATION_INTERVAL_MS,
  ConsentRecordsError,
  optedOutInChunks,
  statusesInChunks,
  subscriberFromRow,
  STATUS_QUERY_SIZE,
  suppressionFromRow,
} from "./consent-records.server";
import type { ConsentStatus, ConsentRecords } from "./consent-records.server";

/**
 * The consent records in D1 (migrations/0007_follow_through.sql, 0015_email_suppressions.sql),
 * beside the orders and the outbox.
 */
export function createD1ConsentRecords(db: D1Database): ConsentRecords {
  const run = d1Queries(ConsentRecordsError);
  const first = (sql: string, ...values: unknown[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .first<Record<string, unknown>>();

  return {
    signUp: ({ email, list, name }, now) =>
      run("sign-up", async () => {
        const at = now.toISOString();
        const hourAgo = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
        // One statement: two sign-ups at once never both send a confirmation. The name: kept once
        // ever confirmed; for a never-confirmed address, kept while every post gives the same, else none.
        const row = await first(
          `INSERT INTO subscribers (email, list, name, status, confirmation_sent_at, updated_at)
           VALUES (?1, ?2, ?3, 'pending', ?4, ?4)
           ON CONFLICT (email, list) DO UPDATE SET
             name = CASE WHEN subscribers.confirmed_at IS NOT NULL OR subscribers.name IS excluded.name
               THEN subscribers.name END,
             updated_at = ?4,
             confirmation_sent_at = CASE
               WHEN subscribers.status <> 'confirmed'
                 AND (subscribers.confirmation_sent_at IS NULL OR subscribers.confirmation_sent_at <= ?5)
               THEN ?4 ELSE subscribers.confirmation_sent_at END,
             status = CASE WHEN subscribers.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END
           RETURNING status, confirmation_sent_at, unsubscribed_at`,
          email,
          list,
          name,
          at,
          hourAgo,
        );
        const status = String(row?.status) as ConsentStatus;
        return {
          status,
          sendConfirmation: status === "pending" && row?.confirmation_sent_at === at,
          optedOut: status !== "confirmed" && row?.unsubscribed_at !== null && row?.unsubscribed_at !== undefined,
        };
      }),
    confirm: (email, list, now) =>
      run("confirmation", async () => {
        await db
          .prepare(
            `UPDATE subscribers SET status = 'confirmed', confirmed_at = ?3, updated_at = ?3
             WHERE email = ?1 AND list = ?2 AND status = 'pending'`,
          )
          .bind(email, list, now.toISOString())
          .run();
        const row = await first("SELECT status FROM subscribers WHERE email = ?1 AND list = ?2", email, list);
        return row ? (String(row.status) as ConsentStatus) : null;
      }),
    unsubscribe: (email, list, now) =>
      run("unsubscribe", async () => {
        const at = now.toISOString();
        // The first unsubscribe's time is kept; a second click changes nothing.
        await db
          .prepare(
            `INSERT INTO subscribers (email, list, status, unsubscribed_at, updated_at)
             VALUES (?1, ?2, 'unsubscribed', ?3, ?3)
             ON CONFLICT (email, list) DO UPDATE SET status = 'unsubscribed',
               unsubscribed_at = CASE WHEN subscribers.status = 'unsubscribed' THEN subscribers.unsubscribed_at ELSE ?3 END,
               updated_at = CASE WHEN subscribers.status = 'unsubscribed' THEN subscribers.updated_at ELSE ?3 END`,
          )
          .bind(email, list, at)
          .run();
      }),
    list: (list: ListId, status?: ConsentStatus) =>
      run("read of subscribers", async () => {
        const { results } = await db
          .prepare(
            `SELECT * FROM subscribers WHERE list = ?1 AND (?2 IS NULL OR status = ?2) ORDER BY created_at DESC, id DESC LIMIT 5000`,
          )
          .bind(list, status ?? null)
          .all<Record<string, unknown>>();
        return results.map(subscriberFromRow);
      }),
    confirmedAfter: (list, after, limit) =>
      run("read of subscribers", async () => {
        const { results } = await db
          .prepare(
            `SELECT email FROM subscribers WHERE list = ?1 AND status = 'confirmed' AND email > ?2 ORDER BY email LIMIT ?3`,
          )
          .bind(list, after ?? "", limit)
          .all<{ email: string }>();
        return results.map((row) => row.email);
      }),
    countConfirmed: (list) =>
      run("count of subscribers", async () => {
        const row = await first("SELECT count(*) AS n FROM subscribers WHERE list = ?1 AND status = 'confirmed'", list);
        return Number(row?.n ?? 0);
      }),
    statuses: (list, emails) =>
      run("read of subscribers", () =>
        statusesInChunks(emails, async (chunk) => {
          const { results } = await db
            .prepare(
              `SELECT email, status FROM subscribers WHERE list = ?1 AND email IN (${chunk.map((_, j) => `?${j + 2}`).join(", ")})`,
            )
            .bind(list, ...chunk)
            .all<{ email: string; status: ConsentStatus }>();
          return results;
        }),
      ),
    optedOut: (list, emails) =>
      run("read of subscribers", () =>
        optedOutInChunks(emails, async (chunk) => {
          const { results } = await db
            .prepare(
              `SELECT email, status, unsubscribed_at FROM subscribers WHERE list = ?1 AND email IN (${chunk.map((_, j) => `?${j + 2}`).join(", ")})`,
            )
            .bind(list, ...chunk)
            .all<Record<string, unknown>>();
          return results;
        }),
      ),
    recordWebhook: ({ id, type, reason, emails, at }) =>
      run("record of a webhook", async () => {
        const when = at.toISOString();
        // The claim tells this request whether it inserted the event (a replay inserts nothing);
        // the batch is one transaction, so the event and its suppressions land together.
        const claim = crypto.randomUUID();
        const suppress = reason
          ? [...new Set(emails)].map((email) =>
              db
                .prepare(
                  `INSERT INTO email_suppressions (email, reason, suppressed_at, event_id)
                   SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM email_webhook_events WHERE id = ?4 AND claim = ?5)
                   ON CONFLICT (email) DO UPDATE SET
                     reason = CASE WHEN email_suppressions.reason = 'complained' THEN 'complained' ELSE excluded.reason END,
                     suppressed_at = CASE WHEN email_suppressions.reason IN ('complained', excluded.reason)
                       THEN email_suppressions.suppressed_at ELSE excluded.suppressed_at END,
                     event_id = CASE WHEN email_suppressions.reason IN ('complained', excluded.reason)
                       THEN email_suppressions.event_id ELSE excluded.event_id END`,
                )
                .bind(email, reason, when, id, claim),
            )
          : [];
        const results = await db.batch([
          db
            .prepare(
              `INSERT INTO email_webhook_events (id, received_at, type, email, reason, claim)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (id) DO NOTHING`,
            )
            .bind(id, when, type, emails.length ? emails.join(",") : null, reason, claim),
          ...suppress,
        ]);
        return (results[0]?.meta.changes ?? 0) > 0;
      }),
    suppressions: (emails) =>
      run("read of suppressions", async () => {
        const found = new Map<string, Suppression>();
        for (let i = 0; i < emails.length; i += STATUS_QUERY_SIZE) {
          const chunk = emails.slice(i, i + STATUS_QUERY_SIZE);
          const { results } = await db
            .prepare(
              `SELECT email, reason, suppressed_at FROM email_suppressions WHERE email IN (${chunk.map((_, j) => `?${j + 1}`).join(", ")})`,
            )
            .bind(...chunk)
            .all<Record<string, unknown>>();
          for (const row of results) found.set(...suppressionFromRow(row));
        }
        return found;
      }),
    claimWelcome: (email, now) =>
      run("claim of a welcome", async () => {
        const result = await db
          .prepare("INSERT INTO email_welcomes (email, welcomed_at) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING")
          .bind(email, now.toISOString())
          .run();
        return result.meta.changes > 0;
      }),
  };
}
