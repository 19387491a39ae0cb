import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { investorBundlePage } from "~/content/sales/beginner-to-expert-investor-bundle";
import { island } from "~/components/ui/island";
import { BeginnerToExpertInvestorBundlePage } from "./lazy/beginner-to-expert-investor-bundle.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, investorBundlePage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(BeginnerToExpertInvestorBundlePage, () =>
  import("./lazy/beginner-to-expert-investor-bundle").then((page) => page.BeginnerToExpertInvestorBundlePage),
);
