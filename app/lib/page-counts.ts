import { isbot } from "isbot";
import { PRIVATE_PATHS, PUBLIC_PAGES } from "~/content/site";

/**
 * Which pages bring leads and sales: what is counted (a public page served to a person), the page a
 * lead or checkout came from, and the owner's report from the daily counts. Pure: the counting
 * itself is app/services/counts/page-counts.server.ts.
 */

export const COUNT_KINDS = ["visit", "lead", "checkout", "paid"] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** One thing counted: on a day (YYYY-MM-DD in the owner's zone), at a page, for a form or offer. */
export interface Hit {
  day: string;
  path: string;
  kind: CountKind;
  /** The form (a lead), the offer (a checkout, a sale); "" for a visit. */
  subject: string;
}

/** A stored count: a Hit and how many times it happened. */
export interface DayCount extends Hit {
  count: number;
}

const MAX_PATH = 200;
const PRIVATE = new Set(PRIVATE_PATHS);

/**
 * A path as it is counted: the pathname alone (no query, no fragment), without a trailing slash, if
 * it is one of the site's public pages (a product page included); null for anything else.
 */
export function countedPath(value: unknown): string | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  let pathname: string;
  try {
    pathname = new URL(value, "https://site.invalid").pathname;
  } catch {
    return null;
  }
  if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  if (pathname.length > MAX_PATH || PRIVATE.has(pathname) || pathname.startsWith("/owner/")) return null;
  if (PUBLIC_PAGES.includes(pathname)) return pathname;
  return /^\/product\/[A-Za-z0-9._~%-]+$/.test(pathname) ? pathname : null;
}

/**
 * The page a lead or checkout started on: the form's hidden field when it names one of the site's
 * pages, else the Referer when it is this site's; null when neither does.
 */
export function sourcePage(field: unknown, referer: string | null, origin: string): string | null {
  const fromField = countedPath(field);
  if (fromField) return fromField;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? countedPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** What a page request says about who asked: only a person's own visit is counted. */
export interface PageRequest {
  method: string;
  url: string;
  headers: Headers;
}

/** The cookie an owner's browser carries on every path once she has opened her area (its value says nothing). */
export const OWNER_MARK_COOKIE = "__owner_here";

/**
 * The page of a visit to count, or null: a GET of a whole HTML page (not a data request of the
 * app's navigation), by a browser (no bot's user agent), not a prefetch, not the owner's browser.
 */
export function countedVisit(request: PageRequest, status: number, contentType: string | null): string | null {
  if (request.method !== "GET" || status !== 200) return null;
  if (!contentType?.toLowerCase().startsWith("text/html")) return null;
  const url = new URL(request.url);
  if (url.searchParams.has("_data")) return null;
  const { headers } = request;
  const purpose = `${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""} ${headers.get("X-Purpose") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return null;
  const agent = headers.get("User-Agent") ?? "";
  if (agent === "" || isbot(agent)) return null;
  const cookie = headers.get("Cookie") ?? "";
  if (cookie.includes(`${OWNER_MARK_COOKIE}=`)) return null;
  return countedPath(url.pathname);
}

// Built once per zone: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** `day` moved by `days` (calendar arithmetic on the date alone). */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The three windows the owner compares, each [first, last] day inclusive, ending today in her zone. */
export function reportWindows(today: string) {
  return {
    last7: [addDays(today, -6), today],
    last30: [addDays(today, -29), today],
    previous30: [addDays(today, -59), addDays(today, -30)],
  } as const;
}

/** The first day the report reads. */
export const reportSince = (today: string) => addDays(today, -59);

export interface WindowCounts {
  visits: number;
  leads: number;
  sales: number;
}

export interface PageRow {
  path: string;
  last7: WindowCounts;
  last30: WindowCounts;
  previous30: WindowCounts;
}

/** Per offer, checkouts started and paid in the last 7 and 30 days. */
export interface OfferRow {
  offer: string;
  started7: number;
  paid7: number;
  started30: number;
  paid30: number;
}

export interface PageReport {
  pages: PageRow[];
  offers: OfferRow[];
  /** Visits and leads per day over the last 30 days, oldest first. */
  days: { day: string; visits: number; leads: number }[];
}

const empty = (): WindowCounts => ({ visits: 0, leads: 0, sales: 0 });

/**
 * The report from the stored counts: per page, visits, leads and sales (checkouts started there)
 * for each window, busiest first (visits of the last 30 days, then leads); per offer, checkouts
 * started and paid; per day, visits and leads.
 */
export function pageReport(counts: readonly DayCount[], today: string): PageReport {
  const windows = reportWindows(today);
  const within = (day: string, [first, last]: readonly [string, string]) => day >= first && day <= last;
  const pages = new Map<string, PageRow>();
  const offers = new Map<string, OfferRow>();
  const days = Array.from({ length: 30 }, (_, i) => ({ day: addDays(today, i - 29), visits: 0, leads: 0 }));
  for (const row of counts) {
    if (row.kind === "paid" || row.kind === "checkout") {
      const offer = offers.get(row.subject) ?? { offer: row.subject, started7: 0, paid7: 0, started30: 0, paid30: 0 };
      offers.set(row.subject, offer);
      const paid = row.kind === "paid";
      if (within(row.day, windows.last30)) offer[paid ? "paid30" : "started30"] += row.count;
      if (within(row.day, windows.last7)) offer[paid ? "paid7" : "started7"] += row.count;
    }
    // A sale's page is in its checkout's row; a page not known ("") is an offer's count alone.
    if (row.kind === "paid" || row.path === "") continue;
    const page = pages.get(row.path) ?? { path: row.path, last7: empty(), last30: empty(), previous30: empty() };
    pages.set(row.path, page);
    const field = row.kind === "visit" ? "visits" : row.kind === "lead" ? "leads" : "sales";
    for (const name of ["last7", "last30", "previous30"] as const) {
      if (within(row.day, windows[name])) page[name][field] += row.count;
    }
    const day = days.find((d) => d.day === row.day);
    if (day && row.kind !== "checkout") day[row.kind === "visit" ? "visits" : "leads"] += row.count;
  }
  const sorted = [...pages.values()].sort(
    (a, b) =>
      b.last30.visits - a.last30.visits ||
      b.last30.leads - a.last30.leads ||
      b.last30.sales - a.last30.sales ||
      a.path.localeCompare(b.path),
  );
  return {
    pages: sorted,
    offers: [...offers.values()].sort((a, b) => b.started30 - a.started30 || a.offer.localeCompare(b.offer)),
    days,
  };
}

/** Leads and sales per 100 visits, as people write a rate ("4.2%"; "—" without visits). */
export function conversionRate(counts: WindowCounts): string {
  if (counts.visits === 0) return "—";
  const rate = ((counts.leads + counts.sales) / counts.visits) * 100;
  return `${rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10}%`;
}
