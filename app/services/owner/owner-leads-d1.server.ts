import type { LeadCount } from "~/lib/chart";
import { filterRange, type LeadFilter } from "~/lib/lead-filter";
import { pageOffset, ROWS_PER_PAGE } from "~/lib/paging";
import { LEAD_COLUMNS } from "~/lib/lead-columns";
import { LeadsUnavailable, MAX_EXPORT_ROWS, ownerLeadFromRow, type OwnerLeads } from "./owner-leads.server";

/** The owner's leads in D1. assistance_needed is stored as JSON text and read back as a list. */

function where(filter: LeadFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const { since, before } = filterRange(filter);
  if (filter.source) {
    params.push(filter.source);
    clauses.push(`form_source = ?${params.length}`);
  }
  if (since) {
    params.push(since);
    clauses.push(`created_at >= ?${params.length}`);
  }
  if (before) {
    params.push(before);
    clauses.push(`created_at < ?${params.length}`);
  }
  if (filter.q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and an email address can be longer.
    params.push(filter.q.toLowerCase());
    const n = params.length;
    clauses.push(
      `(instr(lower(name), ?${n}) > 0 OR instr(lower(email), ?${n}) > 0 OR instr(lower(coalesce(phone, '')), ?${n}) > 0)`,
    );
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

const SELECT = `SELECT ${LEAD_COLUMNS.join(", ")} FROM leads`;

export function createD1OwnerLeads(db: D1Database): OwnerLeads {
  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new LeadsUnavailable(`D1 leads query failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return {
    list: (filter) =>
      guard(async () => {
        const { sql, params } = where(filter);
        const [rows, count] = await db.batch([
          db
            .prepare(`${SELECT} ${sql} ORDER BY id DESC LIMIT ${ROWS_PER_PAGE} OFFSET ${pageOffset(filter.page)}`)
            .bind(...params),
          db.prepare(`SELECT count(*) AS total FROM leads ${sql}`).bind(...params),
        ]);
        return {
          leads: (rows.results as Record<string, unknown>[]).map(ownerLeadFromRow),
          total: Number((count.results[0] as { total: number }).total),
        };
      }),
    get: (id) =>
      guard(async () => {
        const row = await db.prepare(`${SELECT} WHERE id = ?1`).bind(id).first<Record<string, unknown>>();
        return row ? ownerLeadFromRow(row) : null;
      }),
    update: (id, change) =>
      guard(async () => {
        const result = await db
          .prepare("UPDATE leads SET status = ?1, note = ?2 WHERE id = ?3")
          .bind(change.status, change.note, id)
          .run();
        return result.meta.changes === 1;
      }),
    since: (since) =>
      guard(async () => {
        // Counted per day in SQL: the rows read stay few however many leads arrive.
        const { results } = await db
          .prepare(
            `SELECT substr(created_at, 1, 10) AS at, form_source AS name, count(*) AS count FROM leads
             WHERE created_at >= ?1 GROUP BY substr(created_at, 1, 10), form_source`,
          )
          .bind(since)
          .all<LeadCount>();
        return results;
      }),
    exportRows: (filter) =>
      guard(async () => {
        const { sql, params } = where(filter);
        const { results } = await db
          .prepare(`${SELECT} ${sql} ORDER BY id DESC LIMIT ${MAX_EXPORT_ROWS}`)
          .bind(...params)
          .all<Record<string, unknown>>();
        return results.map(ownerLeadFromRow);
      }),
  };
}
