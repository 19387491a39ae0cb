import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AccountFormCard,
  OwnerCredentialsFields,
  OwnerField,
  OwnerForm,
  SetupSecretField,
  useOwnerActionData,
} from "~/components/owner/owner-form";
import { AccountRecoveredCard } from "~/components/owner/recovery-codes";
import { seoMeta } from "~/lib/seo";
import { RECOVER_IN_DASHBOARD } from "~/services/owner/owner-auth-supabase.server";
import { accountPost, failureAnswer, field } from "~/services/owner/owner-forms.server";
import { closedMessage, recoverOwner } from "~/services/owner/owner-account.server";
import { ownerArea, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Recovery Failed";

/**
 * A forgotten password or a lost authenticator app: the setup secret (or a recovery code) and the
 * address set a new password, remove every app, recovery code and session. The answer shows the
 * fresh set of codes once (D1; Supabase keeps none), then the owner adds an app again.
 */
export async function loader(args: LoaderFunctionArgs) {
  const area = ownerArea(args);
  return json({
    meta: seoMeta(args, {
      title: "Recover the owner's account",
      description: "A new password and a new authenticator app for the owner's account.",
      noindex: true,
    }),
    // Without the service-role key a Supabase site recovers in Supabase's dashboard.
    closed:
      area.backend === "supabase"
        ? area.canRecover
          ? (closedMessage(area, "Recovery") ?? null)
          : RECOVER_IN_DASHBOARD
        : null,
    // Why the setup secret cannot be used here (a recovery code still can, on D1).
    secretClosed: closedMessage(area, "Recovery with the setup secret") ?? null,
    asksForSecret: area.setup.kind === "secret",
    // Local development without a secret: the address alone recovers, on this machine.
    setupOpen: area.setup.kind === "open",
    takesCodes: area.backend === "d1",
    localDevelopment: area.localDevelopment,
  });
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const { email, password, setupSecret } = accountPost(form);
  const recoveryCode = field(form, "recoveryCode", 100);
  const area = ownerArea(args);
  let recoveryCodes: string[];
  try {
    recoveryCodes = await recoverOwner(area, email, password, { setupSecret, recoveryCode });
  } catch (error) {
    return failureAnswer(error, { title: TITLE, values: { email }, headers: withAuthCookies(area) });
  }
  // Shown in this answer only: the site keeps their hashes, so they never appear again.
  if (recoveryCodes.length > 0) return json({ recoveryCodes }, { headers: withAuthCookies(area) });
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
  const { closed, secretClosed, asksForSecret, setupOpen, takesCodes, localDevelopment } =
    useLoaderData<typeof loader>();
  const data = useOwnerActionData();
  const recovered = useActionData<typeof action>();
  if (recovered && "recoveryCodes" in recovered) return <AccountRecoveredCard codes={recovered.recoveryCodes} />;
  return (
    <AccountFormCard
      title="Recover the owner's account"
      closed={closed}
      back="Remembered it?"
      intro={
        <>
          <p>
            Forgot the password, or lost the phone with the authenticator app? Choose a new password and prove the
            account is yours
            {setupOpen
              ? " (running locally without a setup secret, the address is enough)"
              : asksForSecret && takesCodes
                ? " with the setup secret (the one chosen when the site was set up) or one of your recovery codes"
                : asksForSecret
                  ? " with the setup secret (the one chosen when the site was set up)"
                  : " with one of your recovery codes"}
            . Your authenticator apps are removed and every session ends; you then add an app again.
          </p>
          {secretClosed && takesCodes ? <p className="text-sm text-slate-600">{secretClosed}</p> : null}
        </>
      }
    >
      <OwnerForm intent="recover" submit="Recover account" submitting="Recovering…" label="Recover account">
        <OwnerCredentialsFields purpose="sign-up" email={data?.values.email} />
        {asksForSecret ? <SetupSecretField local={localDevelopment} required={!takesCodes} /> : null}
        {takesCodes ? (
          <OwnerField
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            required={!asksForSecret && !setupOpen}
            maxLength={40}
            hint={
              asksForSecret
                ? "Or one of the recovery codes you saved, instead of the setup secret. Each works once."
                : "One of the recovery codes you saved. Each works once."
            }
          />
        ) : null}
      </OwnerForm>
    </AccountFormCard>
  );
}
