import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dominionWealthBundlePage } from "~/content/sales/dominion-wealth-bundle";
import { island } from "~/components/ui/island";
import { DominionWealthBundlePage } from "./lazy/dominion-wealth-bundle.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, dominionWealthBundlePage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(DominionWealthBundlePage, () =>
  import("./lazy/dominion-wealth-bundle").then((page) => page.DominionWealthBundlePage),
);
