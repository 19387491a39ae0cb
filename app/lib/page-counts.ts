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
 * Where what happened on a page of this site that is not counted by name is counted: a person's
 * visit of a page outside the public list (an unsubscribe or billing page), a lead or checkout whose
 * form names such a page (a store product's page: its route alone knows the product exists). One row
 * a day however many paths there are, so no spelling of a path makes a new row. Not a path.
 */
export const OTHER_PAGE = "(other)";

const PUBLIC = new Map(PUBLIC_PAGES.map((path) => [path.toLowerCase(), path]));

/** The pathname of `value` on this site, without a trailing slash; null when it is not a path of ours. */
function ownPathname(value: unknown): string | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value, "https://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://site.invalid") return null;
  let pathname = url.pathname;
  if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return pathname;
}

const isPrivate = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return PRIVATE.has(lower) || lower.startsWith("/owner/");
};

/**
 * A path as it is counted: the canonical path of one of the site's public pages (`PUBLIC_PAGES`,
 * whose routes match in any case: `/product/AI-Marketing-Suite` is `/product/ai-marketing-suite`),
 * the pathname alone (no query, no fragment, no trailing slash); null for anything else.
 */
export function countedPath(value: unknown): string | null {
  const pathname = ownPathname(value);
  if (pathname === null || pathname.length > MAX_PATH) return null;
  return PUBLIC.get(pathname.toLowerCase()) ?? null;
}

/**
 * Where a page of this site is counted: its canonical path, `OTHER_PAGE` for any other path of the
 * site that is not private, null for a private one or one too long to be a page.
 */
function pageOrOther(value: unknown): string | null {
  const pathname = ownPathname(value);
  if (pathname === null || pathname.length > MAX_PATH || isPrivate(pathname)) return null;
  return PUBLIC.get(pathname.toLowerCase()) ?? OTHER_PAGE;
}

/**
 * The page a lead or checkout started on: the form's hidden field when it names a page of the
 * site, else the Referer when it is this site's (`OTHER_PAGE` for one not counted by name); null
 * when neither does.
 */
export function sourcePage(field: unknown, referer: string | null, origin: string): string | null {
  const fromField = pageOrOther(field);
  if (fromField) return fromField;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? pageOrOther(url.pathname) : null;
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
 * `routePage`: the page as its route named it once it found what it shows (a store product's page,
 * under the product's own id); otherwise the path's canonical page, or `OTHER_PAGE`.
 */
export function countedVisit(
  request: PageRequest,
  status: number,
  contentType: string | null,
  routePage: string | null = null,
): string | null {
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
  const page = pageOrOther(url.pathname);
  return page === OTHER_PAGE && routePage && routePage.length <= MAX_PATH ? routePage : page;
}

/** How long a day's counts are kept: the report reads 60 days, a year's comparison needs 13 months. */
export const COUNT_RETENTION_MONTHS = 13;

/**
 * The first day kept on `today` (YYYY-MM-DD): the same date COUNT_RETENTION_MONTHS months before
 * (the month's last day when that month is shorter). Rows of earlier days are removed.
 */
export function firstKeptDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  const months = year * 12 + (month - 1) - COUNT_RETENTION_MONTHS;
  const y = Math.floor(months / 12);
  const m = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, lastDay))}`;
}
