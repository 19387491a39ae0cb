import type { Lead } from "~/lib/lead-schemas";

/**
 * Where leads are saved, as pages use it: D1 (the embedded default) or Supabase, chosen by
 * configuration (leads.server.ts). The outcome is data, so a caller never inspects an error.
 */
export interface LeadStore {
  /** Saves one lead. A lead already saved under the same submission_id is not saved twice. */
  save(lead: Lead): Promise<LeadSaveOutcome>;
}

/** `status` is what the page answers: 502 when the database behind failed, 503 when none is configured. */
export type LeadSaveOutcome = { saved: true } | { saved: false; status: 502 | 503; reason: string };

/** One database behind the store: saves, or throws a LeadStoreError (or anything else it meets). */
export interface LeadBackend {
  save(lead: Lead): Promise<void>;
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
