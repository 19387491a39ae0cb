import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { island } from "~/components/ui/island";
import { SignIn } from "./lazy/owner-sign-in.server";

export { pageMeta as meta } from "~/root";

export { ownerHeaders as headers } from "~/lib/owner-headers";

// Imported when the loader or the action runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/owner/owner-sign-in.server").then((page) => page.signInPage(args));

export const action = (args: ActionFunctionArgs) =>
  import("~/services/owner/owner-sign-in.server").then((page) => page.signInPost(args));

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(SignIn, () => import("./lazy/owner-sign-in").then((page) => page.SignIn));
