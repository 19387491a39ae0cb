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

/** The longest path and subject the table keeps (migrations/0012_page_counts.sql's CHECKs). */
const MAX_PATH = 200;
const MAX_SUBJECT = 100;
const PRIVATE = new Set(PRIVATE_PATHS);

/**
 * Where a checkout or sale whose page is not known is counted (no form field or Referer names one of
 * the site's pages, or the one named is too long to be one): its offer's count stays right, and no
 * page is credited with it. Not a path (no leading slash), so no page can be mistaken for it.
 */
export const UNKNOWN_PAGE = "(unknown page)";

/**
 * The hits the table can keep; any other is skipped (and named in `skipped`), so one hit that does
 * not fit never fails the batch and drops the others with it.
 */
export function storableHits(hits: readonly Hit[]): { kept: Hit[]; skipped: Hit[] } {
  const kept: Hit[] = [];
  const skipped: Hit[] = [];
  for (const hit of hits) {
    const fits =
      /^\d{4}-\d{2}-\d{2}$/.test(hit.day) &&
      hit.path.length >= 1 &&
      hit.path.length <= MAX_PATH &&
      hit.subject.length <= MAX_SUBJECT &&
      (COUNT_KINDS as readonly string[]).includes(hit.kind);
    (fits ? kept : skipped).push(hit);
  }
  return { kept, skipped };
}

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
