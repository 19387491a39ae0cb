import type { ListId } from "~/lib/signed-token";
import type { Suppression, SuppressionReason } from "~/lib/suppression";

/**
 * Who receives what: one record per address and list (the email list, Money Moves Live's messages),
 * in the store the orders use (D1, or Supabase with the service-role key: anon never reads it).
 * Every list is double opt-in (pending until the address presses its confirmation link's button);
 * an unsubscribe is kept with its time and stops every later message of that list.
 */

export type ConsentStatus = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  email: string;
  list: ListId;
  name: string | null;
  status: ConsentStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** Confirmation emails a pending address gets at most: one an hour. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;

export interface ConsentRecords {
  /**
   * A post asking for a list's messages (the email list's form, a registration for the event). A
   * new address becomes pending (only the link sent to the address confirms it); an unsubscribed or
   * pending one becomes or stays pending; a confirmed one stays confirmed. The name is the
   * address's own: one that was ever confirmed keeps the name it had; a never-confirmed one keeps
   * its first name only while every post gives the same, else none (nobody can tell which post was
   * the owner's), so a stranger's words never ride on the real person's confirmation.
   * `sendConfirmation`: whether a confirmation email is due (pending, and none was sent within the
   * hour; the time is recorded in the same statement). `optedOut`: not confirmed since an
   * unsubscribe (such an address gets nothing but a request to confirm again).
   */
  signUp(
    input: { email: string; list: ListId; name: string },
    now: Date,
  ): Promise<{
    status: ConsentStatus;
    sendConfirmation: boolean;
    optedOut: boolean;
  }>;
  /** Opens the confirmation link: pending becomes confirmed. The status after, or null when unknown. */
  confirm(email: string, list: ListId, now: Date): Promise<ConsentStatus | null>;
  /** Unsubscribes (recorded with its time; a first unsubscribe of an unknown address is kept too). */
  unsubscribe(email: string, list: ListId, now: Date): Promise<void>;
  /** The records of a list (all states, or one), newest first. */
  list(list: ListId, status?: ConsentStatus): Promise<Subscriber[]>;
  /** Confirmed addresses of a list after `after` (null: from the first), in address order, at most `limit`. */
  confirmedAfter(list: ListId, after: string | null, limit: number): Promise<string[]>;
  /** How many addresses of a list are confirmed. */
  countConfirmed(list: ListId): Promise<number>;
  /** The state of each of these addresses on a list (an address with no record is absent). */
  statuses(list: ListId, emails: readonly string[]): Promise<Map<string, ConsentStatus>>;
  /**
   * Those of these addresses that opted out of a list: unsubscribed, and not confirmed since (a
   * post asking again makes it pending, still opted out). Such an address gets nothing of the list
   * but the request to confirm again, not even the mail of a session it registered for.
   */
  optedOut(list: ListId, emails: readonly string[]): Promise<Set<string>>;
  /**
   * One verified delivery of Resend's webhook, by its id (svix-id), in one transaction: false when
   * the id was recorded before (a replay: nothing changes); else it is kept and, with a reason, its
   * addresses held (a complaint is never turned back into a bounce).
   */
  recordWebhook(input: {
    id: string;
    type: string;
    reason: SuppressionReason | null;
    emails: readonly string[];
    at: Date;
  }): Promise<boolean>;
  /** The addresses among these that are held, and why (an address not held is absent). */
  suppressions(emails: readonly string[]): Promise<Map<string, Suppression>>;
  /** Claims an address's one welcome: true the first time, false ever after. */
  claimWelcome(email: string, now: Date): Promise<boolean>;
}

/** Addresses asked about in one query (D1 binds at most 100 values a statement). */
export const STATUS_QUERY_SIZE = 90;

/** Each address's status, asked STATUS_QUERY_SIZE addresses a query; an address not found is absent. */
export async function statusesInChunks(
  emails: readonly string[],
  ask: (chunk: string[]) => Promise<ReadonlyArray<{ email: string; status: ConsentStatus }>>,
): Promise<Map<string, ConsentStatus>> {
  const found = new Map<string, ConsentStatus>();
  for (let i = 0; i < emails.length; i += STATUS_QUERY_SIZE) {
    for (const row of await ask(emails.slice(i, i + STATUS_QUERY_SIZE))) found.set(row.email, row.status);
  }
  return found;
}

/** The addresses of these rows (email, status, unsubscribed_at) that opted out of their list. */
export function optedOutOf(rows: ReadonlyArray<Record<string, unknown>>): string[] {
  return rows
    .filter((row) => row.status !== "confirmed" && row.unsubscribed_at !== null && row.unsubscribed_at !== undefined)
    .map((row) => String(row.email));
}

/** `optedOut` asked STATUS_QUERY_SIZE addresses a query. */
export async function optedOutInChunks(
  emails: readonly string[],
  ask: (chunk: string[]) => Promise<ReadonlyArray<Record<string, unknown>>>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += STATUS_QUERY_SIZE) {
    for (const email of optedOutOf(await ask(emails.slice(i, i + STATUS_QUERY_SIZE)))) found.add(email);
  }
  return found;
}

/** The consent records could not be read or written. */
export class ConsentRecordsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ConsentRecordsError";
  }
}

/** A row of email_suppressions as the site reads it. */
export function suppressionFromRow(row: Record<string, unknown>): [string, Suppression] {
  return [
    String(row.email),
    { reason: String(row.reason) as SuppressionReason, at: new Date(String(row.suppressed_at)).toISOString() },
  ];
}

export function subscriberFromRow(row: Record<string, unknown>): Subscriber {
  const iso = (value: unknown) =>
    value === null || value === undefined ? null : new Date(String(value)).toISOString();
  return {
    email: String(row.email),
    list: String(row.list) as ListId,
    name: row.name === null || row.name === undefined ? null : String(row.name),
    status: String(row.status) as ConsentStatus,
    createdAt: iso(row.created_at) ?? "",
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
  };
}
