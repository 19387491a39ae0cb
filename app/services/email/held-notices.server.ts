/**
 * The owner's notices of new leads held back past her cap (OWNER_NOTICES_PER_HOUR), so a stranger's
 * burst of posts cannot spend her email quota: each held notice is kept here, and the scheduled job
 * gathers them into one digest an hour (notice-digest.server.ts). Nothing is lost: every lead is
 * stored and on /owner whether or not its notice was held. In the store the outbox uses (D1, or
 * Supabase with the service-role key).
 */

export interface HeldNotice {
  /** The lead on /owner (null when its store gave no id). */
  leadId: number | null;
  formSource: string;
  name: string;
  email: string;
  /** When the lead came in (ISO). */
  receivedAt: string;
}

export interface HeldNotices {
  hold(notice: HeldNotice): Promise<void>;
  /**
   * Gathers the notices held at `before` or earlier and not yet in a queued digest (at most
   * `limit`) under the digest `key`, unless that digest was queued already, and returns the
   * notices of `key` not yet queued, oldest first (a digest a run gathered and could not queue is
   * gathered again).
   */
  gather(key: string, before: Date, limit: number): Promise<HeldNotice[]>;
  /** The digest `key` is queued in the outbox. */
  markQueued(key: string, now: Date): Promise<void>;
  /** Removes the notices whose digest was queued before `before`; how many. */
  deleteQueuedBefore(before: Date): Promise<number>;
}

export class HeldNoticesError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "HeldNoticesError";
  }
}

export function heldNoticeFromRow(row: Record<string, unknown>): HeldNotice {
  return {
    leadId: row.lead_id === null || row.lead_id === undefined ? null : Number(row.lead_id),
    formSource: String(row.form_source),
    name: String(row.name),
    email: String(row.email),
    receivedAt: new Date(String(row.created_at)).toISOString(),
  };
}
