import type { TypedResponse } from "@remix-run/cloudflare";
import { keptWhileSame } from "~/lib/kept";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8" };

/**
 * A loader's data kept as JSON while it is made from the same inputs (`isEqual`, e.g. the same
 * objects: the owner's overrides and the shown offers are new objects after each change). A page
 * every visitor sees alike between her saves and Stripe's price refreshes is then built and
 * serialized once per isolate instead of once per view (docs/decisions/0023). Answers what Remix's
 * json() answers.
 */
export function keptJson<A extends unknown[], T>(make: (...inputs: A) => T, isEqual: (next: A, last: A) => boolean) {
  const kept = keptWhileSame((...inputs: A) => JSON.stringify(make(...inputs)), isEqual);
  return (...inputs: A) => new Response(kept(...inputs), { headers: JSON_HEADERS }) as TypedResponse<T>;
}
