import type { LeadCount } from "~/lib/chart";
import type { LeadFilter, LeadStatus } from "~/lib/lead-filter";
import { withLeadLists } from "~/lib/lead-columns";
import type { Lead } from "~/lib/lead-schemas";

/**
 * The leads as the owner reads them: a page of a filter, one lead, its status and note, what the
 * weekly chart counts, and everything a filter matches for the CSV. D1 (owner-leads-d1.server.ts)
 * or Supabase through the signed-in owner's session, where row-level security decides
 * (owner-leads-supabase.server.ts).
 */

/** A stored lead as the owner reads it: the row the site writes (less its replay token) and what the owner adds. */
export type OwnerLead = Omit<Lead, "submission_id"> & {
  id: number;
  created_at: string;
  status: LeadStatus;
  note: string | null;
};

/** The most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 10_000;

export interface OwnerLeads {
  list(filter: LeadFilter): Promise<{ leads: OwnerLead[]; total: number }>;
  get(id: number): Promise<OwnerLead | null>;
  /** Sets the status and note; false when no such lead. */
  update(id: number, change: { status: LeadStatus; note: string | null }): Promise<boolean>;
  /** How many leads each form had since `since` (ISO), per day or per lead, for the weekly chart. */
  since(since: string): Promise<LeadCount[]>;
  /** Everything the filter matches (no paging), newest first, at most MAX_EXPORT_ROWS. */
  exportRows(filter: LeadFilter): Promise<OwnerLead[]>;
}

export class LeadsUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LeadsUnavailable";
  }
}

/** A row as either backend reads it, as the owner's lead. */
export function ownerLeadFromRow(row: Record<string, unknown>): OwnerLead {
  return withLeadLists(row) as unknown as OwnerLead;
}
