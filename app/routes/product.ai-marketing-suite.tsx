import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { island } from "~/components/ui/island";
import { subscriptionPromise } from "~/content/legal";
import { aiMarketingSuitePage } from "~/content/sales/ai-marketing-suite";
import { AiMarketingSuitePage } from "./lazy/ai-marketing-suite.server";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) =>
    sales.salesPage(args, aiMarketingSuitePage, { subscriptionPromise }),
  );

export default island(AiMarketingSuitePage, () =>
  import("./lazy/ai-marketing-suite").then((page) => page.AiMarketingSuitePage),
);
