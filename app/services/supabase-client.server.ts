import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/**
 * Supabase's server client over one request's cookies (@supabase/ssr 0.12): the session comes from
 * the request's cookies and every cookie it writes back (sign-in, refresh, sign-out) is collected
 * in `headers`. Its cookies are HttpOnly (the library's default lets scripts read them), SameSite=Lax,
 * and Secure in production.
 */

/** Never used: the client builds Realtime eagerly and refuses to start without a WebSocket (Node 20). */
class NoRealtime {
  constructor() {
    throw new Error("The owner's area does not use Supabase Realtime.");
  }
}

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
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    global: {
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }),
    },
  });
}

/**
 * A client with the service-role key, for Auth's admin API (the owner's recovery): no session, no
 * cookies, never sent to the browser.
 */
export function createServiceSupabase(options: { url: string; serviceRoleKey: string; timeoutMs: number }) {
  return createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }) },
  });
}
