import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { seoMeta } from "~/lib/seo";
import { failureAnswer, field, ownerReturnPath } from "~/services/owner/owner-forms.server";
import { signInOwner } from "~/services/owner/owner-account.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";
import { island } from "~/components/ui/island";
import { SignIn } from "./lazy/owner-sign-in.server";

export { pageMeta as meta } from "~/root";

export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Sign in Failed";

export async function loader(args: LoaderFunctionArgs) {
  const redirectTo = ownerReturnPath(new URL(args.request.url).searchParams.get("redirectTo"));
  return json({
    meta: seoMeta(args, { title: "Owner sign-in", description: "Sign in to the owner's area.", noindex: true }),
    redirectTo,
  });
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const email = field(form, "email", 320).trim();
  const password = field(form, "password", 2000);
  const redirectTo = ownerReturnPath(field(form, "redirectTo"));
  const area = ownerArea(args);
  try {
    await signInOwner(area, email, password);
  } catch (error) {
    return failureAnswer(error, { title: TITLE, values: { email }, headers: withAuthCookies(area) });
  }
  // The leads guard sends the owner on to the code (or to enrol one) before anything else.
  return redirect(redirectTo, { status: 303, headers: withAuthCookies(area) });
}

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(SignIn, () => import("./lazy/owner-sign-in").then((page) => page.SignIn));
