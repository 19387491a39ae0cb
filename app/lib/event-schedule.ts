import { keptPerKey } from "./kept";
import { sessionKey } from "./event-calendar";
import { eventStart } from "./event-date";
import { instantOf } from "./time-zone";
import type { EventSection, EventSession } from "./site-sections";

/**
 * Money Moves Live's schedule: the last-Saturday rule (event-date.ts), with the sessions the owner
 * moved or skipped (/owner/site/event, the `event` section). A session is named by its month; its
 * identity (the calendar UID, the .ics address) is the key of that month's default start, so a moved
 * session stays the same entry in calendars and its `sequence` says how often she changed it.
 */

export interface ScheduledSession {
  /** "2026-12": the month whose session this is. */
  month: string;
  /** When it starts. */
  start: Date;
  /** The key of the month's default start: the session's UID and .ics address. */
  key: string;
  /** How many times she changed it (0: never); the .ics SEQUENCE. */
  sequence: number;
  skipped: boolean;
}

const monthName = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, "0")}`;

/**
 * A month's default start and its key, kept per month: a page asks for sixteen months on every
 * view, and each start reads the zone's offset through Intl (about 5 % of the event page's CPU).
 * Bounded, since a calendar address can name any month.
 */
const DEFAULT_STARTS_KEPT = 240;
const defaultStartOf = keptPerKey(DEFAULT_STARTS_KEPT, (id: number) => {
  const start = eventStart(Math.floor(id / 12), id % 12);
  return { time: start.getTime(), key: sessionKey(start) };
});

function defaultStart(year: number, month: number): { start: Date; key: string } {
  const kept = defaultStartOf(year * 12 + month);
  return { start: new Date(kept.time), key: kept.key };
}

/** The month's session as scheduled: its default, or what she set (a zone unknown here keeps the default). */
export function sessionOfMonth(yearIn: number, monthIn: number, event: EventSection | undefined): ScheduledSession {
  const first = new Date(Date.UTC(yearIn, monthIn, 1));
  const [year, month] = [first.getUTCFullYear(), first.getUTCMonth()];
  const name = monthName(year, month);
  const { start: standard, key } = defaultStart(year, month);
  const set = event?.sessions.find((s) => s.month === name);
  if (!set) return { month: name, start: standard, key, sequence: 0, skipped: false };
  if (set.skipped) return { month: name, start: standard, key, sequence: set.sequence, skipped: true };
  const moved = movedStart(set);
  return { month: name, start: moved ?? standard, key, sequence: set.sequence, skipped: false };
}

function movedStart(set: Extract<EventSession, { skipped: false }>): Date | null {
  const [year, month, day] = set.date.split("-").map(Number);
  const [hour, minute] = set.time.split(":").map(Number);
  return instantOf({ year, month, day, hour, minute }, set.timezone);
}

/** The sessions of the months around `now` (one before, fourteen after), skipped ones included. */
function sessionsAround(now: Date, event: EventSection | undefined): ScheduledSession[] {
  const sessions: ScheduledSession[] = [];
  for (let offset = -1; offset <= 14; offset++) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    sessions.push(sessionOfMonth(first.getUTCFullYear(), first.getUTCMonth(), event));
  }
  return sessions;
}

/** The next session that has not started and is not skipped. */
export function nextSession(now: Date, event: EventSection | undefined): ScheduledSession {
  const upcoming = sessionsAround(now, event)
    .filter((s) => !s.skipped && s.start.getTime() > now.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  // Sixteen months all skipped is not a schedule a form can make (at most 36 entries, but the
  // window moves); the default of the month after is a safe answer.
  return upcoming[0] ?? sessionOfMonth(now.getUTCFullYear(), now.getUTCMonth() + 1, undefined);
}

/** The session a key names (the key of a month's default start), as scheduled; null for any other key. */
export function sessionByKey(key: string, event: EventSection | undefined): ScheduledSession | null {
  const match = /^(\d{4})(\d{2})\d{2}T\d{6}Z$/.exec(key);
  if (!match) return null;
  // The default start is in its month in UTC too (6 PM Eastern is 22:00 or 23:00 UTC the same day).
  const session = sessionOfMonth(Number(match[1]), Number(match[2]) - 1, event);
  return session.key === key ? session : null;
}

/** The session whose registrations have this start, whether it is the default or a moved one. */
export function sessionStartingAt(start: Date, event: EventSection | undefined): ScheduledSession | null {
  return sessionsAround(start, event).find((s) => !s.skipped && s.start.getTime() === start.getTime()) ?? null;
}

/** The month a YYYY-MM-DD date falls in: the session it moves or skips. */
export const monthOfDate = (date: string) => date.slice(0, 7);

/**
 * Her event settings with one month's session moved (to date, time, zone) or skipped; its sequence
 * one higher than before. Pure: the form's action saves the result.
 */
export function withSession(
  event: EventSection | undefined,
  change: { month: string } & ({ skipped: true } | { skipped: false; date: string; time: string; timezone: string }),
): EventSection {
  const sessions = event?.sessions ?? [];
  const before = sessions.find((s) => s.month === change.month);
  const sequence = (before?.sequence ?? 0) + 1;
  const next: EventSession = change.skipped
    ? { month: change.month, skipped: true, sequence }
    : {
        month: change.month,
        skipped: false,
        date: change.date,
        time: change.time,
        timezone: change.timezone,
        sequence,
      };
  // The newest months are kept when the list is full (36: three years of changes).
  const others = sessions.filter((s) => s.month !== change.month);
  const all = [...others, next].sort((a, b) => a.month.localeCompare(b.month)).slice(-36);
  return { ...event, sessions: all };
}
