import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/**
 * The one place the site makes Supabase clients: with a key and no session (the lead records with
 * the anon key; orders, the outbox, consent, registrations, billing links and the owner's recovery
 * with the service-role key), or over one request's cookies (the owner's area). Every client waits
 * at most `timeoutMs` for Supabase, and `supabaseQueries` turns every failure into the record module's own error.
 */

/**
 * Never used: the site never subscribes to Realtime, but the client builds a Realtime client
 * eagerly and refuses to start without a WebSocket class where there is none (Node 20).
 */
class NoRealtime {
  constructor() {
    throw new Error("The site does not use Supabase Realtime.");
  }
}

const realtime = { transport: NoRealtime as unknown as typeof WebSocket };

function fetchWithin(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/** A server-only client with one key: no session, no cookies, never sent to the browser. */
export function createKeySupabase(options: { url: string; key: string; timeoutMs: number }): SupabaseClient {
  return createClient(options.url, options.key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
    global: { fetch: fetchWithin(options.timeoutMs) },
  });
}

/**
 * Supabase's server client over one request's cookies (@supabase/ssr 0.12): the session comes from
 * the request's cookies and every cookie it writes back (sign-in, refresh, sign-out) is collected
 * in `headers`. Its cookies are HttpOnly (the library's default lets scripts read them), SameSite=Lax,
 * and Secure in production.
 */
export function createRequestSupabase(options: {
  url: string;
  anonKey: string;
  request: Request;
  headers: Headers;
  production: boolean;
  timeoutMs: number;
}): SupabaseClient {
  const { request, headers } = options;
  return createServerClient(options.url, options.anonKey, {
    cookieOptions: { httpOnly: true, secure: options.production, sameSite: "lax", path: "/" },
    cookies: {
      getAll: () =>
        parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({ name, value: value ?? "" })),
      setAll: (cookies) => {
        for (const { name, value, options: cookieOptions } of cookies) {
          headers.append("Set-Cookie", serializeCookieHeader(name, value, cookieOptions));
        }
      },
    },
    auth: { flowType: "pkce", detectSessionInUrl: false },
    realtime,
    global: { fetch: fetchWithin(options.timeoutMs) },
  });
}

/** What the server's own record modules are given: Supabase with the service-role key (no other role has access). */
export interface ServiceRoleOptions {
  url: string;
  serviceRoleKey: string;
  timeoutMs: number;
}

type Result = {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
  count?: number | null;
};

/** A query's answer: `allowed` when it failed with the Postgres error code the caller expects (then no data). */
export interface QueryAnswer {
  data: unknown;
  count: number | null;
  allowed: boolean;
}

/**
 * Runs a record module's queries on a client made on first use (most requests never need one): every
 * failure, thrown or answered, becomes the record module's own error through `fail`.
 */
export function supabaseQueries(connect: () => SupabaseClient, fail: (message: string, cause?: unknown) => Error) {
  let client: SupabaseClient | null = null;
  async function query(
    what: string,
    build: (client: SupabaseClient) => PromiseLike<Result>,
    allow?: string,
  ): Promise<QueryAnswer> {
    let result: Result;
    try {
      result = await build((client ??= connect()));
    } catch (error) {
      throw fail(`Supabase ${what} failed: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    // As before the record modules shared this: an error without a code passes when no code is expected.
    if (result.error && result.error.code === allow) {
      return { data: null, count: null, allowed: true };
    }
    if (result.error) {
      throw fail(
        `Supabase ${what} failed (HTTP ${result.status}${result.error.code ? `, ${result.error.code}` : ""}): ${result.error.message}`,
      );
    }
    return { data: result.data, count: result.count ?? null, allowed: false };
  }
  /** The query's data; null when it failed with `allow`. */
  async function run(
    what: string,
    build: (client: SupabaseClient) => PromiseLike<Result>,
    allow?: string,
  ): Promise<unknown> {
    return (await query(what, build, allow)).data;
  }
  return { query, run };
}

/** `supabaseQueries` with the service-role key. */
export function serviceRoleQueries(options: ServiceRoleOptions, fail: (message: string, cause?: unknown) => Error) {
  return supabaseQueries(
    () => createKeySupabase({ url: options.url, key: options.serviceRoleKey, timeoutMs: options.timeoutMs }),
    fail,
  );
}

export const rowsOf = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : [];

/** Postgres' unique_violation: the row is there already (a replayed post, a session's order). */
export const UNIQUE_VIOLATION = "23505";
