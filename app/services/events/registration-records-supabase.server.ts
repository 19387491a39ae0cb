import { REMINDERS } from "~/lib/event-calendar";
import { rowsOf, serviceRoleQueries, type ServiceRoleOptions } from "~/server/supabase.server";
import { RegistrationRecordsError, registrationFromRow, type RegistrationRecords } from "./registration-records.server";

/** RegistrationRecords in Supabase's `event_registrations`, through the table's functions (service role). */
export function createSupabaseRegistrationRecords(options: ServiceRoleOptions): RegistrationRecords {
  const { run } = serviceRoleQueries(options, (message, cause) => new RegistrationRecordsError(message, { cause }));
  return {
    async register({ email, name, sessionStart }, now) {
      const rows = rowsOf(
        await run("registration", (db) =>
          db.rpc("register_for_event", {
            p_email: email,
            p_name: name,
            p_start: sessionStart.toISOString(),
            p_at: now.toISOString(),
          }),
        ),
      );
      if (!rows[0]) throw new RegistrationRecordsError("Supabase registration returned no row");
      return { id: Number(rows[0].id), created: rows[0].created === true };
    },
    async claimReminders(kind, beforeMs, now, batch) {
      const latest = REMINDERS[REMINDERS.length - 1].beforeMs;
      const rows = rowsOf(
        await run("claim of reminders", (db) =>
          db.rpc("claim_event_reminders", {
            p_kind: kind,
            p_at: now.toISOString(),
            p_from: new Date(now.getTime() + (kind === "1h" ? 0 : latest)).toISOString(),
            p_until: new Date(now.getTime() + beforeMs).toISOString(),
            p_lead: `${Math.round(beforeMs / 1000)} seconds`,
            p_batch: batch,
          }),
        ),
      );
      return rows.map(registrationFromRow);
    },
    async moveSession(from, to) {
      const data = await run("move of a session's registrations", (db) =>
        to === null
          ? db.from("event_registrations").delete().eq("session_start", from.toISOString()).select("*")
          : db
              .from("event_registrations")
              .update({ session_start: to.toISOString(), reminded_24h_at: null, reminded_1h_at: null })
              .eq("session_start", from.toISOString())
              .select("*"),
      );
      return rowsOf(data).map(registrationFromRow);
    },
    async upcomingOf(email, now) {
      const data = await run("read of event_registrations", (db) =>
        db
          .from("event_registrations")
          .select("*")
          .eq("email", email)
          .gt("session_start", now.toISOString())
          .order("session_start", { ascending: true }),
      );
      return rowsOf(data).map(registrationFromRow);
    },
    async deleteStartedBefore(before) {
      const data = await run("clean-up of event_registrations", (db) =>
        db.from("event_registrations").delete().lt("session_start", before.toISOString()).select("id"),
      );
      return rowsOf(data).length;
    },
    async emailsOfSession(sessionStart, after, limit) {
      const data = await run("read of event_registrations", (db) =>
        db
          .from("event_registrations")
          .select("email")
          .eq("session_start", sessionStart.toISOString())
          .gt("email", after ?? "")
          .order("email", { ascending: true })
          .limit(limit),
      );
      return rowsOf(data).map((row) => String(row.email));
    },
  };
}
