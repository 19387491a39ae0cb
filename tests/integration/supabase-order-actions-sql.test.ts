import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { psql } from "../support/database/postgres";
import {
  OWNER_ROW,
  supabaseColumns,
  supabaseMigration,
  useSupabaseTestDatabase,
} from "../support/database/supabase-database";
import { OWNER } from "../support/fixtures/owner";

/**
 * supabase/migrations/20261214000000_order_actions.sql on Debian's PostgreSQL, as Supabase's
 * roles: the orders' downloads_from and the order_notes table, the same columns as D1's
 * (migrations/0018_order_actions.sql); the anonymous role reaches no note, the service role writes
 * them, only the owner reads them, at aal2.
 */

const FILE = supabaseMigration("20261214000000_order_actions.sql");
const db = useSupabaseTestDatabase("order_actions_sql_test", { through: path.basename(FILE), seed: OWNER_ROW });
const as = db.as;

const ORDER = `INSERT INTO public.orders (session_id, offer, mode, buyer_email, status, download_token)
  VALUES ('cs_test_notes', 'funding-bundle', 'payment', 'Buyer@Example.com', 'paid', '${"N".repeat(43)}') RETURNING id;`;

describe("the order actions on Supabase", () => {
  it("applies cleanly twice and has D1's columns", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
    const d1 = readFileSync(path.resolve(process.cwd(), "migrations/0018_order_actions.sql"), "utf8");
    const noteColumns = d1.slice(d1.indexOf("CREATE TABLE IF NOT EXISTS order_notes"));
    expect(supabaseColumns(db, "order_notes")).toEqual(
      [...noteColumns.matchAll(/^\s{2}([a-z_]+) (?:INTEGER|TEXT)/gm)].map((match) => match[1]),
    );
    expect(supabaseColumns(db, "orders")).toContain("downloads_from");
  });

  it("lets the service role renew links and write notes, the owner read them at aal2, and nobody else", () => {
    const id = as("service_role", ORDER).stdout.split("\n")[0];
    expect(id).toMatch(/^\d+$/);
    expect(
      as("service_role", `UPDATE public.orders SET downloads_from = now() WHERE id = ${id} AND status = 'paid';`).ok,
    ).toBe(true);
    expect(
      as("service_role", `INSERT INTO public.order_notes (order_id, kind, text) VALUES (${id}, 'resent', 'Sent.');`).ok,
    ).toBe(true);
    const found = as("service_role", "SELECT id FROM public.orders WHERE lower(buyer_email) = 'buyer@example.com';");
    expect(found.stdout).toBe(id);

    const anon = as("anon", "SELECT * FROM public.order_notes;");
    expect(anon.ok).toBe(false);
    expect(anon.stderr).toContain("permission denied");
    const count = (claims: Record<string, string>) =>
      as("authenticated", "SELECT count(*) FROM public.order_notes;", { role: "authenticated", ...claims }).stdout;
    expect(count({ aal: "aal2", email: "someone@example.com" })).toBe("0");
    expect(count({ aal: "aal1", email: OWNER })).toBe("0");
    expect(count({ aal: "aal2", email: OWNER })).toBe("1");
    const write = as(
      "authenticated",
      `INSERT INTO public.order_notes (order_id, kind, text) VALUES (${id}, 'x', 'y');`,
      {
        aal: "aal2",
        email: OWNER,
      },
    );
    expect(write.ok).toBe(false);
  });
});
