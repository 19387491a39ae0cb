import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LeadStoreError, type LeadBackend } from "./lead-store.server";

/**
 * The lead store never subscribes to Realtime, but the client builds a Realtime client eagerly and
 * refuses to start without a WebSocket class where there is none (Node 20); this one is never used.
 */
class NoRealtime {
  constructor() {
    throw new Error("The lead store does not use Supabase Realtime.");
  }
}

/** Postgres' unique_violation: this submission_id was saved already. */
const UNIQUE_VIOLATION = "23505";

/**
 * Leads in Supabase's `leads` table (supabase/migrations/) with the public anon key. The
 * anonymous role may only insert, so the insert asks for nothing back (return=minimal).
 */
/** `timeoutMs`: how long the site waits for Supabase before telling the visitor to try again. */
export function createSupabaseLeadStore(options: { url: string; anonKey: string; timeoutMs: number }): LeadBackend {
  let client: SupabaseClient | null = null;
  // Built on first use: most requests never save a lead.
  const connect = () =>
    (client ??= createClient(options.url, options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as typeof WebSocket },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }) },
    }));

  return {
    async save(lead) {
      let result;
      try {
        result = await connect().from("leads").insert(lead);
      } catch (error) {
        throw new LeadStoreError(
          `Supabase insert into leads failed: ${error instanceof Error ? error.message : String(error)}`,
          502,
          { cause: error },
        );
      }
      const { error, status } = result;
      if (!error) return { created: true, id: null };
      if (error.code === UNIQUE_VIOLATION && lead.submission_id !== null) return { created: false, id: null };
      throw new LeadStoreError(
        `Supabase insert into leads failed (HTTP ${status}${error.code ? `, ${error.code}` : ""}): ${error.message}`,
        502,
      );
    },
  };
}
