import * as clock from "~/lib/clock";
import { FORM_SOURCES } from "~/content/lead-forms";
import { d1LeadValues, LEAD_WRITTEN_COLUMNS, type leadTable } from "~/lib/lead-columns";
import { LeadRecordsError, type LeadBackend, type LeadInterests } from "./lead-records.server";

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

/** A column of the one list (lib/lead-columns.ts): a renamed column breaks the build here. */
const column = (name: keyof typeof leadTable) => name;

/** The email list's leads by interest, in D1: its form's own form_source (content/lead-forms.ts). */
export function createD1LeadInterests(db: D1Database): LeadInterests {
  const [email, source, interest] = [column("email"), column("form_source"), column("interest")];
  const sql = `SELECT DISTINCT lower(${email}) AS email FROM leads WHERE ${source} = ?1 AND ${interest} = ?2
    AND lower(${email}) > ?3 ORDER BY 1 LIMIT ?4`;
  return {
    async emailsOfInterest(choice, after, limit) {
      const { results } = await db
        .prepare(sql)
        .bind(FORM_SOURCES.emailList, choice, after ?? "", limit)
        .all<{ email: string }>();
      return results.map((row) => row.email);
    },
  };
}
