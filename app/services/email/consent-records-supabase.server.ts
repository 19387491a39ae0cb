import type { Suppression } from "~/lib/suppression";
import { rowsOf, serviceRoleQueries, type ServiceRoleOptions } from "~/server/supabase.server";
import {
  ConsentRecordsError,
  STATUS_QUERY_SIZE,
  optedOutInChunks,
  statusesInChunks,
  subscriberFromRow,
  suppressionFromRow,
} from "./consent-records.server";
import type { ConsentStatus, ConsentRecords } from "./consent-records.server";

/**
 * The consent records in Supabase's `subscribers` table (supabase/migrations/20261207000000_follow_through.sql, its functions as of
 * 20261210000000_abuse_limits.sql),
 * with the service-role key; the sign-up and the state changes are the table's functions, one
 * statement each, like the D1 records'.
 */
export function createSupabaseConsentRecords(options: ServiceRoleOptions): ConsentRecords {
  const { run, query } = serviceRoleQueries(options, (message, cause) => new ConsentRecordsError(message, { cause }));
  const setStatus = (email: string, list: string, name: string | null, status: ConsentStatus, now: Date) =>
    run("update of subscribers", (db) =>
      db.rpc("set_subscriber", {
        p_email: email,
        p_list: list,
        p_name: name,
        p_status: status,
        p_at: now.toISOString(),
      }),
    );
  const statusOf = async (email: string, list: string): Promise<ConsentStatus | null> => {
    const rows = rowsOf(
      await run("read of subscribers", (db) =>
        db.from("subscribers").select("status").eq("email", email).eq("list", list).limit(1),
      ),
    );
    return rows[0] ? (String(rows[0].status) as ConsentStatus) : null;
  };
  return {
    async signUp({ email, list, name }, now) {
      const rows = rowsOf(
        await run("sign-up", (db) =>
          db.rpc("sign_up_subscriber", {
            p_email: email,
            p_list: list,
            p_name: name,
            p_at: now.toISOString(),
          }),
        ),
      );
      const row = rows[0] ?? {};
      return {
        status: String(row.status) as ConsentStatus,
        sendConfirmation: row.send_confirmation === true,
        optedOut: row.opted_out === true,
      };
    },
    async confirm(email, list, now) {
      await run("confirmation", (db) =>
        db
          .from("subscribers")
          .update({ status: "confirmed", confirmed_at: now.toISOString(), updated_at: now.toISOString() })
          .eq("email", email)
          .eq("list", list)
          .eq("status", "pending")
          .select("id"),
      );
      return statusOf(email, list);
    },
    async unsubscribe(email, list, now) {
      await setStatus(email, list, null, "unsubscribed", now);
    },
    async list(list, status) {
      const rows = rowsOf(
        await run("read of subscribers", (db) => {
          let query = db.from("subscribers").select("*").eq("list", list);
          if (status) query = query.eq("status", status);
          return query.order("created_at", { ascending: false }).order("id", { ascending: false }).limit(5000);
        }),
      );
      return rows.map(subscriberFromRow);
    },
    async confirmedAfter(list, after, limit) {
      const rows = rowsOf(
        await run("read of subscribers", (db) =>
          db
            .from("subscribers")
            .select("email")
            .eq("list", list)
            .eq("status", "confirmed")
            .gt("email", after ?? "")
            .order("email", { ascending: true })
            .limit(limit),
        ),
      );
      return rows.map((row) => String(row.email));
    },
    async countConfirmed(list) {
      const answer = await query("count of subscribers", (db) =>
        db.from("subscribers").select("id", { count: "exact", head: true }).eq("list", list).eq("status", "confirmed"),
      );
      return answer.count ?? 0;
    },
    statuses(list, emails) {
      return statusesInChunks(emails, async (chunk) =>
        rowsOf(
          await run("read of subscribers", (db) =>
            db.from("subscribers").select("email, status").eq("list", list).in("email", chunk),
          ),
        ).map((row) => ({ email: String(row.email), status: String(row.status) as ConsentStatus })),
      );
    },
    async optedOut(list, emails) {
      return optedOutInChunks(emails, async (chunk) =>
        rowsOf(
          await run("read of subscribers", (db) =>
            db.from("subscribers").select("email, status, unsubscribed_at").eq("list", list).in("email", chunk),
          ),
        ),
      );
    },
    async recordWebhook({ id, type, reason, emails, at }) {
      const answer = await run("record of a webhook", (db) =>
        db.rpc("record_email_webhook", {
          p_id: id,
          p_type: type,
          p_emails: [...new Set(emails)].join(","),
          p_reason: reason,
          p_at: at.toISOString(),
        }),
      );
      return answer === true;
    },
    async suppressions(emails) {
      const found = new Map<string, Suppression>();
      for (let i = 0; i < emails.length; i += STATUS_QUERY_SIZE) {
        const rows = rowsOf(
          await run("read of suppressions", (db) =>
            db
              .from("email_suppressions")
              .select("email, reason, suppressed_at")
              .in("email", emails.slice(i, i + STATUS_QUERY_SIZE)),
          ),
        );
        for (const row of rows) found.set(...suppressionFromRow(row));
      }
      return found;
    },
    async claimWelcome(email, now) {
      const answer = await run("claim of a welcome", (db) =>
        db.rpc("claim_email_welcome", { p_email: email, p_at: now.toISOString() }),
      );
      return answer === true;
    },
  };
}
