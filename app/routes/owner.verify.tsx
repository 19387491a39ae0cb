import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, OwnerActionToast, OwnerField, OwnerForm } from "~/components/owner/owner-form";
import { seoMeta } from "~/lib/seo";
import { failureAnswer, field, ownerReturnPath, refusal, ownerPage } from "~/services/owner/owner-forms.server";
import { verifyOwnerCode } from "~/services/owner/owner-account.server";
import { requireSignedIn, withAuthCookies } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Sign in Failed";

/** The second step: a code from the owner's authenticator app raises the session to aal2. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const redirectTo = ownerReturnPath(new URL(args.request.url).searchParams.get("redirectTo"));
    if (session.aal === "aal2") throw redirect(redirectTo, { headers: withAuthCookies(area) });
    const factors = (await area.auth.listFactors()).filter((factor) => factor.status === "verified");
    if (factors.length === 0) throw redirect("/owner/security", { headers: withAuthCookies(area) });
    return json(
      {
        signedInAs: session.user.email,
        meta: seoMeta(args, {
          title: "Enter your code",
          description: "The second step of the owner's sign-in.",
          noindex: true,
        }),
        factors: factors.map(({ id, friendlyName }) => ({ id, friendlyName })),
        redirectTo,
      },
      { headers: withAuthCookies(area) },
    );
  });

export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const form = await args.request.formData();
    const factorId = field(form, "factorId", 100);
    const code = field(form, "code", 20);
    const redirectTo = ownerReturnPath(field(form, "redirectTo"));
    const factors = (await area.auth.listFactors()).filter((factor) => factor.status === "verified");
    const factor = factors.find((f) => f.id === factorId) ?? (factors.length === 1 ? factors[0] : null);
    if (!factor) return refusal(TITLE, "Choose the app the code comes from.", { factorId }, withAuthCookies(area));
    try {
      await verifyOwnerCode(area, session, factor.id, code);
    } catch (error) {
      return failureAnswer(error, { title: TITLE, values: { factorId: factor.id }, headers: withAuthCookies(area) });
    }
    return redirect(redirectTo, { status: 303, headers: withAuthCookies(area) });
  });

export default function Verify() {
  const { factors, redirectTo } = useLoaderData<typeof loader>();
  return (
    <AuthCard
      title="Enter your code"
      intro={<p>Open your authenticator app and type the 6-digit code it shows now.</p>}
    >
      <OwnerForm intent="verify" submit="Verify" submitting="Verifying…" label="Verify code">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {factors.length === 1 ? (
          <input type="hidden" name="factorId" value={factors[0].id} />
        ) : (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Which app?</legend>
            {factors.map((factor, index) => (
              <label key={factor.id} className="mt-1 flex items-center gap-2 text-slate-800">
                <input type="radio" name="factorId" value={factor.id} defaultChecked={index === 0} />
                {factor.friendlyName}
              </label>
            ))}
          </fieldset>
        )}
        <OwnerField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          autoFocus
        />
      </OwnerForm>
      <OwnerActionToast />
    </AuthCard>
  );
}
