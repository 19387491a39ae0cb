import { d1Queries } from "~/server/d1.server";
import { HeldNoticesError, heldNoticeFromRow, type HeldNotices } from "./held-notices.server";

/** Held lead notices in D1 (migrations/0014_held_notices.sql), beside the outbox. */
export function createD1HeldNotices(db: D1Database): HeldNotices {
  const run = d1Queries(HeldNoticesError);
  return {
    hold: ({ leadId, formSource, name, email, receivedAt }) =>
      run("insert into held_notices", async () => {
        await db
          .prepare(
            "INSERT INTO held_notices (created_at, lead_id, form_source, name, email) VALUES (?1, ?2, ?3, ?4, ?5)",
          )
          .bind(receivedAt, leadId, formSource, name, email)
          .run();
      }),
    gather: (key, before, limit) =>
      run("gathering of held_notices", async () => {
        // The subquery is read once, before any row changes: one statement gathers, or nothing
        // when this digest went already.
        await db
          .prepare(
            `UPDATE held_notices SET digest_key = ?1 WHERE id IN (
               SELECT id FROM held_notices
               WHERE queued_at IS NULL AND digest_key IS NOT ?1 AND created_at <= ?2
                 AND NOT EXISTS (SELECT 1 FROM held_notices WHERE digest_key = ?1 AND queued_at IS NOT NULL)
               ORDER BY id LIMIT ?3)`,
          )
          .bind(key, before.toISOString(), limit)
          .run();
        const { results } = await db
          .prepare("SELECT * FROM held_notices WHERE digest_key = ?1 AND queued_at IS NULL ORDER BY id")
          .bind(key)
          .all<Record<string, unknown>>();
        return results.map(heldNoticeFromRow);
      }),
    markQueued: (key, now) =>
      run("update of held_notices", async () => {
        await db
          .prepare("UPDATE held_notices SET queued_at = ?2 WHERE digest_key = ?1 AND queued_at IS NULL")
          .bind(key, now.toISOString())
          .run();
      }),
    deleteQueuedBefore: (before) =>
      run("clean-up of held_notices", async () => {
        const result = await db
          .prepare("DELETE FROM held_notices WHERE queued_at < ?1")
          .bind(before.toISOString())
          .run();
        return result.meta.changes ?? 0;
      }),
  };
}
