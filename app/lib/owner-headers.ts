import type { HeadersFunction } from "@remix-run/cloudflare";
import { actionRetryAfter } from "./form-headers";

/**
 * Every owner page's `headers` export: a page rendered after an action answers with the action's
 * cookies (a new session, a refreshed Supabase token) and Retry-After (the lock), plus its loader's.
 */
export const ownerHeaders: HeadersFunction = (args) => {
  const headers = new Headers();
  for (const source of [args.loaderHeaders, args.actionHeaders, args.errorHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  }
  const retry = actionRetryAfter(args);
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
