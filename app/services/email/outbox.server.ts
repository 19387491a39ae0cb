import type { EmailMessage } from "~/lib/email-messages";
import type { OutboxStatus } from "~/lib/outbox";

/**
 * The email outbox: every message is written here before its first attempt and stays until it is
 * sent or given up, in the same store as the orders (D1, or Supabase with the service-role key).
 * Rows are claimed with a conditional update under a random token and a lease, so two senders never
 * hold one row and a sender that dies leaves the row to the next run once its lease ends.
 */

/** A message to queue, with the key that makes it one row (and one delivery at Resend). */
export interface NewOutboxMessage extends EmailMessage {
  idempotencyKey: string;
  /** What the message is, for the owner (buyer-delivery, order-notice, lead-notice, payment-failed). */
  kind: string;
  /** Extra mail headers (e.g. List-Unsubscribe), kept with the message. */
  headers?: Record<string, string>;
}

export interface OutboxMessage {
  id: number;
  createdAt: string;
  idempotencyKey: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  claimedUntil: string | null;
  claimToken: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** A claim on rows: who holds them (token) and until when. */
/**
 * How many messages of one kind an address may be sent (counted in the outbox, whatever client
 * asked): a message over the cap is not queued (enqueueClaimed answers null, as for a replay).
 */
export interface RecipientCap {
  perHour: number;
  perDay: number;
}

/** The cap of every message a stranger's post can cause (confirmations, billing links, event mail). */
export const RECIPIENT_CAP: RecipientCap = { perHour: 1, perDay: 3 };

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Where a cap's two windows start (ISO): an hour and a day before `now`. */
export function capWindowStarts(now: Date): { hour: string; day: string } {
  return {
    hour: new Date(now.getTime() - HOUR_MS).toISOString(),
    day: new Date(now.getTime() - DAY_MS).toISOString(),
  };
}

export interface Claim {
  token: string;
  until: string;
}

export interface Outbox {
  /**
   * Queues a message already claimed by the caller (it sends it at once, after the response). Null
   * when a message with this key is already in the outbox: it is sent (or being sent) once.
   */
  enqueueClaimed(message: NewOutboxMessage, claim: Claim, now: Date, cap?: RecipientCap): Promise<OutboxMessage | null>;
  /** Claims up to `batch` due rows (queued and due, or sending with a lapsed claim); each counts an attempt. */
  claimDue(now: Date, claim: Claim, batch: number): Promise<OutboxMessage[]>;
  /** Marks a claimed row sent; false when the claim was lost (another sender holds it now). */
  markSent(id: number, token: string, now: Date): Promise<boolean>;
  /** Records a failed attempt of a claimed row: queued again at `nextAttemptAt`, or failed for good. */
  markFailed(
    id: number,
    token: string,
    outcome: { status: "queued"; nextAttemptAt: string } | { status: "failed" },
    error: string,
  ): Promise<boolean>;
  /** The messages given up, newest first (the owner sees them). */
  listFailed(limit: number): Promise<OutboxMessage[]>;
  /** Takes a failed row back for a fresh round of attempts, claimed by the caller; null when it is not failed. */
  claimFailed(id: number, claim: Claim): Promise<OutboxMessage | null>;
  /** Removes sent rows sent before `before` (ISO); how many. */
  deleteSentBefore(before: string): Promise<number>;
}

/** The outbox could not be read or written. */
export class OutboxError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OutboxError";
  }
}

const STATUSES: readonly OutboxStatus[] = ["queued", "sending", "sent", "failed"];

/** Postgres answers timestamps as "2026-12-01T10:00:00.123+00:00"; D1 as ISO already. */
function isoOf(value: unknown): string {
  return new Date(String(value)).toISOString();
}
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : isoOf(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function headersOf(value: unknown): Record<string, string> | null {
  if (value === null || value === undefined) return null;
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  return Object.fromEntries(Object.entries(parsed).map(([name, header]) => [name, String(header)]));
}

/** A row of the outbox table (the same columns in D1 and Supabase) as an OutboxMessage. */
export function messageFromRow(row: Record<string, unknown>): OutboxMessage {
  const status = String(row.status) as OutboxStatus;
  if (!STATUSES.includes(status)) throw new OutboxError(`outbox row ${String(row.id)} has status ${status}`);
  return {
    id: Number(row.id),
    createdAt: isoOf(row.created_at),
    idempotencyKey: String(row.idempotency_key),
    kind: String(row.kind),
    to: String(row.to_address),
    subject: String(row.subject),
    html: String(row.html),
    text: String(row.text),
    headers: headersOf(row.headers),
    status,
    attempts: Number(row.attempts),
    nextAttemptAt: isoOf(row.next_attempt_at),
    claimedUntil: isoOrNull(row.claimed_until),
    claimToken: textOrNull(row.claim_token),
    lastError: textOrNull(row.last_error),
    sentAt: isoOrNull(row.sent_at),
  };
}

/** A new message as the table's columns, claimed by the caller (its first attempt is under way). */
export function claimedRowOf(message: NewOutboxMessage, claim: Claim, now: Date) {
  return {
    idempotency_key: message.idempotencyKey,
    kind: message.kind,
    to_address: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    status: "sending",
    attempts: 1,
    next_attempt_at: now.toISOString(),
    claimed_until: claim.until,
    claim_token: claim.token,
  };
}
