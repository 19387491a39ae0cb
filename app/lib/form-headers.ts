import type { HeadersArgs, HeadersFunction } from "@remix-run/cloudflare";

/**
 * A post refused for its rate or a lock answers 429 with Retry-After (retryAfterHeaders in
 * rate-limit.server.ts). On a document request Remix renders the page with only the route's own
 * `headers` (without that export, only the action's cookies), so a page whose action can refuse
 * passes Retry-After on here.
 */
export function actionRetryAfter({ actionHeaders, errorHeaders }: Pick<HeadersArgs, "actionHeaders" | "errorHeaders">) {
  return actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? null;
}

/** The `headers` export of a page with a form whose action can refuse a post for its rate. */
export const formHeaders: HeadersFunction = (args) => {
  const headers = new Headers();
  const retry = actionRetryAfter(args);
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
