import { OWNER_TIME_ZONE } from "~/content/site";
import { instantOf } from "./time-zone";

/**
 * Money Moves Live runs on the last Saturday of every month at 6 PM Eastern. These compute the
 * next session from "now", in UTC instants, so the page and its structured data agree.
 */

export const EVENT_HOUR = 18;
const SATURDAY = 6;

/** Day of the month (1-31) of the last Saturday of a month (month 0-11). */
export function lastSaturday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const back = (lastDay.getUTCDay() - SATURDAY + 7) % 7;
  return lastDay.getUTCDate() - back;
}

/** The UTC instant of 6 PM Eastern on the last Saturday of that month (month 0-11). */
export function eventStart(year: number, month: number): Date {
  const day = lastSaturday(year, month);
  return instantOf({ year, month: month + 1, day, hour: EVENT_HOUR, minute: 0 }, OWNER_TIME_ZONE)!;
}

/** The next session that has not started yet (this month's, or next month's). */
export function nextEventStart(now: Date): Date {
  const thisMonth = eventStart(now.getUTCFullYear(), now.getUTCMonth());
  if (thisMonth.getTime() > now.getTime()) return thisMonth;
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return eventStart(next.getUTCFullYear(), next.getUTCMonth());
}

const SESSION_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** A session's date in the event's own time zone, for the calendar tile and its heading. */
export function sessionDateParts(date: Date): { weekday: string; month: string; day: string; long: string } {
  const parts = Object.fromEntries(SESSION_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    weekday: String(parts.weekday).slice(0, 3),
    month: String(parts.month).slice(0, 3),
    day: String(parts.day),
    long: SESSION_PARTS.format(date),
  };
}

const easternDate = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const easternTime = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Saturday, November 28, 2026" in Eastern time. */
export function sessionDateText(start: Date): string {
  return easternDate.format(start);
}

/** "6:00 PM EST" (or EDT in summer). */
export function sessionTimeText(start: Date): string {
  return easternTime.format(start);
}

/** The session's date and time in a visitor's zone ("Sat, Nov 28, 3:00 PM PST"); null for an unknown zone. */
export function sessionInZone(start: Date, timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(start);
  } catch {
    return null;
  }
}
