import { FORM_SOURCES, SELLER_SERVICE_LEVELS } from "~/content/lead-forms";
import { OWNER_TIME_ZONE } from "~/content/site";
import { zoneWord } from "./event-words";
import type { LeadStatus } from "./lead-filter";
import { wallTimeOf } from "./time-zone";

/**
 * Her records in her words: a form by what it is to her (not the name stored with each lead), a
 * status and a service level as words, and times she can sort, her zone named once in the header.
 */

const FORM_WORDS: Record<string, string> = {
  [FORM_SOURCES.emailList]: "Email list (footer)",
  [FORM_SOURCES.event]: "Money Moves Live registration",
  [FORM_SOURCES.buyer]: "Buyer inquiry",
  [FORM_SOURCES.seller]: "Seller inquiry",
  [FORM_SOURCES.propertyManagement]: "Property management inquiry",
  [FORM_SOURCES.contact]: "Contact form",
  [FORM_SOURCES.freeEbook]: "Free e-book",
  [FORM_SOURCES.session]: "Session request",
};

/** "Footer Email Intake" as she says it: "Email list (footer)"; a waitlist keeps its offer's name. */
export function formWords(source: string): string {
  if (source.startsWith(`${FORM_SOURCES.waitlist}: `))
    return `Waitlist for ${source.slice(FORM_SOURCES.waitlist.length + 2)}`;
  return FORM_WORDS[source] ?? source;
}

const STATUS_WORDS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

/** "new" as "New". */
export function statusWords(status: string): string {
  return STATUS_WORDS[status as LeadStatus] ?? status;
}

/** "premium" as "Premium Service". */
export function serviceLevelWords(level: string | null): string | null {
  return SELLER_SERVICE_LEVELS.find((l) => l.value === level)?.label ?? level;
}

/** "Received (Eastern time)": a time column's header names her zone, so each cell need not. */
export function zonedHeader(label: string, timeZone = OWNER_TIME_ZONE): string {
  return `${label} (${zoneWord(timeZone)} time)`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** A stored time as `YYYY-MM-DD HH:MM` on her zone's clock: it sorts as text and as a date. */
export function sortableTime(iso: string, timeZone = OWNER_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const w = wallTimeOf(date, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}`;
}
