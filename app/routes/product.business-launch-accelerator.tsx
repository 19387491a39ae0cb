import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { businessLaunchAcceleratorPage } from "~/content/sales/business-launch-accelerator";
import { island } from "~/components/ui/island";
import { BusinessLaunchAcceleratorPage } from "./lazy/business-launch-accelerator.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, businessLaunchAcceleratorPage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(BusinessLaunchAcceleratorPage, () =>
  import("./lazy/business-launch-accelerator").then((page) => page.BusinessLaunchAcceleratorPage),
);
