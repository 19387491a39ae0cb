import type { Lead } from "~/lib/lead-schemas";

/**
 * Where leads are saved, as pages use it: D1 (the embedded default, lead-records-d1.server.ts) or
 * Supabase (lead-records-supabase.server.ts), chosen by configuration (server/records.server.ts).
 * The outcome is data, so a caller never inspects an error.
 */
export interface LeadRecords {
  save(lead: Lead): Promise<LeadSaveOutcome>;
}

/**
 * Saved: `created` is false when the same form already saved a lead under this submission_id (it is not
 * saved twice); `id` is the new row's id where the backend can tell (not on Supabase, whose anonymous
 * role may not read leads back). Not saved: `status` is what the page answers, 502 when the
 * database behind failed, 503 when none is configured.
 */
export type LeadSaveOutcome =
  { saved: true; created: boolean; id: number | null } | { saved: false; status: 502 | 503; reason: string };

/** One database behind the lead records: saves, or throws a LeadRecordsError (or anything else it meets). */
export interface LeadBackend {
  save(lead: Lead): Promise<{ created: boolean; id: number | null }>;
}

/**
 * The email list's leads that chose an interest (a broadcast's interest audience): addresses
 * lowercased, after `after`, in address order, at most `limit`, each once.
 */
export interface LeadInterests {
  emailsOfInterest(choice: string, after: string | null, limit: number): Promise<string[]>;
}

/** A backend could not save the lead; `status` as in LeadSaveOutcome. */
export class LeadRecordsError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "LeadRecordsError";
  }
}

/** The lead records pages use over one backend: every failure becomes an outcome. */
export function leadRecordsOver(backend: LeadBackend): LeadRecords {
  return {
    async save(lead) {
      try {
        return { saved: true, ...(await backend.save(lead)) };
      } catch (error) {
        const status = error instanceof LeadRecordsError ? error.status : 502;
        return { saved: false, status, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** No database configured: every save answers 503. */
export const noLeadBackend: LeadBackend = {
  async save() {
    throw new LeadRecordsError(
      "No lead store is configured: bind LEADS_DB or set SUPABASE_URL and SUPABASE_ANON_KEY.",
      503,
    );
  },
};
