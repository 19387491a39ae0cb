import type { EventSession } from "./site-sections";

/**
 * The event form in her words: a time as she reads it on a clock ("7:00 PM"), zones by the names
 * people say ("Eastern"), and each saved change as a sentence. Pure.
 */

/** The zones she is likely to mean, by the name people say, before the full list. */
export const NAMED_ZONES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "America/New_York", label: "Eastern (New York)" },
  { value: "America/Chicago", label: "Central (Chicago)" },
  { value: "America/Denver", label: "Mountain (Denver)" },
  { value: "America/Phoenix", label: "Arizona (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { value: "America/Anchorage", label: "Alaska (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
  { value: "America/Toronto", label: "Toronto" },
  { value: "Europe/London", label: "London" },
  { value: "Africa/Lagos", label: "Lagos" },
  { value: "Africa/Accra", label: "Accra" },
  { value: "Africa/Johannesburg", label: "Johannesburg" },
  { value: "America/Jamaica", label: "Jamaica" },
];

/** The short name a sentence uses for a zone ("Eastern"); the zone's own name when it has none. */
export function zoneWord(timeZone: string): string {
  const named = NAMED_ZONES.find((z) => z.value === timeZone);
  if (!named) return timeZone.replaceAll("_", " ");
  return named.label.replace(/ \(.*\)$/, "");
}

/**
 * The options of the zone list: the named zones, then every zone Intl knows, then (so a refused
 * post keeps it) what she sent if it is none of those.
 */
export function zoneOptions(all: readonly string[], chosen: string): Array<{ value: string; label: string }> {
  const named = new Set(NAMED_ZONES.map((z) => z.value));
  const rest = all
    .filter((z) => !named.has(z))
    .map((z) => ({ value: z, label: `All zones: ${z.replaceAll("_", " ")}` }));
  const options = [...NAMED_ZONES, ...rest];
  return options.some((o) => o.value === chosen) ? options : [...options, { value: chosen, label: chosen }];
}

const CLOCK = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * A time as she types it ("7 PM", "7:30pm", "12:00 AM", or "19:00" from a phone's time picker)
 * as HH:MM on a 24-hour clock; null when it is not a time.
 */
export function parseClockTime(text: string): string | null {
  const typed = text.trim();
  const two = (n: number) => String(n).padStart(2, "0");
  const twelve = CLOCK.exec(typed);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return null;
    const pm = twelve[3].toLowerCase() === "p";
    return `${two((hour % 12) + (pm ? 12 : 0))}:${twelve[2] ?? "00"}`;
  }
  const plain = TWENTY_FOUR.exec(typed);
  return plain ? `${two(Number(plain[1]))}:${plain[2]}` : null;
}

/** "18:00" as she reads it: "6:00 PM". */
export function clockTimeText(time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** "Saturday 19 December" for a calendar date (YYYY-MM-DD). */
export function dayWords(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return DAY.format(new Date(Date.UTC(y, m - 1, d))).replace(",", "");
}

/** "December" for a month (YYYY-MM). */
export function monthWords(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return MONTH.format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * A saved change as a sentence: "December's session: Saturday 19 December, 7:00 PM Eastern", or
 * "No session in January (skipped)".
 */
export function sessionChangeText(session: EventSession): string {
  const month = monthWords(session.month);
  if (session.skipped) return `No session in ${month} (skipped)`;
  return `${month}'s session: ${dayWords(session.date)}, ${clockTimeText(session.time)} ${zoneWord(session.timezone)}`;
}
