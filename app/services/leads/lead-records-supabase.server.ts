import { FORM_SOURCES } from "~/content/lead-forms";
import { supabaseLeadRow } from "~/lib/lead-columns";
import {
  createKeySupabase,
  rowsOf,
  serviceRoleQueries,
  supabaseQueries,
  UNIQUE_VIOLATION,
  type ServiceRoleOptions,
} from "~/server/supabase.server";
import { LeadRecordsError, type LeadBackend, type LeadInterests } from "./lead-records.server";

/**
 * Leads in Supabase's `leads` table (supabase/migrations/) with the public anon key. The
 * anonymous role may only insert, so the insert asks for nothing back (return=minimal).
 * `timeoutMs`: how long the site waits for Supabase before telling the visitor to try again.
 */
export function createSupabaseLeadRecords(options: { url: string; anonKey: string; timeoutMs: number }): LeadBackend {
  const { query } = supabaseQueries(
    () => createKeySupabase({ url: options.url, key: options.anonKey, timeoutMs: options.timeoutMs }),
    (message, cause) => new LeadRecordsError(message, 502, { cause }),
  );
  return {
    async save(lead) {
      // A repeated (form_source, submission_id) is refused by the unique index: saved once already.
      const { allowed } = await query(
        "insert into leads",
        (db) => db.from("leads").insert(supabaseLeadRow(lead)),
        UNIQUE_VIOLATION,
      );
      return { created: !allowed, id: null };
    },
  };
}

/**
 * The email list's leads by interest, in Supabase: the anon key may not read leads, so this reads
 * with the service-role key through the lead_emails_of_interest function
 * (supabase/migrations/20261210000000_abuse_limits.sql), the same query as D1's.
 */
export function createSupabaseLeadInterests(options: ServiceRoleOptions): LeadInterests {
  const { run } = serviceRoleQueries(options, (message, cause) => new LeadRecordsError(message, 502, { cause }));
  return {
    async emailsOfInterest(choice, after, limit) {
      const data = await run("read of leads by interest", (db) =>
        db.rpc("lead_emails_of_interest", {
          p_source: FORM_SOURCES.emailList,
          p_choice: choice,
          p_after: after ?? "",
          p_limit: limit,
        }),
      );
      return rowsOf(data).map((row) => String(row.email));
    },
  };
}
