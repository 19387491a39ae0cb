import { supabaseLeadRow } from "~/lib/lead-columns";
import { createKeySupabase, supabaseQueries, UNIQUE_VIOLATION } from "~/server/supabase.server";
import { LeadRecordsError, type LeadBackend } from "./lead-records.server";

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
