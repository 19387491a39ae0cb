import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Every owner page's `headers` export: a page rendered after an action answers with the action's
 * cookies (a new session, a refreshed Supabase token) and Retry-After (the lock), plus its loader's.
 */
export const ownerHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    if (!source) continue;
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
    const retry = source.get("Retry-After");
    if (retry) headers.set("Retry-After", retry);
  }
  return headers;
};
