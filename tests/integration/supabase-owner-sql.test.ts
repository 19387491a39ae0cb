import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePostgresRunning, psql, psqlOk } from "../support/postgres";

/**
 * supabase/migrations on Debian's PostgreSQL, as Supabase's roles with the JWT claims PostgREST
 * sets: the anonymous role, a signed-in non-owner, the owner at aal1 and the owner at aal2.
 * auth.jwt() is Supabase's own definition (the request's claims).
 */

const DATABASE = `owner_sql_test_${process.pid}`;
const MIGRATIONS = path.resolve(process.cwd(), "supabase/migrations");
const ROLES = ["anon", "authenticated", "service_role"];
const OWNER = "owner@example.com";

beforeAll(() => {
  ensurePostgresRunning();
  psqlOk("postgres", `DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE};`);
  for (const role of ROLES) {
    psqlOk(
      "postgres",
      `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF; END $$;`,
    );
  }
  psqlOk(
    DATABASE,
    `GRANT USAGE ON SCHEMA public TO ${ROLES.join(", ")};
     ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO ${ROLES.join(", ")};
     CREATE SCHEMA IF NOT EXISTS auth; GRANT USAGE ON SCHEMA auth TO ${ROLES.join(", ")};
     CREATE OR REPLACE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $$
       SELECT coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
     $$;`,
  );
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    psqlOk(DATABASE, readFileSync(path.join(MIGRATIONS, file), "utf8"));
  }
  psqlOk(
    DATABASE,
    `INSERT INTO public.owners (email) VALUES ('${OWNER}');
     INSERT INTO public.leads (name, email, form_source) VALUES ('Ada Lovelace', 'ada@example.com', 'Contact Page');`,
  );
}, 60_000);

afterAll(() => {
  psql("postgres", `DROP DATABASE IF EXISTS ${DATABASE};`);
});

const claims = {
  nonOwner: { role: "authenticated", sub: "u-1", email: "someone@example.com", aal: "aal2" },
  ownerAal1: { role: "authenticated", sub: "u-2", email: OWNER, aal: "aal1" },
  ownerAal2: { role: "authenticated", sub: "u-2", email: OWNER, aal: "aal2" },
};

/** SQL as a role with these JWT claims, in one session. */
const as = (role: string, sql: string, jwt: Record<string, string> = {}) =>
  psql(DATABASE, `SET "request.jwt.claims" TO '${JSON.stringify(jwt)}';\nSET ROLE ${role};\n${sql}`);

describe("the owner's access to leads on Supabase", () => {
  it("applies cleanly twice", () => {
    expect(psql(DATABASE, readFileSync(path.join(MIGRATIONS, "20261201000000_owner.sql"), "utf8")).stderr).not.toMatch(
      /ERROR/,
    );
  });

  it("gives leads the owner's status (new by default) and note", () => {
    expect(psqlOk(DATABASE, "SELECT status, note IS NULL FROM public.leads;")).toBe("new|t");
    expect(psql(DATABASE, "UPDATE public.leads SET status = 'won';").ok).toBe(false);
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
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", claims.nonOwner).stdout).toBe("0");
    expect(as("authenticated", "UPDATE public.leads SET status = 'closed' RETURNING id;", claims.nonOwner).stdout).toBe(
      "",
    );
  });

  it("shows the owner at aal1 no leads", () => {
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", claims.ownerAal1).stdout).toBe("0");
    expect(
      as("authenticated", "UPDATE public.leads SET status = 'closed' RETURNING id;", claims.ownerAal1).stdout,
    ).toBe("");
  });

  it("lets the owner at aal2 read leads and change their status and note, and nothing else", () => {
    expect(as("authenticated", "SELECT count(*) FROM public.leads;", claims.ownerAal2).stdout).toBe("2");
    const update = as(
      "authenticated",
      "UPDATE public.leads SET status = 'contacted', note = 'Called' WHERE email = 'ada@example.com' RETURNING status, note;",
      claims.ownerAal2,
    );
    expect(update.stdout).toBe("contacted|Called");
    for (const sql of [
      "UPDATE public.leads SET name = 'Mallory';",
      "UPDATE public.leads SET email = 'x@example.com';",
      "DELETE FROM public.leads;",
      "INSERT INTO public.leads (name, email, form_source) VALUES ('Eve', 'eve@example.com', 'Contact Page');",
      "SELECT * FROM public.owners;",
    ]) {
      const result = as("authenticated", sql, claims.ownerAal2);
      expect(result.ok, sql).toBe(false);
      expect(result.stderr).toContain("permission denied");
    }
  });
});
