import type { Lead } from "~/lib/lead-schemas";

/**
 * Where leads are saved, as pages use it: D1 (the embedded default) or Supabase, chosen by
 * configuration (leads.server.ts). The outcome is data, so a caller never inspects an error.
 */
export interface LeadStore {
  save(lead: Lead): Promise<LeadSaveOutcome>;
}

/**
 * Saved: `created` is false when a lead was already saved under the same submission_id (it is not
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
