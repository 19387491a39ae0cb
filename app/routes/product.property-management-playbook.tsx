import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { propertyManagementPlaybookPage } from "~/content/sales/property-management-playbook";
import { island } from "~/components/ui/island";
import { PropertyManagementPlaybookPage } from "./lazy/property-management-playbook.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, propertyManagementPlaybookPage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(PropertyManagementPlaybookPage, () =>
  import("./lazy/property-management-playbook").then((page) => page.PropertyManagementPlaybookPage),
);
