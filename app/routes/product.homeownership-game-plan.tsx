import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homeownershipGamePlanPage } from "~/content/sales/homeownership-game-plan";
import { island } from "~/components/ui/island";
import { HomeownershipGamePlanPage } from "./lazy/homeownership-game-plan.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, homeownershipGamePlanPage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(HomeownershipGamePlanPage, () =>
  import("./lazy/homeownership-game-plan").then((page) => page.HomeownershipGamePlanPage),
);
