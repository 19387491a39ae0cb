/**
 * The owner's view of the leads as a URL (`/owner?q=…&source=…&from=…&to=…&page=…`), so a search is
 * a link and the CSV export takes the same filter. Pure: parsing, and the query string back.
 */
import { parsePage, setPage } from "./paging";

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const MAX_NOTE_LENGTH = 5000;
const MAX_QUERY_LENGTH = 100;

export interface LeadFilter {
  /** Part of a name, email address or phone number. */
  q: string;
  /** One form_source, or "" for all. */
  source: string;
  /** Days, YYYY-MM-DD (UTC), inclusive; "" for open-ended. */
  from: string;
  to: string;
  page: number;
}

export const EMPTY_FILTER: LeadFilter = { q: "", source: "", from: "", to: "", page: 1 };

function day(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? "" : value;
}

/** Reads the filter from a URL's search; anything unknown or malformed is left out. */
export function parseLeadFilter(search: URLSearchParams, sources: readonly string[]): LeadFilter {
  const source = search.get("source") ?? "";
  return {
    q: (search.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    source: sources.includes(source) ? source : "",
    from: day(search.get("from")),
    to: day(search.get("to")),
    page: parsePage(search),
  };
}

/** The filter as a query string ("" when empty), leaving out the page unless asked. */
export function leadFilterSearch(filter: LeadFilter, page: number | null = null): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.source) params.set("source", filter.source);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  setPage(params, page);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The time range of the filter's days as ISO instants: [from 00:00, the day after `to`). */
export function filterRange(filter: LeadFilter): { since: string | null; before: string | null } {
  const since = filter.from ? `${filter.from}T00:00:00.000Z` : null;
  let before: string | null = null;
  if (filter.to) {
    const next = new Date(`${filter.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    before = next.toISOString();
  }
  return { since, before };
}

/** A LIKE pattern that matches `text` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}
