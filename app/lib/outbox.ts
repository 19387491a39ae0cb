/**
 * The email outbox's rules, pure: when a message that failed is tried again, when it is given up,
 * how long a claim on a row lasts, and what the owner reads of an error. The services in
 * app/services/email/ apply them to the stored rows.
 */

export type OutboxStatus = "queued" | "sending" | "sent" | "failed";

const MINUTE = 60_000;

/** The waits before each retry after a failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h. */
export const RETRY_DELAYS_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE];

/** The first attempt and one per retry delay: after this many failed attempts a message is failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How long a claimed row stays with the run that claimed it. A run that dies leaves its rows to the
 * next run after this; it is well above the longest send of a batch (sends time out after 10 s).
 */
export const CLAIM_LEASE_MS = 10 * MINUTE;

/**
 * What a buyer is owed (the receipt with the download links, a failed payment's notice, a plan's
 * billing link): claimed ahead of confirmations, notices and broadcasts when several are due, so a
 * burst of other mail never leaves a buyer waiting behind it. Then the oldest due first. The
 * Supabase claim (supabase/migrations/20261210000000_abuse_limits.sql) names the same kinds.
 */
export const FIRST_KINDS: readonly string[] = ["buyer-delivery", "payment-failed", "billing-link"];

/**
 * The owner's notices of new leads: at most `perHour` an hour (OWNER_NOTICES_PER_HOUR, default 20:
 * a stranger's burst of posts cannot spend her email quota), counted like a recipient's cap in the
 * outbox; past it a lead's notice is held for the hour's digest (services/email/held-notices.server.ts).
 */
export const ownerNoticeCap = (perHour: number) => ({ perHour, perDay: 24 * perHour });

/** Rows one scheduled run sends at most. */
export const OUTBOX_BATCH_SIZE = 50;

/** Sent rows are kept this long (the owner may want to see what went out), then removed. */
export const SENT_RETENTION_MS = 30 * 24 * 60 * MINUTE;

/** What becomes of a row whose attempt number `attempts` (1 for the first) has just failed. */
export type AfterFailure = { status: "queued"; nextAttemptAt: string } | { status: "failed" };

export function afterFailure(attempts: number, now: Date): AfterFailure {
  const delay = RETRY_DELAYS_MS[Math.max(1, attempts) - 1];
  if (delay === undefined) return { status: "failed" };
  return { status: "queued", nextAttemptAt: new Date(now.getTime() + delay).toISOString() };
}

/** The end of a claim taken now. */
export function leaseUntil(now: Date): string {
  return new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
}

/** Errors are kept short: enough for the owner to see what the provider said. */
export const MAX_ERROR_LENGTH = 500;

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.trim() || "Unknown error").slice(0, MAX_ERROR_LENGTH);
}

/** What one run of the outbox did. */
export interface OutboxRunReport {
  claimed: number;
  sent: number;
  /** Failed this time and queued for a later retry. */
  retrying: number;
  /** Failed their last retry: the owner sees them. */
  failed: number;
}

/** The idempotency key of the owner's notice of a lead: the lead's id where known, else its form and token. */
export function leadNoticeKey(lead: { form_source: string; submission_id: string }, leadId: number | null): string {
  return leadId === null ? `lead-${lead.form_source}-${lead.submission_id}` : `lead-${leadId}`;
}

/** A message given up after its last retry, as the owner's dashboard lists it. */
export interface FailedEmail {
  id: number;
  createdAt: string;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string;
}
