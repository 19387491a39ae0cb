import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORM_SOURCES } from "~/content/lead-forms";
import { psql, psqlOk } from "../support/database/postgres";
import { migrationFiles, supabaseColumns, useSupabaseTestDatabase } from "../support/database/supabase-database";

/**
 * supabase/migrations applied to a fresh database on Debian's PostgreSQL, then exercised as
 * Supabase's roles: the anonymous role (the site's key) may insert leads and do nothing else.
 */

const db = useSupabaseTestDatabase("leads_sql_test");
const as = (role: string, sql: string) => db.as(role, sql);

const INSERT = `INSERT INTO public.leads (name, email, phone, interest, timeframe, property_address, assistance_needed, form_source, submission_id)
  VALUES ('Bola Ade', 'bola@example.com', '+1 404 555 0102', NULL, 'Within 3 months', 'Atlanta, GA', ARRAY['Credit Coaching','Document Prep'], '${FORM_SOURCES.buyer}', 'token-1');`;

describe("the leads table on Supabase", () => {
  it("applies cleanly twice (re-running the SQL editor does no harm)", () => {
    for (const file of migrationFiles()) {
      expect(psql(db.name, readFileSync(file, "utf8")).stderr).not.toMatch(/ERROR/);
    }
  });

  it("has the same columns as the D1 table", () => {
    const columns = supabaseColumns(db, "leads");
    const d1 = readFileSync(path.resolve(process.cwd(), "migrations/0001_create_leads.sql"), "utf8");
    const d1Columns = [...d1.matchAll(/^\s{2}([a-z_]+) (?:INTEGER|TEXT)/gm)].map((match) => match[1]);
    // The owner's columns are added later, in both (migrations/0002_owner.sql).
    const owner = readFileSync(path.resolve(process.cwd(), "migrations/0002_owner.sql"), "utf8");
    const added = [...owner.matchAll(/^ALTER TABLE leads ADD COLUMN ([a-z_]+)/gm)].map((match) => match[1]);
    expect(columns).toEqual([...d1Columns, ...added]);
  });

  it("keeps row-level security on", () => {
    expect(psqlOk(db.name, "SELECT relrowsecurity FROM pg_class WHERE oid = 'public.leads'::regclass;")).toBe("t");
  });

  it("lets the anonymous role insert a lead, with its list of assistance", () => {
    const result = as("anon", INSERT);
    expect(result.stderr).toBe("");
    expect(result.ok).toBe(true);
    expect(
      psqlOk(
        db.name,
        "SELECT name, email, assistance_needed, form_source, created_at IS NOT NULL FROM public.leads WHERE submission_id = 'token-1';",
      ),
    ).toBe(`Bola Ade|bola@example.com|{"Credit Coaching","Document Prep"}|${FORM_SOURCES.buyer}|t`);
  });

  it("refuses the same submission twice with a unique violation (which the site treats as saved)", () => {
    const result = as("anon", `${INSERT}`);
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain("duplicate key value violates unique constraint");
  });

  it.each([
    ["select", "SELECT * FROM public.leads;"],
    ["update", "UPDATE public.leads SET name = 'Mallory';"],
    ["delete", "DELETE FROM public.leads;"],
    ["truncate", "TRUNCATE public.leads;"],
  ])("refuses the anonymous role's %s", (_, sql) => {
    const result = as("anon", sql);
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain("permission denied for table leads");
  });

  it("refuses an insert that reads the row back (RETURNING), so nothing leaks through it", () => {
    const result = as("anon", INSERT.replace("'token-1'", "'token-2'").replace(/;$/, " RETURNING email;"));
    expect(result.ok).toBe(false);
    expect(result.stderr).toMatch(/permission denied|row-level security/);
  });

  it("gives signed-in users no way to add leads, and no lead to read without the owner's second level", () => {
    expect(as("authenticated", INSERT.replace("'token-1'", "'token-3'")).ok).toBe(false);
    // Reading is the owner's at aal2 only (supabase-owner-sql.test.ts); without those claims: no rows.
    expect(as("authenticated", "SELECT count(*) FROM public.leads;").stdout).toBe("0");
  });

  it.each([
    ["a 10,000-character name", INSERT.replace("'Bola Ade'", `'${"n".repeat(10_000)}'`)],
    [
      "zero properties",
      "INSERT INTO public.leads (name, email, properties, form_source) VALUES ('Dana', 'dana@example.com', 0, 'Property Management Inquiry');",
    ],
    ["no form_source", "INSERT INTO public.leads (name, email) VALUES ('Dana', 'dana@example.com');"],
    [
      "an email without @",
      "INSERT INTO public.leads (name, email, form_source) VALUES ('Dana', 'dana.example.com', 'Contact Page');",
    ],
    [
      "a chosen id",
      "INSERT INTO public.leads (id, name, email, form_source) VALUES (999, 'Dana', 'dana@example.com', 'Contact Page');",
    ],
  ])("refuses %s", (_, sql) => {
    expect(as("anon", sql).ok).toBe(false);
  });

  it("still holds only the one lead the anonymous role inserted", () => {
    expect(psqlOk(db.name, "SELECT count(*) FROM public.leads;")).toBe("1");
  });
});
