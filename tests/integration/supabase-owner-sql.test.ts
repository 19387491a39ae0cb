import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { psql, psqlOk } from "../support/database/postgres";
import {
  OWNER_ROW,
  SQL_CLAIMS,
  supabaseMigration,
  useSupabaseTestDatabase,
} from "../support/database/supabase-database";

/**
 * supabase/migrations on Debian's PostgreSQL, as Supabase's roles with the JWT claims PostgREST
 * sets: the anonymous role, a signed-in non-owner, the owner at aal1 and the owner at aal2.
 * auth.jwt() is Supabase's own definition (the request's claims).
 */

const db = useSupabaseTestDatabase("owner_sql_test", {
  seed: `${OWNER_ROW}
     INSERT INTO public.leads (name, email, form_source) VALUES ('Ada Lovelace', 'ada@example.com', 'Contact Page');`,
});
const as = db.as;

describe("the owner's access to leads on Supabase", () => {
  it("applies cleanly twice", () => {
    expect(psql(db.name, readFileSync(supabaseMigration("20261201000000_owner.sql"), "utf8")).stderr).not.toMatch(
      /ERROR/,
    );
  });

  it("gives leads the owner's status (new by default) and note", () => {
    expect(psqlOk(db.name, "SELECT status, note IS NULL FROM public.leads;")).toBe("new|t");
    expect(psql(db.name, "UPDATE public.leads SET status = 'won';").ok).toBe(false);
  });

  it("keeps the anonymous role insert-only", () => {
    expect(as("anon", "SELECT * FROM public.leads;").stderr).toContain("permission denied");
    expect(as("anon", "UPDATE public.leads SET status = 'closed';").stderr).toContain("permission denied");
    expect(as("anon", "SELECT * FROM public.owners;").stderr).toContain("permission denied");
    expect(
      as("anon", "INSERT INTO public.leads (name, email, form_source) VALUES ('Bo', 'bo@example.com', 'Contact Page');")
        .ok,
    ).toBe(true);
  });

  it("shows a signed-in non-owner no leads, even at aal2, and changes nothing", () => {
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", SQL_CLAIMS.nonOwner).stdout).toBe("0");
    expect(
      as("authenticated", "UPDATE public.leads SET status = 'closed' RETURNING id;", SQL_CLAIMS.nonOwner).stdout,
    ).toBe("");
  });

  it("shows the owner at aal1 no leads", () => {
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", SQL_CLAIMS.ownerAal1).stdout).toBe("0");
    expect(
      as("authenticated", "UPDATE public.leads SET status = 'closed' RETURNING id;", SQL_CLAIMS.ownerAal1).stdout,
    ).toBe("");
  });

  it("lets the owner at aal2 read leads and change their status and note, and nothing else", () => {
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", SQL_CLAIMS.ownerAal2).stdout).toBe("2");
    const update = as(
      "authenticated",
      "UPDATE public.leads SET status = 'contacted', note = 'Called' WHERE email = 'ada@example.com' RETURNING status, note;",
      SQL_CLAIMS.ownerAal2,
    );
    expect(update.stdout).toBe("contacted|Called");
    for (const sql of [
      "UPDATE public.leads SET name = 'Mallory';",
      "UPDATE public.leads SET email = 'x@example.com';",
      "DELETE FROM public.leads;",
      "INSERT INTO public.leads (name, email, form_source) VALUES ('Eve', 'eve@example.com', 'Contact Page');",
      "SELECT * FROM public.owners;",
    ]) {
      const result = as("authenticated", sql, SQL_CLAIMS.ownerAal2);
      expect(result.ok, sql).toBe(false);
      expect(result.stderr).toContain("permission denied");
    }
  });
});
