import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fundingBundlePage } from "~/content/sales/funding-bundle";
import { island } from "~/components/ui/island";
import { FundingBundlePage } from "./lazy/funding-bundle.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, fundingBundlePage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(FundingBundlePage, () => import("./lazy/funding-bundle").then((page) => page.FundingBundlePage));
