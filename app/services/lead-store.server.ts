import type { Lead } from "~/lib/lead-schemas";

/** Where leads are saved: D1 (the embedded default) or Supabase, chosen by configuration. */
export interface LeadStore {
  /**
   * Saves one lead. A lead already saved under the same submission_id is not saved twice
   * (`created` false). `id` is the new row's id where the store can tell (not on Supabase, whose
   * anonymous role may not read leads back).
   */
  save(lead: Lead): Promise<{ created: boolean; id: number | null }>;
}

/**
 * The store could not save the lead. `status` is what the page answers: 502 when the database
 * behind failed, 503 when no database is configured at all.
 */
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
