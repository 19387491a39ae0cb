import { FORM_SOURCES, SELLER_SERVICE_LEVELS } from "~/content/lead-forms";
import { OWNER_TIME_ZONE } from "~/content/site";
import { zoneWord } from "./event-words";
import type { leadTable } from "./lead-columns";
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

type Column = keyof typeof leadTable;

/** What every lead has, whichever form sent it. */
const EVERY_LEAD: readonly Column[] = ["id", "created_at", "name", "email", "form_source"];

/** The further columns each form fills (content/lead-forms FORM_SOURCES; a waitlist by its prefix). */
const FORM_COLUMNS: Record<string, readonly Column[]> = {
  [FORM_SOURCES.emailList]: ["interest"],
  [FORM_SOURCES.event]: ["phone", "interest"],
  [FORM_SOURCES.buyer]: ["phone", "timeframe", "property_address", "assistance_needed", "message"],
  [FORM_SOURCES.seller]: ["phone", "property_address", "service_level", "message"],
  [FORM_SOURCES.propertyManagement]: ["phone", "interest", "properties", "message"],
  [FORM_SOURCES.contact]: ["phone", "interest", "message"],
  [FORM_SOURCES.freeEbook]: ["interest"],
  [FORM_SOURCES.waitlist]: ["interest"],
  [FORM_SOURCES.session]: ["phone", "interest", "timeframe", "message"],
};

/**
 * Whether her lead's page shows a column: the ones its form has, and any other that holds a value
 * (nothing stored is hidden). A form it does not know shows every column.
 */
export function formHasColumn(source: string, column: Column, value: unknown): boolean {
  const own = FORM_COLUMNS[source.startsWith(`${FORM_SOURCES.waitlist}: `) ? FORM_SOURCES.waitlist : source];
  const filled = value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);
  return !own || EVERY_LEAD.includes(column) || own.includes(column) || filled;
}
