import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AccountFormCard,
  AuthCard,
  OwnerCredentialsFields,
  OwnerForm,
  SetupSecretField,
} from "~/components/owner/owner-form";
import { AccountRecoveredCard } from "~/components/owner/recovery-codes";
import { seoMeta } from "~/lib/seo";
import { accountPost, failureAnswer, type OwnerActionData } from "~/services/owner/owner-forms.server";
import { closedMessage, signUpOwner } from "~/services/owner/owner-account.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Sign up Failed";

export async function loader(args: LoaderFunctionArgs) {
  const area = ownerArea(args);
  return json({
    meta: seoMeta(args, {
      title: "Create the owner's account",
      description: "Create the owner's account.",
      noindex: true,
    }),
    closed: closedMessage(area, "Sign-up"),
    openToAnyone: area.policy.kind === "anyone",
    asksForSecret: area.setup.kind === "secret",
    localDevelopment: area.localDevelopment,
  });
}

export async function action(args: ActionFunctionArgs) {
  const { email, password, setupSecret } = accountPost(await args.request.formData());
  const area = ownerArea(args);
  let outcome;
  try {
    outcome = await signUpOwner(area, email, password, setupSecret);
  } catch (error) {
    return failureAnswer(error, { title: TITLE, values: { email }, headers: withAuthCookies(area) });
  }
  if (outcome === "check-email") {
    return json({ checkEmail: email }, { headers: withAuthCookies(area) });
  }
  // An account claimed again is a recovery: its fresh codes are shown in this answer, once.
  if (typeof outcome === "object") {
    return json({ recoveryCodes: outcome.recoveryCodes }, { headers: withAuthCookies(area) });
  }
  // Signed in at the first level: the next step is a second factor.
  return redirect("/owner/security", { status: 303, headers: withAuthCookies(area) });
}

export default function SignUp() {
  const { closed, openToAnyone, asksForSecret, localDevelopment } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as
    (OwnerActionData & { checkEmail?: string; recoveryCodes?: string[] }) | undefined;
  if (data?.recoveryCodes) return <AccountRecoveredCard codes={data.recoveryCodes} />;
  if (data?.checkEmail) {
    return (
      <AuthCard title="Check your email">
        <p role="status">
          We sent a confirmation link to <strong>{data.checkEmail}</strong>. Open it on this device to finish creating
          the account; it signs you in here.
        </p>
      </AuthCard>
    );
  }
  return (
    <AccountFormCard
      title="Create the owner's account"
      closed={closed}
      back="Have an account?"
      intro={
        <>
          {openToAnyone ? (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="open-sign-up">
              Local development: no owner address is listed (the OWNER_EMAILS setting), so any address may sign up here,
              on this machine only. Anywhere else only a listed address may.
            </p>
          ) : null}
          {asksForSecret && !closed ? (
            <p>
              Only the person who deploys this site can create the owner&apos;s account: it asks for the setup secret
              chosen when the site was set up.
            </p>
          ) : null}
        </>
      }
    >
      <OwnerForm intent="sign-up" submit="Create account" submitting="Creating account…" label="Create account">
        <OwnerCredentialsFields purpose="sign-up" email={data?.values.email} />
        {asksForSecret ? <SetupSecretField local={localDevelopment} /> : null}
      </OwnerForm>
    </AccountFormCard>
  );
}
