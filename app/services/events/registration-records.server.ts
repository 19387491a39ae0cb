import type { ReminderKind } from "~/lib/event-calendar";

/**
 * Money Moves Live registrations, one per address and session, in the store the orders use (D1, or
 * Supabase with the service-role key). Each reminder is claimed with a conditional update before
 * it is queued, so two runs of the scheduled job never send one twice.
 */

export interface Registration {
  id: number;
  email: string;
  name: string;
  sessionStart: string;
  createdAt: string;
}

export interface RegistrationRecords {
  /** Records a registration (again: the first name is kept); `created` only for the first. */
  register(
    input: { email: string; name: string; sessionStart: Date },
    now: Date,
  ): Promise<{ id: number; created: boolean }>;
  /**
   * Claims the reminders of this kind that are due at `now` (the window from `beforeMs` to an
   * hour before the start), for registrations made before the window opened, whose address has
   * not opted out of the event's messages (unsubscribed, and not confirmed since). A registrant
   * that never confirmed the event's list gets the reminders of the session it registered for
   * (it asked for them); the list is what broadcasts reach. Each row is claimed once, ever.
   */
  claimReminders(kind: ReminderKind, beforeMs: number, now: Date, batch: number): Promise<Registration[]>;
  /**
   * The owner moved (`to`) or skipped (`to` null) the session starting at `from`: its registrations
   * move with it, their reminders due again (a registration the address already has at `to` stays
   * put), or are removed. Returns the registrations moved or removed.
   */
  moveSession(from: Date, to: Date | null): Promise<Registration[]>;
  /** The address's registrations for sessions starting after `now`, soonest first. */
  upcomingOf(email: string, now: Date): Promise<Registration[]>;
  /** Removes the registrations for sessions that started before `before`; the number removed. */
  deleteStartedBefore(before: Date): Promise<number>;
  /** The addresses registered for a session after `after` (null: from the first), in address order, at most `limit`. */
  emailsOfSession(sessionStart: Date, after: string | null, limit: number): Promise<string[]>;
}

export class RegistrationRecordsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RegistrationRecordsError";
  }
}

export function registrationFromRow(row: Record<string, unknown>): Registration {
  return {
    id: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    sessionStart: new Date(String(row.session_start)).toISOString(),
    createdAt: new Date(String(row.created_at)).toISOString(),
  };
}
