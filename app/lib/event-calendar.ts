import { createEvent } from "ics";
import { eventStart } from "./event-date";

/**
 * Money Moves Live in calendars: the .ics file (RFC 5545, built by the `ics` library: UTC times,
 * CRLF line ends, folding and escaping) and Google Calendar and Outlook links. Pure: the routes
 * and the email messages use these. The session's date and time as words are in event-date.ts,
 * which the browser may import: `ics` (about 20 KB gzip with its schema library) stays on the server.
 */

export const EVENT_DURATION_MINUTES = 90;

export interface SessionDetails {
  title: string;
  description: string;
  location: string;
  /** The page of the event (the calendar entry's URL). */
  url: string;
  /** The host of the site, for the stable UID. */
  host: string;
}

/** "2026-11-28T23:00:00.000Z" → "20261128T230000Z": the key of a session in links and UIDs. */
export function sessionKey(start: Date): string {
  return start
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The session a key names, when it is a real session (6 PM Eastern on a month's last Saturday). */
export function sessionFromKey(key: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(key);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const start = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (Number.isNaN(start.getTime())) return null;
  return eventStart(start.getUTCFullYear(), start.getUTCMonth()).getTime() === start.getTime() ? start : null;
}

/**
 * One UID per session, the same in every file and email, so calendars update rather than duplicate:
 * the key of its month's default start, which a moved session keeps.
 */
export function sessionUid(key: string, host: string): string {
  return `money-moves-live-${key}@${host}`;
}

/** A session as a calendar file describes it (event-schedule.ts's ScheduledSession fits). */
export interface CalendarSession {
  start: Date;
  /** Its identity: the key of its month's default start. */
  key: string;
  /** How often the owner changed it: the file's SEQUENCE (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** Skipped: the file cancels the entry. */
  skipped: boolean;
}

export function sessionEnd(start: Date): Date {
  return new Date(start.getTime() + EVENT_DURATION_MINUTES * 60_000);
}

/** The .ics file of a session; throws when the library refuses the input (a programming error). */
export function sessionIcs(session: CalendarSession, details: SessionDetails): string {
  const { start } = session;
  const { error, value } = createEvent({
    productId: `-//${details.host}//Money Moves Live//EN`,
    uid: sessionUid(session.key, details.host),
    sequence: session.sequence,
    method: "PUBLISH",
    title: details.title,
    description: details.description,
    location: details.location,
    url: details.url,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: sessionEnd(start).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: session.skipped ? "CANCELLED" : "CONFIRMED",
    // The file is built at request time; a fixed stamp keeps one session's file the same.
    created: start.getTime() - 30 * 24 * 3600_000,
    lastModified: start.getTime() - 30 * 24 * 3600_000,
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be built.");
  return value;
}

export function googleCalendarUrl(start: Date, details: SessionDetails): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: details.title,
    dates: `${sessionKey(start)}/${sessionKey(sessionEnd(start))}`,
    details: `${details.description}\n${details.url}`,
    location: details.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(start: Date, details: SessionDetails): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: details.title,
    startdt: start.toISOString(),
    enddt: sessionEnd(start).toISOString(),
    body: `${details.description}\n${details.url}`,
    location: details.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** Reminders: 24 hours and 1 hour before. */
export const REMINDERS = [
  { kind: "24h", beforeMs: 24 * 3600_000 },
  { kind: "1h", beforeMs: 3600_000 },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** A registration this close to the start gets its confirmation only. */
export const LATE_REGISTRATION_MS = 3600_000;
