import type { Lead } from "~/lib/lead-schemas";

/**
 * Where leads are saved, as pages use it: D1 (the embedded default, lead-store-d1.server.ts) or
 * Supabase (lead-store-supabase.server.ts), chosen by configuration (server/stores.server.ts).
 * The outcome is data, so a caller never inspects an error.
 */
export interface LeadStore {
  save(lead: Lead): Promise<LeadSaveOutcome>;
}

/**
 * Saved: `created` is false when the same form already saved a lead under this submission_id (it is not
 * saved twice); `id` is the new row's id where the store can tell (not on Supabase, whose anonymous
 * role may not read leads back). Not saved: `status` is what the page answers, 502 when the
 * database behind failed, 503 when none is configured.
 */
export type LeadSaveOutcome =
  { saved: true; created: boolean; id: number | null } | { saved: false; status: 502 | 503; reason: string };

/** One database behind the store: saves, or throws a LeadStoreError (or anything else it meets). */
export interface LeadBackend {
  save(lead: Lead): Promise<{ created: boolean; id: number | null }>;
}

/** A backend could not save the lead; `status` as in LeadSaveOutcome. */
export class LeadStoreError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "LeadStoreError";
  }
}

/** The store pages use over one backend: every failure becomes an outcome. */
export function leadStoreOver(backend: LeadBackend): LeadStore {
  return {
    async save(lead) {
      try {
        return { saved: true, ...(await backend.save(lead)) };
      } catch (error) {
        const status = error instanceof LeadStoreError ? error.status : 502;
        return { saved: false, status, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** No database configured: every save answers 503. */
export const noLeadBackend: LeadBackend = {
  async save() {
    throw new LeadStoreError(
      "No lead store is configured: bind LEADS_DB or set SUPABASE_URL and SUPABASE_ANON_KEY.",
      503,
    );
  },
};
