import { rowsOf, serviceRoleQueries, type ServiceRoleOptions } from "~/server/supabase.server";
import { HeldNoticesError, heldNoticeFromRow, type HeldNotices } from "./held-notices.server";

/**
 * Held lead notices in Supabase's `held_notices` (supabase/migrations/20261210000000_abuse_limits.sql,
 * service role only); gathered by its gather_held_notices function, one statement like D1's.
 */
export function createSupabaseHeldNotices(options: ServiceRoleOptions): HeldNotices {
  const { run } = serviceRoleQueries(options, (message, cause) => new HeldNoticesError(message, { cause }));
  return {
    async hold({ leadId, formSource, name, email, receivedAt }) {
      await run("insert into held_notices", (db) =>
        db
          .from("held_notices")
          .insert({ created_at: receivedAt, lead_id: leadId, form_source: formSource, name, email }),
      );
    },
    async gather(key, before, limit) {
      const data = await run("gathering of held_notices", (db) =>
        db.rpc("gather_held_notices", { p_key: key, p_before: before.toISOString(), p_limit: limit }),
      );
      return rowsOf(data).map(heldNoticeFromRow);
    },
    async markQueued(key, now) {
      await run("update of held_notices", (db) =>
        db.from("held_notices").update({ queued_at: now.toISOString() }).eq("digest_key", key).select("id"),
      );
    },
    async deleteQueuedBefore(before) {
      const data = await run("clean-up of held_notices", (db) =>
        db.from("held_notices").delete().lt("queued_at", before.toISOString()).select("id"),
      );
      return rowsOf(data).length;
    },
  };
}
