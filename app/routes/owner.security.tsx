import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerField, OwnerForm, useOwnerActionData } from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { qrDataUrl } from "~/lib/totp";
import type { Enrolment } from "~/services/owner/owner-auth.server";
import { failureAnswer, field, refusal, ownerPage } from "~/services/owner/owner-forms.server";
import {
  makeRecoveryCodes,
  signOutEverywhere,
  verifyFreshCode,
  verifyOwnerCode,
} from "~/services/owner/owner-account.server";
import { requireSignedIn, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Sign in Failed";
const MAX_NAME = 60;

export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const factors = await area.auth.listFactors();
    const verified = factors.filter((factor) => factor.status === "verified");
    // With an app already set up, its code comes first (the Epic Stack's rule: aal2 before changes).
    if (verified.length > 0 && session.aal !== "aal2") {
      throw redirect(`/owner/verify?redirectTo=${encodeURIComponent("/owner/security")}`, {
        headers: withAuthCookies(area),
      });
    }
    return json(
      {
        signedInAs: session.user.email,
        meta: seoMeta(args, {
          title: "Security",
          description: "Two-step sign-in for the owner's area.",
          noindex: true,
        }),
        factors: verified.map(({ id, friendlyName }) => ({ id, friendlyName })),
        canRecover: area.canRecover,
        // Recovery codes are kept where the site keeps its own accounts (D1).
        offersCodes: area.backend === "d1",
      },
      { headers: withAuthCookies(area) },
    );
  });

type EnrolmentView = Pick<Enrolment, "factorId" | "friendlyName" | "secret" | "uri" | "qrCode">;

export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const form = await args.request.formData();
    const intent = field(form, "intent", 20);
    const headers = () => withAuthCookies(area);

    if (intent === "enrol") {
      const friendlyName = field(form, "friendlyName", 200).trim();
      if (!friendlyName || friendlyName.length > MAX_NAME) {
        return refusal(
          TITLE,
          `Name the app in 1 to ${MAX_NAME} characters (e.g. "My phone").`,
          { friendlyName },
          headers(),
        );
      }
      try {
        const enrolment = await area.auth.enrol(friendlyName);
        return json({ enrolment: enrolment satisfies EnrolmentView }, { headers: headers() });
      } catch (error) {
        return failureAnswer(error, { title: TITLE, values: { friendlyName }, headers: headers() });
      }
    }

    if (intent === "verify-new") {
      const factorId = field(form, "factorId", 100);
      const uri = field(form, "uri", 500);
      // Shown again after a wrong code: what the page had (the owner's own secret, on their own page).
      const extra = {
        factorId,
        friendlyName: field(form, "friendlyName", MAX_NAME),
        secret: field(form, "secret", 100),
        uri,
        qrCode: uri.startsWith("otpauth://") ? qrDataUrl(uri) : "",
      };
      try {
        await verifyOwnerCode(area, session, factorId, field(form, "code", 20));
      } catch (error) {
        return failureAnswer(error, { title: TITLE, values: {}, headers: headers(), extra });
      }
      return args.context.services.toasts.redirect(
        "/owner/security",
        { type: "success", message: "Two-step sign-in is on", description: `${extra.friendlyName} is added.` },
        { headers: headers() },
      );
    }

    if (intent === "remove") {
      const factorId = field(form, "factorId", 100);
      try {
        await verifyFreshCode(area, session, field(form, "code", 20));
        await area.auth.unenrol(factorId);
      } catch (error) {
        return failureAnswer(error, { title: TITLE, values: { factorId }, headers: headers() });
      }
      return args.context.services.toasts.redirect(
        "/owner/security",
        { type: "success", message: "App removed", description: "It no longer signs you in." },
        { headers: headers() },
      );
    }
    if (intent === "recovery-codes") {
      try {
        const recoveryCodes = await makeRecoveryCodes(area, session, field(form, "code", 20));
        return json({ recoveryCodes }, { headers: headers() });
      } catch (error) {
        return failureAnswer(error, { title: TITLE, values: {}, headers: headers() });
      }
    }

    if (intent === "sign-out-everywhere") {
      try {
        await signOutEverywhere(area, session);
      } catch (error) {
        return failureAnswer(error, { title: "Sign out Failed", values: {}, headers: headers() });
      }
      return args.context.services.toasts.redirect(
        "/owner/sign-in",
        {
          type: "success",
          message: "Signed out everywhere",
          description: "Every session of your account has ended, on every device.",
        },
        { headers: headers() },
      );
    }
    return refusal(TITLE, "Something went wrong", {}, headers());
  });

function EnrolStep({ enrolment }: { enrolment: EnrolmentView }) {
  return (
    <section aria-labelledby="enrol-step-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="enrol-step-heading" className="font-display text-2xl font-bold text-slate-900">
        Scan this code with {enrolment.friendlyName}
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {enrolment.qrCode ? (
          <img
            src={enrolment.qrCode}
            alt={`QR code to add ${enrolment.friendlyName} to your authenticator app`}
            width={200}
            height={200}
            className="h-48 w-48 flex-none rounded-lg ring-1 ring-slate-200"
          />
        ) : null}
        <div className="min-w-0 space-y-3 text-slate-800">
          <p>
            In your authenticator app (Google Authenticator, 1Password, Authy…), add an account by scanning the code.
          </p>
          <p>Or type this secret key instead:</p>
          <p
            className="break-all rounded-md bg-slate-100 p-2 font-mono text-lg tracking-wider"
            data-testid="totp-secret"
          >
            {enrolment.secret}
          </p>
        </div>
      </div>
      <OwnerForm
        intent="verify-new"
        submit="Turn on"
        submitting="Checking…"
        label="Confirm the new app"
        className="mt-6 space-y-4"
      >
        {(["factorId", "friendlyName", "secret", "uri"] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={enrolment[name]} />
        ))}
        <OwnerField
          label="The 6-digit code the app shows"
          name="code"
          idPrefix="enrol"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
        />
      </OwnerForm>
    </section>
  );
}

export default function Security() {
  const { factors, canRecover, offersCodes } = useLoaderData<typeof loader>();
  const data = useOwnerActionData() as
    (ReturnType<typeof useOwnerActionData> & { enrolment?: EnrolmentView; recoveryCodes?: string[] }) | undefined;
  const enrolment = data?.enrolment ?? (data?.extra?.factorId ? (data.extra as unknown as EnrolmentView) : null);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-slate-900">Security</h1>
        <p className="mt-2 text-slate-700">
          Leads hold personal data, so the owner’s area asks for a code from an authenticator app after the password.
        </p>
        {factors.length > 0 ? (
          <p className="mt-2">
            <Link to="/owner" className="font-semibold text-brand-800 underline">
              Go to the leads
            </Link>
          </p>
        ) : (
          <p className="mt-2 font-semibold text-slate-900">Add an authenticator app to see the leads.</p>
        )}
      </div>

      <section aria-labelledby="factors-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="factors-heading" className="font-display text-2xl font-bold text-slate-900">
          Your authenticator apps
        </h2>
        {factors.length === 0 ? (
          <p className="mt-2 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {factors.map((factor) => (
              <li key={factor.id} className="rounded-lg border border-slate-200 p-4" data-testid="factor">
                <p className="font-semibold text-slate-900">{factor.friendlyName}</p>
                <OwnerForm
                  intent={`remove`}
                  submit={`Remove ${factor.friendlyName}`}
                  submitting="Removing…"
                  label={`Remove ${factor.friendlyName}`}
                  className="mt-2 flex flex-wrap items-end gap-3"
                  buttonClassName="btn btn-secondary btn-sm"
                >
                  <input type="hidden" name="factorId" value={factor.id} />
                  <OwnerField
                    label="A current code from any of your apps"
                    name="code"
                    idPrefix={`remove-${factor.id}`}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    pattern="[0-9 ]{6,7}"
                    maxLength={7}
                  />
                </OwnerForm>
              </li>
            ))}
          </ul>
        )}
      </section>

      {enrolment ? (
        <EnrolStep enrolment={enrolment} />
      ) : (
        <section aria-labelledby="add-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="add-heading" className="font-display text-2xl font-bold text-slate-900">
            Add an authenticator app
          </h2>
          <OwnerForm
            intent="enrol"
            submit="Add app"
            submitting="Preparing…"
            label="Add an app"
            className="mt-4 space-y-4"
          >
            <OwnerField
              label="A name for it"
              name="friendlyName"
              idPrefix="enrol"
              defaultValue={data?.values?.friendlyName ?? (factors.length ? "Second phone" : "My phone")}
              maxLength={MAX_NAME}
            />
          </OwnerForm>
        </section>
      )}

      {offersCodes && factors.length > 0 ? (
        <section aria-labelledby="codes-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="codes-heading" className="font-display text-2xl font-bold text-slate-900">
            Recovery codes
          </h2>
          {data?.recoveryCodes ? (
            <>
              <p className="mt-2 font-semibold text-slate-900" role="status">
                Save these codes now (print them, or keep them in a password manager): they are shown only once. Each
                one recovers the account once, without the setup secret.
              </p>
              <ul
                className="mt-3 grid grid-cols-2 gap-2 font-mono text-lg tracking-wider text-slate-900"
                data-testid="recovery-codes"
              >
                {data.recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 text-slate-700">
              If you lose every device and the setup secret is out of reach, a recovery code sets a new password at{" "}
              <Link to="/owner/recover" className="font-semibold text-brand-800 underline">
                Recover the account
              </Link>
              . Making new codes stops the old ones working.
            </p>
          )}
          <OwnerForm
            intent="recovery-codes"
            submit="Make new recovery codes"
            submitting="Making codes…"
            label="Make new recovery codes"
            className="mt-4 flex flex-wrap items-end gap-3"
            buttonClassName="btn btn-secondary"
          >
            <OwnerField
              label="A current code from any of your apps"
              name="code"
              idPrefix="recovery-codes"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
            />
          </OwnerForm>
        </section>
      ) : null}

      <section aria-labelledby="sessions-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="sessions-heading" className="font-display text-2xl font-bold text-slate-900">
          Sessions
        </h2>
        <p className="mt-2 text-slate-700">
          Signed in on a device you no longer have, or think someone else has? End every session of your account, this
          one too; each device then asks for the password and a code again.
        </p>
        <OwnerForm
          intent="sign-out-everywhere"
          submit="Sign out everywhere"
          submitting="Signing out…"
          label="Sign out everywhere"
          className="mt-4"
          buttonClassName="btn btn-secondary"
        />
      </section>

      <section aria-labelledby="recovery-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="recovery-heading" className="font-display text-2xl font-bold text-slate-900">
          If you lose your phone
        </h2>
        <p className="mt-2 text-slate-700">
          Add a second device now (another phone, a tablet or a password manager): either one signs you in and can
          remove the other.
        </p>
        <p className="mt-2 text-slate-700">
          {canRecover
            ? "If every device is lost, or you forget the password, recover the account with the setup secret chosen when the site was set up: a new password, your apps removed, every session ended."
            : "If every device is lost, recover the account in the Supabase dashboard (Authentication, then Users): send a password recovery and remove the user's MFA factors."}
        </p>
        {canRecover ? (
          <p className="mt-2">
            <Link to="/owner/recover" className="font-semibold text-brand-800 underline">
              Recover the account
            </Link>
          </p>
        ) : null}
      </section>
      <OwnerActionToast />
    </main>
  );
}
