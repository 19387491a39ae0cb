import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import {
  AuthCard,
  OwnerActionToast,
  OwnerCredentialsFields,
  OwnerForm,
  useOwnerActionData,
} from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { failureAnswer, field, ownerReturnPath } from "~/services/owner/owner-forms.server";
import { signInOwner } from "~/services/owner/owner-account.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

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

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const data = useOwnerActionData();
  return (
    <AuthCard title="Owner sign-in" intro={<p>For the site’s owner: leads and orders.</p>}>
      <OwnerForm intent="sign-in" submit="Sign in" submitting="Signing in…" label="Sign in">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <OwnerCredentialsFields purpose="sign-in" email={data?.values.email} />
      </OwnerForm>
      <p className="mt-6 text-sm text-slate-700">
        No account yet?{" "}
        <Link to="/owner/sign-up" className="font-semibold text-brand-800 underline">
          Create the owner’s account
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Forgot the password or lost your phone?{" "}
        <Link to="/owner/recover" className="font-semibold text-brand-800 underline">
          Recover the account
        </Link>
      </p>
      <OwnerActionToast />
    </AuthCard>
  );
}
