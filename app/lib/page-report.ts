import { isOfferKey, offers } from "~/content/offers";
import { PAGE_NAMES } from "~/content/site";
import { UNKNOWN_PAGE, type DayCount } from "./page-counts";

/**
 * The owner's report of which pages work, from the daily counts (lib/page-counts.ts): what her
 * pages show, kept apart from what decides a count so her pages' script carries no bot list.
 */

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
    // A sale's page is in its checkout's row; a page not known is an offer's count alone.
    if (row.kind === "paid" || row.path === UNKNOWN_PAGE) continue;
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

/** The report's pages with the names she knows them by (a store product page: its path says which). */
export const namedPages = (rows: readonly PageRow[]) =>
  rows.map((row) => ({ ...row, name: PAGE_NAMES[row.path] ?? "Store product" }));

/** The report's offers with their names. */
export const namedOffers = (rows: readonly OfferRow[]) =>
  rows.map((row) => ({ ...row, name: isOfferKey(row.offer) ? offers[row.offer].name : row.offer }));
