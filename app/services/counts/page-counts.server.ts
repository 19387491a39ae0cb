import { OWNER_TIME_ZONE } from "~/content/site";
import { dayIn } from "~/lib/time-zone";
import { firstKeptDay, storableHits, UNKNOWN_PAGE, type CountKind, type Hit } from "~/lib/page-counts";
import {
  pageReport,
  REPORT_OFFER_ROWS,
  REPORT_PAGE_ROWS,
  reportWindows,
  type OfferRow,
  type PageReport,
  type PageRow,
  type ReportTotals,
} from "~/lib/page-report";
import * as clock from "~/lib/clock";

/**
 * The page counts in D1 (migrations/0012_page_counts.sql): a count per page per day, never who.
 * A request's counts are gathered while it is answered (PageTally) and written after the answer,
 * in one batch of upserts (`count = count + 1`), from waitUntil; a failed write is dropped, so
 * counting never slows or breaks a page. The report is summed by the database, a bounded number of
 * rows whatever is stored; the scheduled job removes days older than COUNT_RETENTION_MONTHS.
 */

export interface PageCountRecords {
  /** Adds one to each hit's count (a hit named twice adds two), in one batch. */
  add(hits: readonly Hit[]): Promise<void>;
  /** The report's sums on `today` (YYYY-MM-DD): at most REPORT_PAGE_ROWS pages and REPORT_OFFER_ROWS offers. */
  totals(today: string): Promise<ReportTotals>;
  /** Removes the days before `day`; how many rows went. */
  deleteBefore(day: string): Promise<number>;
}

interface PageTotalsRow {
  path: string;
  v7: number;
  l7: number;
  s7: number;
  v30: number;
  l30: number;
  s30: number;
  vp: number;
  lp: number;
  sp: number;
}

/** The sum of `kind`'s counts over the days that `when` selects, as an SQL expression. */
const sum = (kind: string, when: string) => `SUM(CASE WHEN kind = '${kind}' AND ${when} THEN count ELSE 0 END)`;

export function createD1PageCounts(db: D1Database): PageCountRecords {
  return {
    async add(all) {
      // A hit the table's CHECKs would refuse is left out: it would fail the whole batch.
      const { kept: hits, skipped } = storableHits(all);
      if (skipped.length > 0) console.warn(`Page counts skipped (do not fit the table): ${skipped.length}`);
      if (hits.length === 0) return;
      const statement = db.prepare(
        `INSERT INTO page_counts (day, path, kind, subject, count) VALUES (?, ?, ?, ?, 1)
         ON CONFLICT (day, path, kind, subject) DO UPDATE SET count = count + 1`,
      );
      await db.batch(hits.map((hit) => statement.bind(hit.day, hit.path, hit.kind, hit.subject)));
    },
    async totals(today) {
      const windows = reportWindows(today);
      // ?1 the first day of the last 7, ?2 of the last 30 (both queries), ?3 of the 30 before, ?4 today.
      const w7 = "day >= ?1";
      const w30 = "day >= ?2";
      const before = "day < ?2";
      const pagesSql = `SELECT path,
          ${sum("visit", w7)} AS v7, ${sum("lead", w7)} AS l7, ${sum("checkout", w7)} AS s7,
          ${sum("visit", w30)} AS v30, ${sum("lead", w30)} AS l30, ${sum("checkout", w30)} AS s30,
          ${sum("visit", before)} AS vp, ${sum("lead", before)} AS lp, ${sum("checkout", before)} AS sp
        FROM page_counts
        WHERE day >= ?3 AND day <= ?4 AND kind != 'paid' AND path != ?5
        GROUP BY path
        ORDER BY v30 DESC, l30 DESC, s30 DESC, path
        LIMIT ?6`;
      const offersSql = `SELECT subject AS offer,
          ${sum("checkout", w7)} AS started7, ${sum("paid", w7)} AS paid7,
          ${sum("checkout", w30)} AS started30, ${sum("paid", w30)} AS paid30
        FROM page_counts
        WHERE day >= ?2 AND day <= ?3 AND kind IN ('checkout', 'paid')
        GROUP BY subject
        ORDER BY started30 DESC, subject
        LIMIT ?4`;
      const daysSql = `SELECT day, ${sum("visit", "1")} AS visits, ${sum("lead", "1")} AS leads
        FROM page_counts
        WHERE day >= ?1 AND day <= ?2 AND kind IN ('visit', 'lead')
        GROUP BY day`;
      const bounds = [windows.last7[0], windows.last30[0], windows.previous30[0], today] as const;
      const [pages, offers, days] = await db.batch<unknown>([
        db.prepare(pagesSql).bind(...bounds, UNKNOWN_PAGE, REPORT_PAGE_ROWS),
        db.prepare(offersSql).bind(windows.last7[0], windows.last30[0], today, REPORT_OFFER_ROWS),
        db.prepare(daysSql).bind(windows.last30[0], today),
      ]);
      return {
        pages: (pages.results as PageTotalsRow[]).map((row): PageRow => ({
          path: row.path,
          last7: { visits: row.v7, leads: row.l7, sales: row.s7 },
          last30: { visits: row.v30, leads: row.l30, sales: row.s30 },
          previous30: { visits: row.vp, leads: row.lp, sales: row.sp },
        })),
        offers: offers.results as OfferRow[],
        days: days.results as ReportTotals["days"],
      };
    },
    async deleteBefore(day) {
      const result = await db.prepare("DELETE FROM page_counts WHERE day < ?").bind(day).run();
      return result.meta.changes ?? 0;
    },
  };
}

/** One request's counts: what it served and what started there, written once it is answered. */
export interface PageTally {
  /**
   * Names the page this request shows as its route knows it (a store product's page, once the
   * product is found: `/product/<its id>`), which a visit of it is counted under.
   */
  page(path: string): void;
  /** The page named by the route, if any. */
  readonly routePage: string | null;
  /** Counts `kind` at a page (already checked to be one of the site's: lib/page-counts.ts). */
  count(kind: CountKind, path: string, subject?: string): void;
  /** Writes what was counted; never rejects (a failure is logged and dropped). */
  flush(): Promise<void>;
}

export function createPageTally(records: PageCountRecords | null, now: () => Date = () => clock.now()): PageTally {
  const hits: Hit[] = [];
  let routePage: string | null = null;
  return {
    page(path) {
      routePage = path;
    },
    get routePage() {
      return routePage;
    },
    count(kind, path, subject = "") {
      if (records) hits.push({ day: dayIn(OWNER_TIME_ZONE, now()), path, kind, subject });
    },
    async flush() {
      if (!records || hits.length === 0) return;
      const batch = hits.splice(0);
      // Tried twice (a D1 call can fail once in passing), then dropped: a count is worth less
      // than the visitor's page, and this runs after the answer (waitUntil), so nobody waits.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await records.add(batch);
          return;
        } catch (error) {
          if (attempt === 2) console.error("Page counts not written:", error instanceof Error ? error.message : error);
        }
      }
    },
  };
}

/** The owner's report of which pages work, as of `now`; empty where no D1 is bound. */
export async function readPageReport(db: D1Database | null, now: Date = clock.now()): Promise<PageReport> {
  const today = dayIn(OWNER_TIME_ZONE, now);
  const totals = db ? await createD1PageCounts(db).totals(today) : { pages: [], offers: [], days: [] };
  return pageReport(totals, today);
}

/** Removes the counts of days older than the retention, as of `now`; how many rows went. */
export async function removeOldPageCounts(db: D1Database, now: Date): Promise<number> {
  return createD1PageCounts(db).deleteBefore(firstKeptDay(dayIn(OWNER_TIME_ZONE, now)));
}
