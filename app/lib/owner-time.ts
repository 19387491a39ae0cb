import { OWNER_TIME_ZONE } from "~/content/site";
import { dayIn, wallTimeOf } from "./time-zone";
import * as clock from "~/lib/clock";

// Built once: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const timeOfDay = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZoneName: "short",
});

/**
 * Her date as YYYY-MM-DD (in her time zone, not UTC's: at 9 PM in New York, UTC is already on the
 * next day): for file names and once-a-day keys.
 */
export function ownerDate(date: Date): string {
  return dayIn(OWNER_TIME_ZONE, date);
}

/** A time of today as she reads it, with her zone's short name: "9:50 PM EST". */
export function ownerClock(date: Date): string {
  return timeOfDay.format(date).replace(/\u202f/g, " ");
}

function wallClock(date: Date) {
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    day: `${part.weekday} ${part.day} ${part.month}`,
    year: part.year,
    time: `${part.hour}:${part.minute} ${part.dayPeriod}`,
  };
}

/**
 * A stored time as the owner reads it, in her time zone and as people write it: "Thu 26 Nov,
 * 9:50 PM", with the year when it is not this year's ("Mon 3 Nov 2025, 4:59 AM").
 */
export function ownerTime(iso: string | null, now: Date = clock.now()): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "—";
  const at = wallClock(date);
  const year = at.year === wallClock(now).year ? "" : ` ${at.year}`;
  return `${at.day}${year}, ${at.time}`;
}

const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: OWNER_TIME_ZONE, timeZoneName: "longGeneric" });

/** Her zone's name as she says it: "Eastern Time" (for a CSV's headers). */
export const OWNER_ZONE_NAME =
  zoneName.formatToParts(new Date(0)).find((part) => part.type === "timeZoneName")?.value ?? OWNER_TIME_ZONE;

/** A CSV header of a time column: "Received (Eastern Time)". */
export const csvTimeHeader = (label: string): string => `${label} (${OWNER_ZONE_NAME})`;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A stored time in a CSV cell: "2026-11-28 11:16" in her time zone, so a spreadsheet sorts it
 * (the zone is named in the header); "" when there is none.
 */
export function csvTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  const { year, month, day, hour, minute } = wallTimeOf(date, OWNER_TIME_ZONE);
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`;
}
