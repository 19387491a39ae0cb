import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";
import { island } from "~/components/ui/island";
import { BizRegistrationBundlePage } from "./lazy/biz-registration-bundle.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, bizRegistrationBundlePage));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(BizRegistrationBundlePage, () =>
  import("./lazy/biz-registration-bundle").then((page) => page.BizRegistrationBundlePage),
);
