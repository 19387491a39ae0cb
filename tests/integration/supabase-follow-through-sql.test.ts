import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { psql } from "../support/database/postgres";
import { supabaseColumns, supabaseMigration, useSupabaseTestDatabase } from "../support/database/supabase-database";

/**
 * supabase/migrations/20261207000000_follow_through.sql on Debian's PostgreSQL, as Supabase's roles:
 * the consent records, registrations and billing links are the service role's alone (anon and
 * signed-in users read nothing), and the functions the Supabase stores call behave like the D1
 * stores' statements: one confirmation an hour while pending, each reminder claimed once and never
 * for the unsubscribed, a billing link used once within its hour.
 */

const FILE = supabaseMigration("20261207000000_follow_through.sql");
const db = useSupabaseTestDatabase("follow_sql_test", { through: path.basename(FILE) });

const service = (sql: string) => {
  const result = db.as("service_role", sql);
  if (!result.ok) throw new Error(result.stderr);
  return result.stdout.trim();
};

describe("the follow-through tables on Supabase", () => {
  it("apply cleanly twice", () => {
    expect(psql(db.name, readFileSync(FILE, "utf8")).stderr).not.toMatch(/ERROR/);
  });

  it("have the same columns as the D1 tables", () => {
    const d1 = readFileSync(path.resolve(process.cwd(), "migrations/0007_follow_through.sql"), "utf8");
    for (const table of ["subscribers", "event_registrations", "billing_links"]) {
      const columns = supabaseColumns(db, table);
      const body = new RegExp(`CREATE TABLE IF NOT EXISTS ${table} \\(([\\s\\S]*?)\\n\\);`).exec(d1)![1];
      expect(columns, table).toEqual([...body.matchAll(/^\s{2}([a-z_0-9]+) (?:INTEGER|TEXT)/gm)].map((m) => m[1]));
    }
  });

  it("are not readable or writable by anon or a signed-in user", () => {
    service("INSERT INTO public.subscribers (email, list, status) VALUES ('a@example.com', 'newsletter', 'pending');");
    for (const role of ["anon", "authenticated"]) {
      for (const sql of [
        "SELECT * FROM public.subscribers;",
        "SELECT * FROM public.event_registrations;",
        "SELECT * FROM public.billing_links;",
        "INSERT INTO public.subscribers (email, list, status) VALUES ('b@example.com', 'newsletter', 'pending');",
        "SELECT * FROM public.sign_up_subscriber('c@example.com', 'newsletter', 'C', now());",
        "SELECT public.use_billing_link('x', now());",
      ]) {
        const result = db.as(role, sql);
        expect(result.ok, `${role}: ${sql}`).toBe(false);
        expect(result.stderr).toContain("permission denied");
      }
    }
  });

  it("sends one confirmation an hour while pending, none once confirmed", () => {
    const signUp = (at: string) =>
      service(
        `SELECT status || ':' || send_confirmation FROM public.sign_up_subscriber('grace@example.com', 'newsletter', 'Grace', '${at}');`,
      );
    expect(signUp("2026-11-25T10:00:00Z")).toBe("pending:true");
    expect(signUp("2026-11-25T10:30:00Z")).toBe("pending:false");
    expect(signUp("2026-11-25T11:00:01Z")).toBe("pending:true");
    service("UPDATE public.subscribers SET status = 'confirmed' WHERE email = 'grace@example.com';");
    expect(signUp("2026-11-25T13:00:00Z")).toBe("confirmed:false");
    service(
      "SELECT public.set_subscriber('grace@example.com', 'newsletter', NULL, 'unsubscribed', '2026-11-25T14:00:00Z');",
    );
    expect(
      service("SELECT status || ' ' || unsubscribed_at FROM public.subscribers WHERE email = 'grace@example.com';"),
    ).toBe("unsubscribed 2026-11-25 14:00:00+00");
  });

  it("claims each reminder once, skipping the unsubscribed and late registrations", () => {
    const start = "2026-11-28T23:00:00Z";
    const register = (email: string, at: string) =>
      service(`SELECT created FROM public.register_for_event('${email}', 'N', '${start}', '${at}');`);
    expect(register("ada@example.com", "2026-11-20T10:00:00Z")).toBe("t");
    expect(register("ada@example.com", "2026-11-21T10:00:00Z")).toBe("f");
    register("bob@example.com", "2026-11-20T10:00:00Z");
    register("late@example.com", "2026-11-28T22:30:00Z");
    service("SELECT public.set_subscriber('bob@example.com', 'event', NULL, 'unsubscribed', '2026-11-21T10:00:00Z');");
    const claim = (kind: string, at: string, from: string, until: string, lead: string) =>
      service(
        `SELECT string_agg(email, ',' ORDER BY email) FROM public.claim_event_reminders('${kind}', '${at}', '${from}', '${until}', '${lead}', 50);`,
      );
    // At T-24 h + 1 min: the session is more than an hour and at most a day away.
    expect(claim("24h", "2026-11-27T23:01:00Z", "2026-11-28T00:01:00Z", "2026-11-28T23:01:00Z", "86400 seconds")).toBe(
      "ada@example.com",
    );
    expect(claim("24h", "2026-11-27T23:06:00Z", "2026-11-28T00:06:00Z", "2026-11-28T23:06:00Z", "86400 seconds")).toBe(
      "",
    );
    expect(claim("1h", "2026-11-28T22:01:00Z", "2026-11-28T22:01:00Z", "2026-11-28T23:01:00Z", "3600 seconds")).toBe(
      "ada@example.com",
    );
    expect(claim("1h", "2026-11-28T22:35:00Z", "2026-11-28T22:35:00Z", "2026-11-28T23:35:00Z", "3600 seconds")).toBe(
      "",
    );
  });

  it("uses a billing link once, within its hour", () => {
    service(
      "INSERT INTO public.billing_links (nonce, email, expires_at) VALUES ('nonce-0123456789abcdef', 'm@example.com', '2026-11-25T11:00:00Z'), ('nonce-expired-0123456789', 'm@example.com', '2026-11-25T09:00:00Z');",
    );
    expect(service("SELECT public.use_billing_link('nonce-0123456789abcdef', '2026-11-25T10:30:00Z');")).toBe("t");
    expect(service("SELECT public.use_billing_link('nonce-0123456789abcdef', '2026-11-25T10:31:00Z');")).toBe("f");
    expect(service("SELECT public.use_billing_link('nonce-expired-0123456789', '2026-11-25T10:30:00Z');")).toBe("f");
  });
});
