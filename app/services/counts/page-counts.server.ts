import { OWNER_TIME_ZONE } from "~/content/site";
import { dayIn } from "~/lib/time-zone";
import { storableHits, type CountKind, type DayCount, type Hit } from "~/lib/page-counts";
import { pageReport, reportSince, type PageReport } from "~/lib/page-report";
import * as clock from "~/lib/clock";

/**
 * The page counts in D1 (migrations/0012_page_counts.sql): a count per page per day, never who.
 * A request's counts are gathered while it is answered (PageTally) and written after the answer,
 * in one batch of upserts (`count = count + 1`), from waitUntil; a failed write is dropped, so
 * counting never slows or breaks a page.
 */

export interface PageCountRecords {
  /** Adds one to each hit's count (a hit named twice adds two), in one batch. */
  add(hits: readonly Hit[]): Promise<void>;
  /** Every count from `day` (YYYY-MM-DD) on. */
  since(day: string): Promise<DayCount[]>;
}

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
    async since(day) {
      const { results } = await db
        .prepare("SELECT day, path, kind, subject, count FROM page_counts WHERE day >= ? ORDER BY day")
        .bind(day)
        .all<DayCount>();
      return results;
    },
  };
}

/** One request's counts: what it served and what started there, written once it is answered. */
export interface PageTally {
  /** Counts `kind` at a page (already checked to be one of the site's: lib/page-counts.ts). */
  count(kind: CountKind, path: string, subject?: string): void;
  /** Writes what was counted; never rejects (a failure is logged and dropped). */
  flush(): Promise<void>;
}

export function createPageTally(records: PageCountRecords | null, now: () => Date = () => clock.now()): PageTally {
  const hits: Hit[] = [];
  return {
    count(kind, path, subject = "") {
      if (records) hits.push({ day: dayIn(OWNER_TIME_ZONE, now()), path, kind, subject });
    },
    async flush() {
      if (!records || hits.length === 0) return;
      const batch = hits.splice(0);
      try {
        await records.add(batch);
      } catch (error) {
        // Dropped, not retried: a count is worth less than the visitor's page.
        console.error("Page counts not written:", error instanceof Error ? error.message : error);
      }
    },
  };
}

/** The owner's report of which pages work, as of `now`; empty where no D1 is bound. */
export async function readPageReport(db: D1Database | null, now: Date = clock.now()): Promise<PageReport> {
  const today = dayIn(OWNER_TIME_ZONE, now);
  const counts = db ? await createD1PageCounts(db).since(reportSince(today)) : [];
  return pageReport(counts, today);
}
