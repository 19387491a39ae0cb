import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  AuthCard,
  OwnerActionToast,
  OwnerCredentialsFields,
  OwnerForm,
  SetupSecretField,
  useOwnerActionData,
} from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { RECOVER_IN_DASHBOARD } from "~/services/owner-auth-supabase.server";
import { failureAnswer, field } from "~/services/owner-forms.server";
import { ownerArea, recoverOwner, signUpClosedMessage, withAuthCookies } from "~/services/owner-session.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Recovery Failed";

/**
 * A forgotten password or a lost authenticator app: the setup secret and the address set a new
 * password, remove every app and end every session. Then the owner adds an app again.
 */
export async function loader(args: LoaderFunctionArgs) {
  const area = ownerArea(args);
  return json({
    meta: seoMeta(args, {
      title: "Recover the owner's account",
      description: "A new password and a new authenticator app for the owner's account.",
      noindex: true,
    }),
    closed:
      area.backend === "supabase" && !area.canRecover
        ? RECOVER_IN_DASHBOARD
        : (signUpClosedMessage(area)?.replace("Sign-up is closed", "Recovery is closed") ?? null),
    asksForSecret: area.setup.kind === "secret",
    localDevelopment: area.localDevelopment,
  });
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const email = field(form, "email", 320).trim();
  const password = field(form, "password", 2000);
  const setupSecret = field(form, "setupSecret", 500);
  const area = ownerArea(args);
  try {
    await recoverOwner(area, email, password, setupSecret);
  } catch (error) {
    return failureAnswer(error, { title: TITLE, values: { email }, headers: withAuthCookies(area) });
  }
  return args.context.services.toasts.redirect(
    "/owner/security",
    {
      type: "success",
      message: "Account recovered",
      description: "Your new password is set and every other session has ended. Add an authenticator app now.",
    },
    { headers: withAuthCookies(area) },
  );
}

export default function Recover() {
  const { closed, asksForSecret, localDevelopment } = useLoaderData<typeof loader>();
  const data = useOwnerActionData();
  return (
    <AuthCard
      title="Recover the owner's account"
      intro={
        <>
          {closed ? <p role="alert">{closed}</p> : null}
          <p>
            Forgot the password, or lost the phone with the authenticator app? Choose a new password
            {asksForSecret ? " and enter the setup secret (OWNER_SETUP_SECRET)" : ""}. Your authenticator apps are
            removed and every session ends; you then add an app again.
          </p>
        </>
      }
    >
      {closed ? null : (
        <OwnerForm intent="recover" submit="Recover account" submitting="Recovering…" label="Recover account">
          <OwnerCredentialsFields purpose="sign-up" email={data?.values.email} />
          {asksForSecret ? <SetupSecretField local={localDevelopment} /> : null}
        </OwnerForm>
      )}
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{" "}
        <Link to="/owner/sign-in" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
      <OwnerActionToast />
    </AuthCard>
  );
}
