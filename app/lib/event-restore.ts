import { OWNER_TIME_ZONE } from "~/content/site";
import { EVENT_HOUR, lastSaturday } from "./event-date";
import type { EventSection, EventSession } from "./site-sections";

/**
 * Restoring an earlier version of the event section is a change like any other: each month's
 * session as that version had it, but its `sequence` (the calendar file's SEQUENCE) only grows, so
 * calendar apps take the restored date as the newest. Pure: the restore saves the result through the
 * event's own save (services/site/section-saves.server.ts), which moves the registrations.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** A month's session on its regular date, written as a change she made (the form's fields). */
function regularSession(month: string, sequence: number): EventSession {
  const [year, monthNumber] = month.split("-").map(Number);
  return {
    month,
    skipped: false,
    date: `${month}-${pad(lastSaturday(year, monthNumber - 1))}`,
    time: `${pad(EVENT_HOUR)}:00`,
    timezone: OWNER_TIME_ZONE,
    sequence,
  };
}

/** Whether two entries schedule the month alike (their sequences aside); none is the regular date. */
function sameSchedule(a: EventSession | undefined, b: EventSession | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.skipped || b.skipped) return a.skipped === b.skipped;
  return a.date === b.date && a.time === b.time && a.timezone === b.timezone;
}

/**
 * The event section to save when `restored` (an earlier version's value) is put back over `current`:
 * its join and video links, each month scheduled as it had it; a month it changes gets a sequence
 * one above the higher of the two, a month it leaves alike keeps the current entry.
 */
export function restoredEvent(current: EventSection | undefined, restored: EventSection): EventSection {
  const now = new Map((current?.sessions ?? []).map((s) => [s.month, s]));
  const then = new Map(restored.sessions.map((s) => [s.month, s]));
  const months = [...new Set([...now.keys(), ...then.keys()])].sort();
  const sessions = months.map((month): EventSession => {
    const present = now.get(month);
    const past = then.get(month);
    if (sameSchedule(present, past)) return present!;
    const sequence = Math.max(present?.sequence ?? 0, past?.sequence ?? 0) + 1;
    // The version had the regular date: written out, since an entry removed would reset the sequence.
    return past ? { ...past, sequence } : regularSession(month, sequence);
  });
  const value: EventSection = { ...restored, sessions: sessions.slice(-36) };
  return value;
}
