import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { island } from "~/components/ui/island";
import { SuccessPage } from "./lazy/success.server";

export { pageMeta as meta } from "~/root";

/*
 * /success?session_id=…: Stripe sends the buyer here after paying (services/sales/success-page.server.ts).
 * Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
 */
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/success-page.server").then((page) => page.successPage(args));

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: RouteHandle = { footer: false };

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(SuccessPage, () => import("./lazy/success").then((page) => page.SuccessPage));
