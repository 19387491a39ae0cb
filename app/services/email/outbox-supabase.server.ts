import { rowsOf, serviceRoleQueries, type ServiceRoleOptions } from "~/server/supabase.server";
import { capWindowStarts, claimedRowOf, messageFromRow, OutboxError } from "./outbox.server";
import type { Outbox, OutboxMessage } from "./outbox.server";

/** Postgres' unique_violation: a message with this key is queued already. */
const UNIQUE_VIOLATION = "23505";

/**
 * The outbox in Supabase's `outbox` table (supabase/migrations/20261205000000_outbox.sql), written
 * and read with the service-role key like the orders: no other role has any access. Rows are
 * claimed by the table's claim_outbox function (one statement, rows locked by another run skipped).
 */
export function createSupabaseOutbox(options: ServiceRoleOptions): Outbox {
  const { run } = serviceRoleQueries(options, (message, cause) => new OutboxError(message, { cause }));
  const rows = (data: unknown): OutboxMessage[] => rowsOf(data).map(messageFromRow);
  const changedAny = (data: unknown) => rowsOf(data).length > 0;

  return {
    async enqueueClaimed(message, claim, now, cap) {
      if (cap) {
        // Counted before the insert (two posts in the same instant may both pass; D1 counts in one statement).
        const starts = capWindowStarts(now);
        const since = async (start: string) => {
          const data = await run("count of outbox rows", (db) =>
            db
              .from("outbox")
              .select("id")
              .eq("to_address", message.to)
              .eq("kind", message.kind)
              .gt("created_at", start)
              .limit(cap.perDay),
          );
          return rowsOf(data).length;
        };
        if ((await since(starts.hour)) >= cap.perHour || (await since(starts.day)) >= cap.perDay) return null;
      }
      const row = { ...claimedRowOf(message, claim, now), headers: message.headers ?? null };
      const inserted = await run(
        "insert into outbox",
        (db) => db.from("outbox").insert(row).select("*"),
        UNIQUE_VIOLATION,
      );
      return inserted === null ? null : (rows(inserted)[0] ?? null);
    },
    async claimDue(now, claim, batch) {
      return rows(
        await run("claim of outbox rows", (db) =>
          db.rpc("claim_outbox", {
            at: now.toISOString(),
            lease_until: claim.until,
            token: claim.token,
            batch,
          }),
        ),
      );
    },
    async markSent(id, token, now) {
      const result = await run("update of outbox", (db) =>
        db
          .from("outbox")
          .update({
            status: "sent",
            sent_at: now.toISOString(),
            claimed_until: null,
            claim_token: null,
            last_error: null,
          })
          .eq("id", id)
          .eq("claim_token", token)
          .eq("status", "sending")
          .select("id"),
      );
      return changedAny(result);
    },
    async markFailed(id, token, outcome, error) {
      const changes: Record<string, unknown> = {
        status: outcome.status,
        last_error: error,
        claimed_until: null,
        claim_token: null,
        ...(outcome.status === "queued" ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      };
      const result = await run("update of outbox", (db) =>
        db.from("outbox").update(changes).eq("id", id).eq("claim_token", token).eq("status", "sending").select("id"),
      );
      return changedAny(result);
    },
    async listFailed(limit) {
      return rows(
        await run("read of outbox", (db) =>
          db
            .from("outbox")
            .select("*")
            .eq("status", "failed")
            .order("created_at", { ascending: false })
            .order("id", { ascending: false })
            .limit(limit),
        ),
      );
    },
    async claimFailed(id, claim) {
      const result = await run("update of outbox", (db) =>
        db
          .from("outbox")
          .update({ status: "sending", attempts: 1, claimed_until: claim.until, claim_token: claim.token })
          .eq("id", id)
          .eq("status", "failed")
          .select("*"),
      );
      return rows(result)[0] ?? null;
    },
    async deleteSentBefore(before) {
      const result = await run("clean-up of outbox", (db) =>
        db.from("outbox").delete().eq("status", "sent").lt("sent_at", before).select("id"),
      );
      return rowsOf(result).length;
    },
  };
}
