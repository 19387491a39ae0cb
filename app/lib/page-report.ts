import { isOfferKey, offers } from "~/content/offers";
import { PAGE_NAMES } from "~/content/site";
import { OTHER_PAGE } from "./page-counts";

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

/** The most pages and offers the report shows (the busiest): it stays small whatever is stored. */
export const REPORT_PAGE_ROWS = 30;
export const REPORT_OFFER_ROWS = 20;

/** What the stored counts add up to (summed by the database, at most the rows above). */
export interface ReportTotals {
  pages: readonly PageRow[];
  offers: readonly OfferRow[];
  /** Days of the last 30 with any visit or lead. */
  days: readonly { day: string; visits: number; leads: number }[];
}

/**
 * The report from the totals: pages busiest first (visits of the last 30 days, then leads, then
 * sales), at most REPORT_PAGE_ROWS; offers by checkouts started; every one of the last 30 days.
 */
export function pageReport(totals: ReportTotals, today: string): PageReport {
  const byDay = new Map(totals.days.map((d) => [d.day, d]));
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = addDays(today, i - 29);
    const found = byDay.get(day);
    return { day, visits: found?.visits ?? 0, leads: found?.leads ?? 0 };
  });
  const pages = [...totals.pages]
    .sort(
      (a, b) =>
        b.last30.visits - a.last30.visits ||
        b.last30.leads - a.last30.leads ||
        b.last30.sales - a.last30.sales ||
        a.path.localeCompare(b.path),
    )
    .slice(0, REPORT_PAGE_ROWS);
  const offers = [...totals.offers]
    .sort((a, b) => b.started30 - a.started30 || a.offer.localeCompare(b.offer))
    .slice(0, REPORT_OFFER_ROWS);
  return { pages, offers, days };
}

/** Leads and sales per 100 visits, as people write a rate ("4.2%"; "—" without visits). */
export function conversionRate(counts: WindowCounts): string {
  if (counts.visits === 0) return "—";
  const rate = ((counts.leads + counts.sales) / counts.visits) * 100;
  return `${rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10}%`;
}

/** The report's pages with the names she knows them by (a store product page: its path says which). */
export const namedPages = (rows: readonly PageRow[]) =>
  rows.map((row) => ({
    ...row,
    name: PAGE_NAMES[row.path] ?? (row.path === OTHER_PAGE ? "Other pages" : "Store product"),
  }));

/** The report's offers with their names. */
export const namedOffers = (rows: readonly OfferRow[]) =>
  rows.map((row) => ({ ...row, name: isOfferKey(row.offer) ? offers[row.offer].name : row.offer }));
