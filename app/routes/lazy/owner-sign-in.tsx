// The body of /owner/sign-in, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import {
  AuthCard,
  OwnerActionToast,
  OwnerCredentialsFields,
  OwnerForm,
  useOwnerActionData,
} from "~/components/owner/owner-form";
import type { loader } from "../owner.sign-in";

export { pageMeta } from "~/root";

export function SignIn() {
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
