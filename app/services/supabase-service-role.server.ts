import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** The client never subscribes to Realtime; see leads-supabase.server.ts. */
class NoRealtime {
  constructor() {
    throw new Error("This store does not use Supabase Realtime.");
  }
}

export interface ServiceRoleOptions {
  url: string;
  serviceRoleKey: string;
  timeoutMs: number;
}

type Result = { data: unknown; error: { message: string; code?: string } | null; status: number };

/**
 * A server-only Supabase client with the service-role key (the consent records and registrations:
 * no other role has any access), made on first use, and a runner that turns every failure into the
 * store's own error.
 */
export function serviceRoleStore(options: ServiceRoleOptions, fail: (message: string, cause?: unknown) => Error) {
  let client: SupabaseClient | null = null;
  const connect = () =>
    (client ??= createClient(options.url, options.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as typeof WebSocket },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }) },
    }));
  /** The query's data; null when it failed with `allow`, a Postgres error code the caller expects. */
  async function run(
    what: string,
    query: (client: SupabaseClient) => PromiseLike<Result>,
    allow?: string,
  ): Promise<unknown> {
    let result: Result;
    try {
      result = await query(connect());
    } catch (error) {
      throw fail(`Supabase ${what} failed: ${error instanceof Error ? error.message : String(error)}`, error);
    }
    if (result.error && result.error.code === allow) return null;
    if (result.error) {
      throw fail(
        `Supabase ${what} failed (HTTP ${result.status}${result.error.code ? `, ${result.error.code}` : ""}): ${result.error.message}`,
      );
    }
    return result.data;
  }
  return { run };
}

export const rowsOf = (data: unknown): Record<string, unknown>[] =>
  Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
