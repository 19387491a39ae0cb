import { LeadStoreError, type LeadBackend } from "./lead-store.server";

/**
 * Leads in D1 (migrations/). assistance_needed is stored as a JSON array of text. A repeated
 * submission_id is ignored by the unique index, so a replayed post saves one row.
 */
export function createD1LeadStore(db: D1Database): LeadBackend {
  return {
    async save(lead) {
      const statement = db
        .prepare(
          `INSERT INTO leads (name, email, phone, interest, message, timeframe, property_address, assistance_needed, service_level, properties, form_source, submission_id)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
           ON CONFLICT (submission_id) DO NOTHING RETURNING id`,
        )
        .bind(
          lead.name,
          lead.email,
          lead.phone,
          lead.interest,
          lead.message,
          lead.timeframe,
          lead.property_address,
          lead.assistance_needed === null ? null : JSON.stringify(lead.assistance_needed),
          lead.service_level,
          lead.properties,
          lead.form_source,
          lead.submission_id,
        );
      try {
        const row = await statement.first<{ id: number }>();
        return row ? { created: true, id: row.id } : { created: false, id: null };
      } catch (error) {
        throw new LeadStoreError(
          `D1 insert into leads failed: ${error instanceof Error ? error.message : String(error)}`,
          502,
          { cause: error },
        );
      }
    },
  };
}
