import * as clock from "~/lib/clock";
import { d1LeadValues, LEAD_WRITTEN_COLUMNS } from "~/lib/lead-columns";
import { LeadRecordsError, type LeadBackend } from "./lead-records.server";

/**
 * Every written column and its numbered parameter, from the one column list (lib/lead-columns.ts),
 * then created_at from the site's clock.
 */
const INSERT = `INSERT INTO leads (${LEAD_WRITTEN_COLUMNS.join(", ")}, created_at)
  VALUES (${LEAD_WRITTEN_COLUMNS.map((_, index) => `?${index + 1}`).join(", ")}, ?${LEAD_WRITTEN_COLUMNS.length + 1})
  ON CONFLICT (form_source, submission_id) DO NOTHING RETURNING id`;

/**
 * Leads in D1 (migrations/). assistance_needed is stored as a JSON array of text. A repeated
 * (form_source, submission_id) is ignored by the unique index, so a replayed post saves one row.
 */
export function createD1LeadRecords(db: D1Database): LeadBackend {
  return {
    async save(lead) {
      const statement = db.prepare(INSERT).bind(...d1LeadValues(lead), clock.now().toISOString());
      try {
        const row = await statement.first<{ id: number }>();
        return row ? { created: true, id: row.id } : { created: false, id: null };
      } catch (error) {
        throw new LeadRecordsError(
          `D1 insert into leads failed: ${error instanceof Error ? error.message : String(error)}`,
          502,
          { cause: error },
        );
      }
    },
  };
}

/**
 * The addresses (lower case, in order, after `after`) of one form's leads that chose `interest`:
 * the candidates of a broadcast to that interest, a bounded page at a time.
 */
export async function d1LeadEmailsWithInterest(
  db: D1Database,
  formSource: string,
  interest: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT lower(email) AS email FROM leads WHERE form_source = ?1 AND interest = ?2
       AND lower(email) > ?3 ORDER BY 1 LIMIT ?4`,
    )
    .bind(formSource, interest, after ?? "", limit)
    .all<{ email: string }>();
  return results.map((row) => row.email);
}
