import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AuthCard, OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { failureAnswer } from "~/services/owner/owner-forms.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** Sign-out is a POST (from every owner page): it ends the session on the server. */
export async function action(args: ActionFunctionArgs) {
  const area = ownerArea(args);
  try {
    await area.auth.signOut();
  } catch (error) {
    return failureAnswer(error, { title: "Sign out Failed", values: {}, headers: withAuthCookies(area) });
  }
  return args.context.services.toasts.redirect(
    "/owner/sign-in",
    { type: "success", message: "Signed out", description: "You have been signed out of the owner's area." },
    { headers: withAuthCookies(area) },
  );
}

/** A GET never signs anyone out (a link or a prefetch must not end a session): it offers the button. */
export function loader(args: LoaderFunctionArgs) {
  return json({
    meta: seoMeta(args, { title: "Sign out", description: "Sign out of the owner's area.", noindex: true }),
  });
}

export default function SignOut() {
  return (
    <AuthCard title="Sign out" intro={<p>End your session in the owner’s area.</p>}>
      <OwnerForm intent="sign-out" submit="Sign out" submitting="Signing out…" label="Sign out" />
      <OwnerActionToast />
    </AuthCard>
  );
}
