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
 * supabase/migrations/20261202000000_orders.sql on Debian's PostgreSQL, exercised as Supabase's
 * roles: the anonymous role reaches nothing, the service role writes, only an owner reads, and only
 * at aal2. auth.jwt() is Supabase's own definition (the request's JWT claims). The migrations before
 * it (leads, then the owners table and is_owner()) are applied first, as Supabase applies them.
 */

const FILE = supabaseMigration("20261202000000_orders.sql");
const db = useSupabaseTestDatabase("orders_sql_test", { through: path.basename(FILE), seed: OWNER_ROW });
const as = db.as;

const TOKEN = "A".repeat(43);
const INSERT = `INSERT INTO public.orders (session_id, offer, mode, buyer_email, amount_total, currency, status, download_token)
  VALUES ('cs_test_sql_1', 'funding-bundle', 'payment', 'buyer@example.com', 15997, 'usd', 'paid', '${TOKEN}');`;

describe("the orders table on Supabase", () => {
  it("applies cleanly twice", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
  });

  it("has the same columns as the D1 table", () => {
    const columns = supabaseColumns(db, "orders");
    const d1 = readFileSync(path.resolve(process.cwd(), "migrations/0003_orders.sql"), "utf8");
    expect(columns).toEqual([...d1.matchAll(/^\s{2}([a-z_]+) (?:INTEGER|TEXT)/gm)].map((match) => match[1]));
  });

  it("lets the service role write and keeps one order per session", () => {
    expect(as("service_role", INSERT).ok).toBe(true);
    const again = as("service_role", INSERT);
    expect(again.ok).toBe(false);
    expect(again.stderr).toContain("duplicate key");
    const changed = as(
      "service_role",
      "UPDATE public.orders SET status = 'refunded' WHERE session_id = 'cs_test_sql_1' AND status IN ('paid') RETURNING id;",
    );
    expect(changed.stdout.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("gives the anonymous role no access at all", () => {
    for (const sql of [
      "SELECT * FROM public.orders;",
      INSERT.replace("cs_test_sql_1", "cs_test_sql_2").replace(TOKEN, "B".repeat(43)),
      "UPDATE public.orders SET status = 'paid';",
      "DELETE FROM public.orders;",
    ]) {
      const result = as("anon", sql);
      expect(result.ok, sql).toBe(false);
      expect(result.stderr).toContain("permission denied");
    }
  });

  it("lets only an owner read, only at aal2, and nobody signed in write", () => {
    const count = (claims: Record<string, string>) =>
      as("authenticated", "SELECT count(*) FROM public.orders;", { role: "authenticated", ...claims }).stdout;
    expect(count({ aal: "aal2", email: "someone@example.com" })).toBe("0");
    expect(count({ aal: "aal1", email: OWNER })).toBe("0");
    expect(count({ aal: "aal2", email: OWNER })).toBe("1");
    const write = as("authenticated", "UPDATE public.orders SET status = 'paid';", { aal: "aal2", email: OWNER });
    expect(write.ok).toBe(false);
    expect(write.stderr).toContain("permission denied");
  });
});
