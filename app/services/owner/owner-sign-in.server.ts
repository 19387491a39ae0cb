import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { seoMeta } from "~/lib/seo";
import { failureAnswer, field, ownerReturnPath } from "~/services/owner/owner-forms.server";
import { signInOwner } from "~/services/owner/owner-account.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

const TITLE = "Sign in Failed";

/** /owner/sign-in: the page, and where after signing in. */
export async function signInPage(args: LoaderFunctionArgs) {
  const redirectTo = ownerReturnPath(new URL(args.request.url).searchParams.get("redirectTo"));
  return json({
    meta: seoMeta(args, { title: "Owner sign-in", description: "Sign in to the owner's area.", noindex: true }),
    redirectTo,
  });
}

/** The sign-in's post: on to the page asked for, or the form again with why and the email kept. */
export async function signInPost(args: ActionFunctionArgs) {
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
