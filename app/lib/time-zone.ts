import { TZDateMini } from "@date-fns/tz";

/**
 * Every conversion between an instant and a wall clock's time in a zone, on @date-fns/tz (its
 * smallest date, TZDateMini): the event's sessions, her scheduled broadcasts, her day for counts
 * and file names. Her zone's one name is OWNER_TIME_ZONE (app/content/site.ts).
 */

/** A wall clock's reading in a zone; month is 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant a wall clock in `timeZone` reads `wall`; null for a zone Intl does not know. A time
 * the clocks skip (2:30 AM the morning they go forward) is the instant an hour on (3:30 AM); a
 * time they pass twice is its first.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | null {
  const instant = new TZDateMini(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, timeZone).getTime();
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** What a wall clock in `timeZone` reads at `at`. */
export function wallTimeOf(at: Date, timeZone: string): WallTime {
  const zoned = new TZDateMini(at.getTime(), timeZone);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  const { year, month, day } = wallTimeOf(at, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** A wall time as a datetime-local field writes it (`YYYY-MM-DDTHH:MM`). */
export function wallTimeText({ year, month, day, hour, minute }: WallTime): string {
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
