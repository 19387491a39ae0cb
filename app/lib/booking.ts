/**
 * The owner's booking calendar: which scheduling services' pages the site embeds (and its
 * Content-Security-Policy then allows, that host only). Pure.
 */

/** The one page that embeds her booking calendar: its Content-Security-Policy alone allows its host. */
export const BOOKING_PATH = "/schedule-session";

/** Whether a request's path is the booking page's (a trailing slash is the same page). */
export function isBookingPath(pathname: string): boolean {
  return pathname === BOOKING_PATH || pathname === `${BOOKING_PATH}/`;
}

/** Hosts of the booking pages the site accepts: Calendly, Cal.com, TidyCal, Acuity, Google Calendar. */
const BOOKING_HOSTS: ReadonlyArray<string | RegExp> = [
  "calendly.com",
  "cal.com",
  "app.cal.com",
  "tidycal.com",
  "app.acuityscheduling.com",
  /^[a-z0-9-]+\.as\.me$/,
  /^[a-z0-9-]+\.acuityscheduling\.com$/,
  "calendar.app.google",
  "calendar.google.com",
];

/** A booking page's https URL (normalised), or null when it is not one of the accepted services'. */
export function bookingPageUrl(value: string): string | null {
  if (/[\u0000-\u001f\u007f-\u009f\s]/.test(value) || value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return null;
  const host = url.hostname.toLowerCase();
  const known = BOOKING_HOSTS.some((allowed) => (typeof allowed === "string" ? host === allowed : allowed.test(host)));
  if (!known) return null;
  // Google Calendar's own pages are the appointment booking ones only, not someone's calendar.
  if (host === "calendar.google.com" && !url.pathname.startsWith("/calendar/appointments/")) return null;
  return url.href;
}
