import { d1Queries } from "~/server/d1.server";
import { REMINDERS, type ReminderKind } from "~/lib/event-calendar";
import { RegistrationRecordsError, registrationFromRow, type RegistrationRecords } from "./registration-records.server";

const COLUMN: Record<ReminderKind, string> = { "24h": "reminded_24h_at", "1h": "reminded_1h_at" };

/** RegistrationRecords in D1 (migrations/0007_follow_through.sql). */
export function createD1RegistrationRecords(db: D1Database): RegistrationRecords {
  const run = d1Queries(RegistrationRecordsError);
  return {
    register: ({ email, name, sessionStart }, now) =>
      run("registration", async () => {
        const at = now.toISOString();
        const row = await db
          .prepare(
            `INSERT INTO event_registrations (email, name, session_start, created_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (email, session_start) DO UPDATE SET name = event_registrations.name
             RETURNING id, created_at`,
          )
          .bind(email, name, sessionStart.toISOString(), at)
          .first<{ id: number; created_at: string }>();
        if (!row) throw new Error("no row returned");
        return { id: Number(row.id), created: row.created_at === at };
      }),
    claimReminders: (kind, beforeMs, now, batch) =>
      run("claim of reminders", async () => {
        const column = COLUMN[kind];
        const latest = REMINDERS[REMINDERS.length - 1].beforeMs;
        const at = now.toISOString();
        // Due: the session starts within `beforeMs` (and, for the earlier reminder, more than the
        // last reminder's lead away); registered before the window opened; the address not opted
        // out of the event's messages (unsubscribed, and not confirmed since). Confirming the
        // event's list is not asked: a registration gets its own session's reminders.
        const { results } = await db
          .prepare(
            `UPDATE event_registrations SET ${column} = ?1
             WHERE id IN (
               SELECT r.id FROM event_registrations r
               WHERE r.${column} IS NULL
                 AND r.session_start > ?2 AND r.session_start <= ?3
                 AND r.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', r.session_start, ?4)
                 AND NOT EXISTS (
                   SELECT 1 FROM subscribers s WHERE s.email = r.email AND s.list = 'event'
                     AND s.status <> 'confirmed' AND s.unsubscribed_at IS NOT NULL
                 )
               ORDER BY r.session_start, r.id LIMIT ?5
             ) AND ${column} IS NULL
             RETURNING *`,
          )
          .bind(
            at,
            new Date(now.getTime() + (kind === "1h" ? 0 : latest)).toISOString(),
            new Date(now.getTime() + beforeMs).toISOString(),
            `-${Math.round(beforeMs / 1000)} seconds`,
            batch,
          )
          .all<Record<string, unknown>>();
        return results.map(registrationFromRow);
      }),
    moveSession: (from, to) =>
      run("move of a session's registrations", async () => {
        const statement =
          to === null
            ? db
                .prepare("DELETE FROM event_registrations WHERE session_start = ?1 RETURNING *")
                .bind(from.toISOString())
            : db
                .prepare(
                  `UPDATE OR IGNORE event_registrations
                   SET session_start = ?2, reminded_24h_at = NULL, reminded_1h_at = NULL
                   WHERE session_start = ?1 RETURNING *`,
                )
                .bind(from.toISOString(), to.toISOString());
        const { results } = await statement.all<Record<string, unknown>>();
        return results.map(registrationFromRow);
      }),
    upcomingOf: (email, now) =>
      run("read of event_registrations", async () => {
        const { results } = await db
          .prepare("SELECT * FROM event_registrations WHERE email = ?1 AND session_start > ?2 ORDER BY session_start")
          .bind(email, now.toISOString())
          .all<Record<string, unknown>>();
        return results.map(registrationFromRow);
      }),
    deleteStartedBefore: (before) =>
      run("clean-up of event_registrations", async () => {
        const result = await db
          .prepare("DELETE FROM event_registrations WHERE session_start < ?1")
          .bind(before.toISOString())
          .run();
        return result.meta.changes ?? 0;
      }),
    emailsOfSession: (sessionStart, after, limit) =>
      run("read of event_registrations", async () => {
        const { results } = await db
          .prepare(
            "SELECT email FROM event_registrations WHERE session_start = ?1 AND email > ?2 ORDER BY email LIMIT ?3",
          )
          .bind(sessionStart.toISOString(), after ?? "", limit)
          .all<{ email: string }>();
        return results.map((row) => row.email);
      }),
  };
}
