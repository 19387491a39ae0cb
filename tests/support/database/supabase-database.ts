import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { OWNER } from "../fixtures/owner";
import { ensurePostgresRunning, psql, psqlOk, type PsqlResult } from "./postgres";

/** supabase/migrations, in the order Supabase applies them. */
export const SUPABASE_MIGRATIONS = path.resolve(process.cwd(), "supabase/migrations");

export function migrationFiles(): string[] {
  return readdirSync(SUPABASE_MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => path.join(SUPABASE_MIGRATIONS, name));
}

/** Supabase's API roles, which a plain PostgreSQL lacks. */
const ROLES = ["anon", "authenticated", "service_role"];
/** The advisory lock key under which a setup creates and alters the cluster's roles. */
const ROLE_SETUP_LOCK = 15_001;

/** The row that makes the test owner an owner (public.owners). */
export const OWNER_ROW = `INSERT INTO public.owners (email) VALUES ('${OWNER}');`;
/** The JWT claims PostgREST would set for a signed-in non-owner and for the owner at each level. */
export const SQL_CLAIMS = {
  nonOwner: { role: "authenticated", sub: "u-1", email: "someone@example.com", aal: "aal2" },
  ownerAal1: { role: "authenticated", sub: "u-2", email: OWNER, aal: "aal1" },
  ownerAal2: { role: "authenticated", sub: "u-2", email: OWNER, aal: "aal2" },
};

/** A file of supabase/migrations, by name. */
export function supabaseMigration(name: string): string {
  return path.join(SUPABASE_MIGRATIONS, name);
}

export interface SupabaseTestDatabase {
  name: string;
  /** SQL as a role, with these JWT claims (what PostgREST sets from the request), in one session. */
  as(role: string, sql: string, claims?: Record<string, string>): PsqlResult;
  drop(): void;
}

/**
 * A fresh database on Debian's PostgreSQL set up as Supabase's is: its API roles (the service role
 * bypasses row-level security), their grants on the public schema's tables and functions, and
 * Supabase's own auth.jwt() (the request's JWT claims, which the owner's policies read). Then the
 * migrations, in order, up to and including `through` (all of them without it).
 */
export function createSupabaseTestDatabase(
  baseName: string,
  { through }: { through?: string } = {},
): SupabaseTestDatabase {
  // Two checkouts testing on one machine share the cluster: TEST_DB_SUFFIX keeps their databases apart.
  const name = `${baseName}${process.env.TEST_DB_SUFFIX ?? ""}`;
  ensurePostgresRunning();
  psqlOk("postgres", `DROP DATABASE IF EXISTS ${name}; CREATE DATABASE ${name};`);
  // Roles belong to the whole cluster, and test files set up their databases in parallel: two
  // sessions altering the same role at once fail ("tuple concurrently updated"), so the role work
  // runs under one advisory lock, taken in the one database every setup shares.
  psqlOk(
    "postgres",
    `SELECT pg_advisory_lock(${ROLE_SETUP_LOCK});
     DO $$ BEGIN
       ${ROLES.map((role) => `IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF;`).join("\n       ")}
       IF NOT (SELECT rolbypassrls FROM pg_roles WHERE rolname = 'service_role') THEN ALTER ROLE service_role BYPASSRLS; END IF;
     END $$;
     SELECT pg_advisory_unlock(${ROLE_SETUP_LOCK});`,
  );
  psqlOk(
    name,
    `GRANT USAGE ON SCHEMA public TO ${ROLES.join(", ")};
     ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO ${ROLES.join(", ")};
     ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO ${ROLES.join(", ")};
     CREATE SCHEMA IF NOT EXISTS auth;
     GRANT USAGE ON SCHEMA auth TO ${ROLES.join(", ")};
     CREATE OR REPLACE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $$
       SELECT coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
     $$;`,
  );
  const files = migrationFiles();
  const last = through ? files.findIndex((file) => path.basename(file) === through) : files.length - 1;
  if (last < 0) throw new Error(`No migration named ${through} in ${SUPABASE_MIGRATIONS}`);
  for (const file of files.slice(0, last + 1)) psqlOk(name, readFileSync(file, "utf8"));
  return {
    name,
    as: (role, sql, claims = {}) =>
      psql(name, `SET "request.jwt.claims" TO '${JSON.stringify(claims)}';\nSET ROLE ${role};\n${sql}`),
    drop: () => {
      psql("postgres", `DROP DATABASE IF EXISTS ${name};`);
    },
  };
}

/**
 * The Supabase test database of one test file: made before its tests (the migrations through
 * `through`, then `seed` as the superuser), dropped after them. Read it inside tests and hooks.
 */
export function useSupabaseTestDatabase(
  baseName: string,
  { through, seed }: { through?: string; seed?: string } = {},
): SupabaseTestDatabase {
  let db: SupabaseTestDatabase | undefined;
  beforeAll(() => {
    db = createSupabaseTestDatabase(`${baseName}_${process.pid}`, { through });
    if (seed) psqlOk(db.name, seed);
  }, 60_000);
  afterAll(() => db?.drop());
  const current = () => {
    if (!db) throw new Error(`${baseName}: the database is made in beforeAll; read it inside tests and hooks`);
    return db;
  };
  return {
    get name() {
      return current().name;
    },
    as: (role, sql, claims) => current().as(role, sql, claims),
    drop: () => current().drop(),
  };
}

/** A table's columns on the Supabase test database, in order. */
export function supabaseColumns(db: SupabaseTestDatabase, table: string): string[] {
  return psqlOk(
    db.name,
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}' ORDER BY ordinal_position;`,
  ).split("\n");
}

/**
 * A row a store sent to PostgREST, replayed as SQL run by `role`: inserted, or, with `where`, set on
 * the rows it matches. A column the table lacks, or a right the role lacks, shows in `stderr`.
 */
export function replayRow(
  db: SupabaseTestDatabase,
  role: string,
  table: string,
  row: Record<string, unknown>,
  where?: string,
): PsqlResult {
  const columns = Object.keys(row).join(", ");
  const values = `SELECT ${columns} FROM json_populate_record(NULL::public.${table}, '${JSON.stringify(row).replace(/'/g, "''")}'::json)`;
  return db.as(
    role,
    where
      ? `UPDATE public.${table} SET (${columns}) = (${values}) WHERE ${where};`
      : `INSERT INTO public.${table} (${columns}) ${values};`,
  );
}
