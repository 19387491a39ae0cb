import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_WRITTEN_COLUMNS, leadTable } from "~/lib/lead-columns";
import { newSubmissionId, parseLeadSubmission, SUBMISSION_ID_FIELD, type Lead } from "~/lib/lead-schemas";
import { leadForms } from "~/services/leads/lead-forms.server";
import { createD1LeadRecords } from "~/services/leads/lead-records-d1.server";
import { createSupabaseLeadRecords } from "~/services/leads/lead-records-supabase.server";
import { createD1OwnerLeads } from "~/services/owner/owner-leads-d1.server";
import { migrate } from "../support/database/d1-migrations";
import { startLocalD1, type LocalD1 } from "../support/database/local-d1";
import { LEAD_CASES, type LeadCase } from "../support/fixtures/lead-cases";
import { psqlOk } from "../support/database/postgres";
import {
  createSupabaseTestDatabase,
  replayRow,
  supabaseColumns,
  type SupabaseTestDatabase,
} from "../support/database/supabase-database";
import { startSupabaseStandIn, SUPABASE_KEY, type SupabaseStandIn } from "../support/stand-ins/supabase-leads";

/**
 * A lead field reaches both backends or neither: every lead form's lead has exactly the columns of
 * the one column list (lib/lead-columns.ts), the list is the D1 table and the Supabase table, and a
 * lead saved through D1 and through the Supabase store (its request replayed into PostgreSQL) comes
 * back with the same fields.
 */

let d1: LocalD1;
let supabase: SupabaseStandIn;
let postgres: SupabaseTestDatabase;

beforeAll(async () => {
  d1 = await startLocalD1();
  await migrate(d1.db);
  supabase = await startSupabaseStandIn();
  postgres = createSupabaseTestDatabase(`lead_columns_test_${process.pid}`);
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
  await supabase?.close();
  postgres?.drop();
});

/** The lead a case's post makes, as the lead form's action parses it. */
function leadOf(leadCase: LeadCase): Lead {
  const formData = new FormData();
  for (const [name, value] of Object.entries(leadCase.post)) {
    for (const one of Array.isArray(value) ? value : [value]) formData.append(name, one);
  }
  formData.set(SUBMISSION_ID_FIELD, newSubmissionId());
  const submission = parseLeadSubmission(leadForms[leadCase.id], formData);
  if (submission.kind !== "valid") throw new Error(`The ${leadCase.id} case is not a valid post: ${submission.kind}`);
  return submission.lead;
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe("the leads table's one column list", () => {
  it("has a case for every lead form", () => {
    expect(sorted(new Set(LEAD_CASES.map((leadCase) => leadCase.id)))).toEqual(sorted(Object.keys(leadForms)));
  });

  it.each(LEAD_CASES.map((leadCase) => [leadCase.id, leadCase] as const))(
    "holds every field of the %s form's lead, and nothing else the site writes",
    (_id, leadCase) => {
      expect(sorted(Object.keys(leadOf(leadCase)))).toEqual(sorted(LEAD_WRITTEN_COLUMNS));
    },
  );

  it("is the D1 table's columns and the Supabase table's columns", async () => {
    // A saved row's keys are the D1 table's columns.
    const { id } = await createD1LeadRecords(d1.db).save(leadOf(LEAD_CASES[0]));
    const row = await d1.db.prepare("SELECT * FROM leads WHERE id = ?1").bind(id).first<Record<string, unknown>>();
    const d1Columns = Object.keys(row ?? {});
    expect(sorted(d1Columns)).toEqual(sorted(Object.keys(leadTable)));
    expect(sorted(supabaseColumns(postgres, "leads"))).toEqual(sorted(Object.keys(leadTable)));
  });

  it.each(LEAD_CASES.map((leadCase) => [leadCase.id, leadCase] as const))(
    "brings a %s lead back with the same fields from D1 and from Supabase",
    async (_id, leadCase) => {
      const lead = leadOf(leadCase);

      const saved = await createD1LeadRecords(d1.db).save(lead);
      const fromD1 = await createD1OwnerLeads(d1.db).get(saved.id ?? -1);

      supabase.rows.length = 0;
      await createSupabaseLeadRecords({ url: supabase.url, anonKey: SUPABASE_KEY, timeoutMs: 5000 }).save(lead);
      const [sent] = supabase.rows;
      // What the store sent, inserted as the anonymous role: a column Supabase lacks fails here.
      expect(replayRow(postgres, "anon", "leads", sent).stderr).toBe("");
      const fromSupabase = JSON.parse(
        psqlOk(
          postgres.name,
          `SELECT row_to_json(l) FROM public.leads l WHERE submission_id = '${lead.submission_id}' AND form_source = '${lead.form_source}';`,
        ),
      ) as Record<string, unknown>;

      expect(fromD1).not.toBeNull();
      for (const column of LEAD_WRITTEN_COLUMNS.filter((name) => name !== "submission_id")) {
        expect({ column, value: fromD1?.[column] }).toEqual({ column, value: lead[column] });
        expect({ column, value: fromSupabase[column] }).toEqual({ column, value: lead[column] });
      }
      expect(fromSupabase.submission_id).toBe(lead.submission_id);
    },
  );
});
