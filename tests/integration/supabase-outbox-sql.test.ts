import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { psql, psqlOk } from "../support/database/postgres";
import {
  OWNER_ROW,
  SQL_CLAIMS,
  supabaseColumns,
  supabaseMigration,
  useSupabaseTestDatabase,
} from "../support/database/supabase-database";

/**
 * supabase/migrations/20261205000000_outbox.sql on Debian's PostgreSQL, as Supabase's roles: only
 * the service role reads, writes and claims rows; the anonymous role and signed-in users (even the
 * owner at aal2: the server reads the outbox for the owner) have no access. claim_outbox claims each
 * due row once.
 */

const FILE = supabaseMigration("20261205000000_outbox.sql");
const db = useSupabaseTestDatabase("outbox_sql_test", { through: path.basename(FILE), seed: OWNER_ROW });
const as = db.as;

const insert = (key: string, extra = "") =>
  `INSERT INTO public.outbox (idempotency_key, kind, to_address, subject, html, text${extra ? ", status, next_attempt_at, claimed_until" : ""})
   VALUES ('${key}', 'order-notice', 'buyer@example.com', 'Your downloads', '<p>Hi</p>', 'Hi'${extra ? `, ${extra}` : ""});`;

const claim = (at: string, token: string, batch = 50) =>
  `SELECT idempotency_key || ':' || attempts FROM public.claim_outbox('${at}', '${at}'::timestamptz + interval '10 minutes', '${token}', ${batch}) ORDER BY 1;`;

describe("the outbox table on Supabase", () => {
  it("applies cleanly twice", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
  });

  it("has the same columns as the D1 table", () => {
    const columns = supabaseColumns(db, "outbox");
    const d1 = readFileSync(path.resolve(process.cwd(), "migrations/0005_outbox.sql"), "utf8");
    expect(columns).toEqual([...d1.matchAll(/^\s{2}([a-z_]+) (?:INTEGER|TEXT)/gm)].map((match) => match[1]));
  });

  it("lets the service role write one row per idempotency key", () => {
    expect(as("service_role", insert("sql-1")).ok).toBe(true);
    const again = as("service_role", insert("sql-1"));
    expect(again.ok).toBe(false);
    expect(again.stderr).toContain("duplicate key");
  });

  it("claims each due row once, oldest first, within the batch, and takes back a lapsed claim", () => {
    psqlOk(
      db.name,
      `DELETE FROM public.outbox;
       ${insert("due-1", "'queued', '2026-12-05T09:00:00Z', NULL")}
       ${insert("due-2", "'queued', '2026-12-05T09:30:00Z', NULL")}
       ${insert("later", "'queued', '2026-12-05T11:00:00Z', NULL")}
       ${insert("lapsed", "'sending', '2026-12-05T08:00:00Z', '2026-12-05T09:59:00Z'")}
       ${insert("held", "'sending', '2026-12-05T08:00:00Z', '2026-12-05T10:05:00Z'")}
       ${insert("done", "'sent', '2026-12-05T08:00:00Z', NULL")}`,
    );
    const at = "2026-12-05T10:00:00Z";
    expect(as("service_role", claim(at, "run-a", 2)).stdout.split("\n")).toEqual(["due-1:1", "lapsed:1"]);
    expect(as("service_role", claim(at, "run-b")).stdout.split("\n")).toEqual(["due-2:1"]);
    // A second run at the same moment finds nothing left to claim.
    expect(as("service_role", claim(at, "run-c")).stdout).toBe("");
    const held = psqlOk(
      db.name,
      "SELECT idempotency_key || ':' || coalesce(claim_token, '') FROM public.outbox WHERE status = 'sending' ORDER BY 1;",
    );
    expect(held.split("\n")).toEqual(["due-1:run-a", "due-2:run-b", "held:", "lapsed:run-a"]);
  });

  it("gives the anonymous role no access at all, nor the claim function", () => {
    for (const sql of [
      "SELECT * FROM public.outbox;",
      insert("anon-1"),
      "UPDATE public.outbox SET status = 'sent';",
      "DELETE FROM public.outbox;",
      claim("2026-12-05T10:00:00Z", "anon"),
    ]) {
      const result = as("anon", sql);
      expect(result.ok, sql).toBe(false);
      expect(result.stderr).toContain("permission denied");
    }
  });

  it("gives signed-in users, the owner at aal2 too, no access: the server reads it for the owner", () => {
    for (const claims of [SQL_CLAIMS.nonOwner, SQL_CLAIMS.ownerAal1, SQL_CLAIMS.ownerAal2]) {
      for (const sql of ["SELECT count(*) FROM public.outbox;", "UPDATE public.outbox SET status = 'sent';"]) {
        const result = as("authenticated", sql, claims);
        expect(result.ok, sql).toBe(false);
        expect(result.stderr).toContain("permission denied");
      }
    }
  });
});
