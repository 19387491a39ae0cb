import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { psql, psqlOk } from "../support/database/postgres";
import {
  createSupabaseTestDatabase,
  SUPABASE_MIGRATIONS,
  type SupabaseTestDatabase,
} from "../support/database/supabase-database";

/**
 * supabase/migrations/20261202000000_orders.sql on Debian's PostgreSQL, exercised as Supabase's
 * roles: the anonymous role reaches nothing, the service role writes, only an owner reads, and only
 * at aal2. auth.jwt() is Supabase's own definition (the request's JWT claims). The migrations before
 * it (leads, then the owners table and is_owner()) are applied first, as Supabase applies them.
 */

const FILE = path.join(SUPABASE_MIGRATIONS, "20261202000000_orders.sql");
const OWNER = "owner@example.com";

let db: SupabaseTestDatabase;

beforeAll(() => {
  db = createSupabaseTestDatabase(`orders_sql_test_${process.pid}`, { through: path.basename(FILE) });
  psqlOk(db.name, `INSERT INTO public.owners (email) VALUES ('${OWNER}');`);
}, 60_000);

afterAll(() => db?.drop());

const as = (role: string, sql: string, claims: Record<string, string> = {}) => db.as(role, sql, claims);

const TOKEN = "A".repeat(43);
const INSERT = `INSERT INTO public.orders (session_id, offer, mode, buyer_email, amount_total, currency, status, download_token)
  VALUES ('cs_test_sql_1', 'funding-bundle', 'payment', 'buyer@example.com', 15997, 'usd', 'paid', '${TOKEN}');`;

describe("the orders table on Supabase", () => {
  it("applies cleanly twice", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
  });

  it("has the same columns as the D1 table", () => {
    const columns = psqlOk(
      db.name,
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'orders' ORDER BY ordinal_position;",
    ).split("\n");
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
