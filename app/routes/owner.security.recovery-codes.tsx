import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerCard } from "~/components/owner/owner-card";
import { OwnerActionToast, OwnerForm, useOwnerActionData } from "~/components/owner/owner-form";
import { CodeField, FirstRecoveryCodes, RecoveryCodesOrAbout } from "~/components/owner/security-parts";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { takeFirstCodes } from "~/services/owner/first-recovery-codes.server";
import { requireSignedIn, withAuthCookies } from "~/services/owner/owner-area.server";
import { newRecoveryCodes, readSecurityPost, unknownIntent } from "~/services/owner/owner-security.server";
import type { SecurityAnswer, SecurityLoader } from "./owner.security";

export { ownerHeaders as headers } from "~/lib/owner-headers";

/**
 * /owner/security/recovery-codes: right after her first app is turned on, the first set of codes
 * (carried here once, first-recovery-codes.server.ts), to print or download; later, a new set
 * (D1 accounts) after a current code, shown once. The layout guards the page and loads its words.
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const { codes, forget } = await takeFirstCodes(args.request, args.context);
    const headers = withAuthCookies(area);
    if (forget) headers.append("Set-Cookie", forget);
    // Only to the session that made them, once it has passed the code (the layout checks it too).
    return json({ firstCodes: session.aal === "aal2" ? codes : null }, { headers });
  });

export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const post = await readSecurityPost(args);
    switch (post.intent) {
      case "recovery-codes":
        return newRecoveryCodes(post);
      default:
        return unknownIntent(post);
    }
  });

export default function RecoveryCodes() {
  const { words, factors, offersCodes } = useRouteLoaderData<SecurityLoader>("routes/owner.security")!;
  const answer = useOwnerActionData() as SecurityAnswer | undefined;
  const { firstCodes } = useLoaderData<typeof loader>();
  if (firstCodes && !answer) return <FirstRecoveryCodes codes={firstCodes} words={words.codes} />;
  return (
    <OwnerCard id="codes-heading" title={words.codes.heading}>
      {!offersCodes || factors.length === 0 ? (
        <p className="mt-2 text-slate-700">{words.codes.unavailable}</p>
      ) : (
        <>
          <RecoveryCodesOrAbout codes={answer?.recoveryCodes} words={words} />
          <OwnerForm
            intent="recovery-codes"
            submit={words.codes.submit}
            submitting={words.codes.submitting}
            label={words.codes.label}
            className="mt-4 flex flex-wrap items-end gap-3"
            buttonClassName="btn btn-secondary"
          >
            <CodeField label={words.currentCode} idPrefix="recovery-codes" />
          </OwnerForm>
        </>
      )}
      <p className="mt-4">
        <Link to="/owner/security" className="font-semibold text-brand-800 underline">
          {words.codes.back}
        </Link>
      </p>
      <OwnerActionToast />
    </OwnerCard>
  );
}
