import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { psql } from "../support/database/postgres";
import {
  OWNER_ROW,
  SQL_CLAIMS,
  supabaseMigration,
  useSupabaseTestDatabase,
} from "../support/database/supabase-database";

/**
 * supabase/migrations/20261204000000_owner_charts.sql on Debian's PostgreSQL, as Supabase's roles:
 * the charts' counts and sums come from the database, one row a day, and the tables' policies
 * decide whose rows count (the owner's at aal2; the service role's for orders; nobody else's).
 */

const FILE = supabaseMigration("20261204000000_owner_charts.sql");
const lead = (source: string, at: string) =>
  `INSERT INTO public.leads (name, email, form_source, created_at) VALUES ('Ada', 'ada@example.com', '${source}', '${at}');`;
const order = (session: string, status: string, paidAt: string | null, cents: number | null) =>
  `INSERT INTO public.orders (session_id, offer, mode, amount_total, currency, status, paid_at, download_token)
       VALUES ('${session}', 'funding-bundle', 'payment', ${cents ?? "NULL"}, 'usd', '${status}', ${paidAt ? `'${paidAt}'` : "NULL"}, '${session.padEnd(43, "x")}');`;
const db = useSupabaseTestDatabase("charts_sql_test", {
  through: path.basename(FILE),
  seed: [
    OWNER_ROW,
    lead("Contact Page", "2026-11-02T09:00:00Z"),
    lead("Contact Page", "2026-11-02T23:30:00Z"),
    // 01:00 in UTC on the 3rd, though the 2nd in New York: days are UTC, as on D1.
    lead("Contact Page", "2026-11-02T20:00:00-05:00"),
    lead("Buyer Inquiry", "2026-11-02T12:00:00Z"),
    lead("Buyer Inquiry", "2026-10-01T12:00:00Z"),
    order("cs_a", "paid", "2026-11-02T10:00:00Z", 2700),
    order("cs_b", "paid", "2026-11-02T18:00:00Z", 15997),
    order("cs_c", "paid", "2026-11-05T00:00:00Z", 100),
    order("cs_refunded", "refunded", "2026-11-02T11:00:00Z", 39700),
    order("cs_free", "paid", "2026-11-02T12:00:00Z", null),
    order("cs_before", "paid", "2026-10-01T00:00:00Z", 5000),
  ].join("\n"),
});

const LEADS = "SELECT day, form_source, leads FROM public.lead_counts_since('2026-11-01T00:00:00Z');";
const PAID = "SELECT day, cents, orders FROM public.paid_sums_since('2026-11-01T00:00:00Z');";

describe("the owner's charts on Supabase", () => {
  it("counts the owner's leads per UTC day and form since a moment, at aal2", () => {
    expect(db.as("authenticated", LEADS, SQL_CLAIMS.ownerAal2).stdout.split("\n")).toEqual([
      "2026-11-02|Buyer Inquiry|1",
      "2026-11-02|Contact Page|2",
      "2026-11-03|Contact Page|1",
    ]);
  });

  it("counts no lead for the owner at aal1 or for another account, and refuses the anonymous role", () => {
    expect(db.as("authenticated", LEADS, SQL_CLAIMS.ownerAal1)).toMatchObject({ ok: true, stdout: "" });
    expect(db.as("authenticated", LEADS, SQL_CLAIMS.nonOwner)).toMatchObject({ ok: true, stdout: "" });
    expect(db.as("anon", LEADS).stderr).toContain("permission denied for function lead_counts_since");
  });

  it("sums paid orders per UTC day since a moment, leaving out refunds and orders without an amount", () => {
    const expected = ["2026-11-02|18697|2", "2026-11-05|100|1"];
    expect(db.as("service_role", PAID).stdout.split("\n")).toEqual(expected);
    expect(db.as("authenticated", PAID, SQL_CLAIMS.ownerAal2).stdout.split("\n")).toEqual(expected);
  });

  it("sums no order for the owner at aal1 or for another account, and refuses the anonymous role", () => {
    expect(db.as("authenticated", PAID, SQL_CLAIMS.ownerAal1)).toMatchObject({ ok: true, stdout: "" });
    expect(db.as("authenticated", PAID, SQL_CLAIMS.nonOwner)).toMatchObject({ ok: true, stdout: "" });
    expect(db.as("anon", PAID).stderr).toContain("permission denied for function paid_sums_since");
  });

  it("applies cleanly twice", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
  });
});
