import { OWNER_TIME_ZONE } from "~/content/site";
import { sessionDateParts } from "./event-date";
import { nextSession, sessionOfMonth } from "./event-schedule";
import type { EventSection } from "./site-sections";

/**
 * The event's "When" and "Time" boxes (the home page's band and the event page): the next session
 * as she scheduled it, in her time zone, rather than the rule it usually follows. When the month's
 * session is skipped, "When" says so and names the one after.
 */
export interface EventFacts {
  /** "Saturday, December 26", or "December's session is skipped; the next is Saturday, January 30". */
  when: string;
  /** "6 PM EST" (EDT in summer; "6:30 PM EST" for a half hour). */
  time: string;
}

const MONTH = new Intl.DateTimeFormat("en-US", { timeZone: OWNER_TIME_ZONE, month: "long" });
const TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: OWNER_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function eventFacts(now: Date, event: EventSection | undefined): EventFacts {
  const next = nextSession(now, event);
  const date = sessionDateParts(next.start).long;
  const time = TIME.format(next.start).replace(":00 ", " ");
  // A skipped month between now and the next session: the one a visitor would expect.
  let skipped: Date | null = null;
  for (let offset = 0; offset <= 14 && !skipped; offset++) {
    const session = sessionOfMonth(now.getUTCFullYear(), now.getUTCMonth() + offset, event);
    if (session.start.getTime() >= next.start.getTime()) break;
    if (session.skipped && session.start.getTime() > now.getTime()) skipped = session.start;
  }
  const when = skipped ? `${MONTH.format(skipped)}'s session is skipped; the next is ${date}` : date;
  return { when, time };
}
