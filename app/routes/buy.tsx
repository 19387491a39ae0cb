import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formHeaders } from "~/lib/form-headers";
import { island } from "~/components/ui/island";
import { BuyPage } from "./lazy/buy.server";

export { pageMeta as meta } from "~/root";

/*
 * /buy: every buy button posts here (services/sales/buy-page.server.ts). Imported when the loader
 * or the action runs: the browser's build carries no stand-in for it (docs/decisions/0032).
 */
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/buy-page.server").then((page) => page.buyPageLoader(args));

export const action = (args: ActionFunctionArgs) =>
  import("~/services/sales/buy-page.server").then((page) => page.buyPageAction(args));

/** The 405's Allow header; a post's own answer (400) has none, and a refusal for its rate its Retry-After. */
export const headers: HeadersFunction = (args) => {
  const answeredPost = [...args.actionHeaders.keys()].length > 0;
  const allow = args.loaderHeaders.get("Allow");
  return !answeredPost && allow ? { Allow: allow } : formHeaders(args);
};

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(BuyPage, () => import("./lazy/buy").then((page) => page.BuyPage));
