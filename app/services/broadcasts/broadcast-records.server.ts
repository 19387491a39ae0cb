import { d1Queries } from "~/server/d1.server";
import type { AfterFailure } from "~/lib/outbox";
import { messageFromRow, type Claim, type OutboxMessage } from "~/services/email/outbox.server";
import { claimSql, dueSql } from "~/services/email/outbox-claim.server";

/**
 * The owner's broadcasts in D1 (migrations/0011_broadcasts.sql), and their recipients' messages in
 * the outbox table beside it (kind 'broadcast', key broadcast:<id>:<address>). D1 only:
 * broadcasts are the site's own state. Every change that could race another run is one conditional
 * statement, or a batch (one transaction) whose rows are guarded by the run's claim token.
 */

export type BroadcastStatus = "scheduled" | "sending" | "sent" | "cancelled";

export interface Broadcast {
  id: number;
  createdAt: string;
  subject: string;
  preheader: string;
  body: string;
  audience: string;
  status: BroadcastStatus;
  sendAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cursor: string | null;
  queuedAll: boolean;
  /** How many the page said would receive it when she pressed send. */
  audienceCount: number;
}

export interface BroadcastCounts {
  /** Queued in the outbox and not yet sent (waiting, being sent, or waiting for a retry). */
  queued: number;
  sent: number;
  /** Given up after the outbox's last retry. */
  failed: number;
  /** Unsubscribed after she pressed send: not sent. */
  skipped: number;
  /** Unsubscribes through this broadcast's own link. */
  unsubscribes: number;
}

export type BroadcastSummary = Broadcast & { counts: BroadcastCounts };

/** One recipient's message, ready for the outbox. */
export interface RecipientMessage {
  key: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The visible HTML alone (a preview on a page); not stored. */
  fragment?: string;
}

/** A batch of a broadcast's messages, fixed when first claimed: its rows in order and its Resend key. */
export interface ClaimedBatch {
  key: string;
  rows: Array<OutboxMessage & { offered: boolean }>;
}

export class BroadcastRecordsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BroadcastRecordsError";
  }
}

export interface BroadcastRecords {
  create(
    draft: { subject: string; preheader: string; body: string; audience: string; audienceCount: number },
    sendAt: Date,
    status: "scheduled" | "sending",
    now: Date,
  ): Promise<number>;
  list(limit: number): Promise<BroadcastSummary[]>;
  get(id: number): Promise<(BroadcastSummary & { failures: Array<{ reason: string; count: number }> }) | null>;
  /** Cancels a scheduled broadcast that has not started; false when it has (or is no such broadcast). */
  cancel(id: number, now: Date): Promise<boolean>;
  /** Scheduled broadcasts whose time has come start sending; how many. */
  startDue(now: Date): Promise<number>;
  /** Takes the queuing of one broadcast whose recipients are not all queued (one run at a time). */
  claimQueuing(now: Date, claim: Claim): Promise<Broadcast | null>;
  /**
   * Queues recipients (one outbox row each, keyed by recipientKey; the message itself is rendered
   * from the broadcast when it is sent) and moves the cursor to `cursor` (`done`: every recipient
   * is queued; with it or `release`, the claim is let go for the next run), all in one transaction
   * and only while the claim is held. A recipient queued already is left as it is. False when the
   * claim was lost.
   */
  enqueue(
    id: number,
    subject: string,
    recipients: ReadonlyArray<{ key: string; to: string }>,
    progress: { cursor: string | null; done: boolean; release: boolean },
    claim: Claim,
    now: Date,
  ): Promise<boolean>;
  /**
   * Claims due batches, at most `maxBatches` and `maxRows` rows in all: first batches formed by an
   * earlier run (all their waiting rows due, whole or not at all), then new ones formed now of due
   * rows in id order (at most `batchSize` each) under a fresh key. Each row counts an attempt.
   */
  claimBatches(
    now: Date,
    claim: Claim,
    limits: { maxBatches: number; maxRows: number; batchSize: number },
  ): Promise<ClaimedBatch[]>;
  markSent(ids: readonly number[], token: string, now: Date): Promise<void>;
  /** A failed call: each row queued again or failed; `offered` rows were in the call (Resend may have them). */
  markFailed(
    rows: ReadonlyArray<{ id: number; outcome: AfterFailure; offered: boolean }>,
    token: string,
    error: string,
  ): Promise<void>;
  /** Drops claimed messages whose recipient unsubscribed, counting each as skipped. */
  skip(
    rows: ReadonlyArray<{ id: number; broadcastId: number; email: string }>,
    token: string,
    now: Date,
  ): Promise<void>;
  /** Messages sent today (UTC, every kind of the outbox) and those being sent now: the daily budget's use. */
  usedToday(now: Date): Promise<number>;
  /** Broadcasts with every recipient queued and nothing left to send become sent, their counts kept; how many. */
  finish(now: Date): Promise<number>;
  /** An unsubscribe through a broadcast's own link. */
  recordUnsubscribe(id: number, email: string, now: Date): Promise<void>;
  /** The broadcasts of these ids (the send step reads each one's audience and words). */
  byIds(ids: readonly number[]): Promise<Broadcast[]>;
}

function broadcastFromRow(row: Record<string, unknown>): Broadcast {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    createdAt: String(row.created_at),
    subject: String(row.subject),
    preheader: String(row.preheader),
    body: String(row.body),
    audience: String(row.audience),
    status: String(row.status) as BroadcastStatus,
    sendAt: String(row.send_at),
    startedAt: text(row.started_at),
    finishedAt: text(row.finished_at),
    cursor: text(row.cursor),
    queuedAll: row.queued_all_at !== null && row.queued_all_at !== undefined,
    audienceCount: Number(row.audience_count ?? 0),
  };
}

// The range of a broadcast's keys on the outbox's unique index (';' follows ':').
const OF_BROADCAST = "idempotency_key > 'broadcast:' || b.id || ':' AND idempotency_key < 'broadcast:' || b.id || ';'";
const COUNTS = `
  (SELECT count(*) FROM outbox WHERE ${OF_BROADCAST} AND status IN ('queued', 'sending')) AS queued,
  COALESCE(b.sent_count, (SELECT count(*) FROM outbox WHERE ${OF_BROADCAST} AND status = 'sent')) AS sent,
  (SELECT count(*) FROM outbox WHERE ${OF_BROADCAST} AND status = 'failed') AS failed,
  (SELECT count(*) FROM broadcast_skips WHERE broadcast_id = b.id) AS skipped,
  (SELECT count(*) FROM broadcast_unsubscribes WHERE broadcast_id = b.id) AS unsubscribes`;

function summaryFromRow(row: Record<string, unknown>): BroadcastSummary {
  return {
    ...broadcastFromRow(row),
    counts: {
      queued: Number(row.queued),
      sent: Number(row.sent),
      failed: Number(row.failed),
      skipped: Number(row.skipped),
      unsubscribes: Number(row.unsubscribes),
    },
  };
}

/** D1 binds at most 100 values a statement. */
const IDS_PER_STATEMENT = 90;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createBroadcastRecords(db: D1Database): BroadcastRecords {
  const run = d1Queries(BroadcastRecordsError);
  const all = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .all<Record<string, unknown>>()
    ).results;
  const changes = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .run()
    ).meta.changes ?? 0;

  return {
    create: (draft, sendAt, status, now) =>
      run("insert into broadcasts", async () => {
        const [row] = await all(
          `INSERT INTO broadcasts (created_at, subject, preheader, body, audience, audience_count, status, send_at, started_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id`,
          now.toISOString(),
          draft.subject,
          draft.preheader,
          draft.body,
          draft.audience,
          draft.audienceCount,
          status,
          sendAt.toISOString(),
          status === "sending" ? now.toISOString() : null,
        );
        return Number(row.id);
      }),
    list: (limit) =>
      run("read of broadcasts", async () =>
        (await all(`SELECT b.*, ${COUNTS} FROM broadcasts b ORDER BY b.id DESC LIMIT ?1`, limit)).map(summaryFromRow),
      ),
    get: (id) =>
      run("read of broadcasts", async () => {
        const [row] = await all(`SELECT b.*, ${COUNTS} FROM broadcasts b WHERE b.id = ?1`, id);
        if (!row) return null;
        const failures = await all(
          `SELECT last_error AS reason, count(*) AS n FROM outbox b2, (SELECT ?1 AS id) b
           WHERE ${OF_BROADCAST} AND status = 'failed' GROUP BY last_error ORDER BY n DESC LIMIT 10`,
          id,
        );
        return {
          ...summaryFromRow(row),
          failures: failures.map((failure) => ({ reason: String(failure.reason ?? ""), count: Number(failure.n) })),
        };
      }),
    cancel: (id, now) =>
      run(
        "update of broadcasts",
        async () =>
          (await changes(
            `UPDATE broadcasts SET status = 'cancelled', finished_at = ?2 WHERE id = ?1 AND status = 'scheduled' AND send_at > ?2`,
            id,
            now.toISOString(),
          )) > 0,
      ),
    startDue: (now) =>
      run("update of broadcasts", () =>
        changes(
          `UPDATE broadcasts SET status = 'sending', started_at = ?1 WHERE status = 'scheduled' AND send_at <= ?1`,
          now.toISOString(),
        ),
      ),
    claimQueuing: (now, claim) =>
      run("claim of a broadcast", async () => {
        // One statement: two runs at once never both queue one broadcast's recipients.
        const free = "status = 'sending' AND queued_all_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?1)";
        const [row] = await all(
          `UPDATE broadcasts SET claimed_until = ?2, claim_token = ?3
           WHERE id = (SELECT id FROM broadcasts WHERE ${free} ORDER BY send_at, id LIMIT 1) AND ${free}
           RETURNING *`,
          now.toISOString(),
          claim.until,
          claim.token,
        );
        return row ? broadcastFromRow(row) : null;
      }),
    enqueue: (id, subject, recipients, progress, claim, now) =>
      run("queuing of a broadcast", async () => {
        const held = "EXISTS (SELECT 1 FROM broadcasts WHERE id = ?1 AND claim_token = ?2 AND status = 'sending')";
        // The row names the recipient alone: her words are kept once, in the broadcast.
        const inserts = recipients.map((recipient) =>
          db
            .prepare(
              `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, headers, status, attempts, next_attempt_at, created_at)
               SELECT ?3, 'broadcast', ?4, ?5, '', '', NULL, 'queued', 0, ?6, ?6 WHERE ${held}
               ON CONFLICT (idempotency_key) DO NOTHING`,
            )
            .bind(id, claim.token, recipient.key, recipient.to, subject, now.toISOString()),
        );
        const move = db
          .prepare(
            `UPDATE broadcasts SET cursor = ?3,
               queued_all_at = CASE WHEN ?4 THEN ?5 ELSE NULL END,
               claimed_until = CASE WHEN ?6 THEN NULL ELSE claimed_until END,
               claim_token = CASE WHEN ?6 THEN NULL ELSE claim_token END
             WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
          )
          .bind(
            id,
            claim.token,
            progress.cursor,
            progress.done ? 1 : 0,
            now.toISOString(),
            progress.done || progress.release ? 1 : 0,
          );
        // The cursor moves last, in the same transaction as the rows it passes.
        const results = await db.batch([...inserts, move]);
        return (results[results.length - 1].meta.changes ?? 0) > 0;
      }),
    claimBatches: (now, claim, limits) =>
      run("claim of broadcast messages", async () => {
        const due = dueSql(true);
        const take = (row: Record<string, unknown>) => ({ ...messageFromRow(row), offered: Number(row.offered) === 1 });
        const batches: ClaimedBatch[] = [];
        let rows = 0;
        // Batches formed before: taken whole, their rows and key unchanged, when every waiting row is due.
        const formed = await all(
          `SELECT batch_key, count(*) AS n FROM outbox
           WHERE kind = 'broadcast' AND batch_key IS NOT NULL AND status IN ('queued', 'sending')
           GROUP BY batch_key
           HAVING sum(CASE WHEN ${due} THEN 0 ELSE 1 END) = 0
           ORDER BY min(next_attempt_at), min(id) LIMIT ?2`,
          now.toISOString(),
          limits.maxBatches,
        );
        for (const batch of formed) {
          const n = Number(batch.n);
          if (rows + n > limits.maxRows) break;
          const claimed = await all(
            claimSql({ broadcast: true, pick: () => "batch_key = ?4" }),
            now.toISOString(),
            claim.until,
            claim.token,
            String(batch.batch_key),
          );
          if (claimed.length === 0) continue;
          batches.push({ key: String(batch.batch_key), rows: claimed.map(take).sort((x, y) => x.id - y.id) });
          rows += claimed.length;
        }
        // New batches: formed and claimed in one statement each, so no row is in two.
        while (batches.length < limits.maxBatches && rows < limits.maxRows) {
          const key = `broadcast-batch:${crypto.randomUUID()}`;
          const claimed = await all(
            claimSql({
              broadcast: true,
              alsoSet: "batch_key = ?4, offered = 0, ",
              pick: (due) =>
                `id IN (SELECT id FROM outbox WHERE batch_key IS NULL AND (${due}) ORDER BY id LIMIT ?5) AND batch_key IS NULL`,
            }),
            now.toISOString(),
            claim.until,
            claim.token,
            key,
            Math.min(limits.batchSize, limits.maxRows - rows),
          );
          if (claimed.length === 0) break;
          batches.push({ key, rows: claimed.map(take).sort((x, y) => x.id - y.id) });
          rows += claimed.length;
        }
        return batches;
      }),
    markSent: (ids, token, now) =>
      run("update of broadcast messages", async () => {
        if (ids.length === 0) return;
        await db.batch(
          chunks(ids, IDS_PER_STATEMENT).map((chunk) =>
            db
              .prepare(
                `UPDATE outbox SET status = 'sent', sent_at = ?2, claimed_until = NULL, claim_token = NULL, last_error = NULL
                 WHERE claim_token = ?1 AND status = 'sending' AND id IN (${chunk.map((_, i) => `?${i + 3}`).join(", ")})`,
              )
              .bind(token, now.toISOString(), ...chunk),
          ),
        );
      }),
    markFailed: (rows, token, error) =>
      run("update of broadcast messages", async () => {
        if (rows.length === 0) return;
        await db.batch(
          rows.map(({ id, outcome, offered }) =>
            db
              .prepare(
                `UPDATE outbox SET status = ?3, next_attempt_at = COALESCE(?4, next_attempt_at), last_error = ?5,
                 claimed_until = NULL, claim_token = NULL, offered = max(offered, ?6)
                 WHERE id = ?1 AND claim_token = ?2 AND status = 'sending'`,
              )
              .bind(
                id,
                token,
                outcome.status,
                outcome.status === "queued" ? outcome.nextAttemptAt : null,
                error,
                offered ? 1 : 0,
              ),
          ),
        );
      }),
    usedToday: (now) =>
      run("read of outbox", async () => {
        const day = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
        const [row] = await all(
          `SELECT (SELECT count(*) FROM outbox WHERE status = 'sent' AND sent_at >= ?1)
                + (SELECT count(*) FROM outbox WHERE status = 'sending' AND claimed_until > ?2) AS n`,
          day,
          now.toISOString(),
        );
        return Number(row?.n ?? 0);
      }),
    skip: (rows, token, now) =>
      run("update of broadcast messages", async () => {
        if (rows.length === 0) return;
        // Counted and dropped together; the cursor has passed them, so they are never queued again.
        await db.batch(
          rows.flatMap(({ id, broadcastId, email }) => [
            db
              .prepare(
                `INSERT INTO broadcast_skips (broadcast_id, email, at)
                 SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM outbox WHERE id = ?4 AND claim_token = ?5)
                 ON CONFLICT DO NOTHING`,
              )
              .bind(broadcastId, email, now.toISOString(), id, token),
            db.prepare("DELETE FROM outbox WHERE id = ?1 AND claim_token = ?2").bind(id, token),
          ]),
        );
      }),
    finish: (now) =>
      run("update of broadcasts", () =>
        changes(
          `UPDATE broadcasts AS b SET status = 'sent', finished_at = ?1,
             sent_count = (SELECT count(*) FROM outbox WHERE ${OF_BROADCAST} AND status = 'sent'),
             failed_count = (SELECT count(*) FROM outbox WHERE ${OF_BROADCAST} AND status = 'failed')
           WHERE status = 'sending' AND queued_all_at IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM outbox WHERE ${OF_BROADCAST} AND status IN ('queued', 'sending'))`,
          now.toISOString(),
        ),
      ),
    recordUnsubscribe: (id, email, now) =>
      run("insert into broadcast_unsubscribes", async () => {
        await db
          .prepare(
            `INSERT INTO broadcast_unsubscribes (broadcast_id, email, at)
             SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM broadcasts WHERE id = ?1) ON CONFLICT DO NOTHING`,
          )
          .bind(id, email, now.toISOString())
          .run();
      }),
    byIds: (ids) =>
      run("read of broadcasts", async () => {
        if (ids.length === 0) return [];
        return (
          await all(`SELECT * FROM broadcasts WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`, ...ids)
        ).map(broadcastFromRow);
      }),
  };
}
