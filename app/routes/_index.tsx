import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homePageAnswer } from "~/services/sales/home-page.server";
import { island } from "~/components/ui/island";
import { HomePage } from "./lazy/home.server";

export { pageMeta as meta } from "~/root";

/** The page's words and prices, and the tabs its query chose (services/sales/home-page.server.ts). */
export const loader = (args: LoaderFunctionArgs) => homePageAnswer(args);

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(HomePage, () => import("./lazy/home").then((page) => page.HomePage));
