import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerActionToast, useOwnerActionData, type OwnerFormData } from "~/components/owner/owner-form";
import { securityPage } from "~/content/owner-security";
import { seoMeta } from "~/lib/seo";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSignedIn, withAuthCookies } from "~/services/owner/owner-area.server";
import {
  cancelEnrolment,
  endEverySession,
  enrolApp,
  newRecoveryCodes,
  readSecurityPost,
  removeApp,
  unknownIntent,
  verifyNewApp,
  type EnrolmentView,
} from "~/services/owner/owner-security.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/**
 * The owner's security pages: /owner/security (her authenticator apps, sessions; _index) and
 * /owner/security/recovery-codes. This layout guards them, loads what they show (their words too)
 * and takes the posts to /owner/security; its answer reaches the page through the outlet's context.
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const { area, session } = await requireSignedIn(args);
    const factors = await area.auth.listFactors();
    const verified = factors.filter((factor) => factor.status === "verified");
    const pending = factors.some((factor) => factor.status === "unverified");
    // With an app already set up, its code comes first (the Epic Stack's rule: aal2 before changes).
    if (verified.length > 0 && session.aal !== "aal2") {
      const here = new URL(args.request.url).pathname;
      throw redirect(`/owner/verify?redirectTo=${encodeURIComponent(here)}`, { headers: withAuthCookies(area) });
    }
    return json(
      {
        signedInAs: session.user.email,
        meta: seoMeta(args, { ...securityPage.meta, noindex: true }),
        words: securityPage,
        factors: verified.map(({ id, friendlyName }) => ({ id, friendlyName })),
        // A set-up not yet confirmed, shown again with the same key (her own, on her own page).
        enrolment: pending ? await area.auth.pendingEnrolment() : null,
        canRecover: area.canRecover,
        // Recovery codes are kept where the site keeps its own accounts (D1).
        offersCodes: area.backend === "d1",
      },
      { headers: withAuthCookies(area) },
    );
  });

export type SecurityLoader = typeof loader;

/** The layout's answer to a post, which the page under it shows. */
export type SecurityAnswer = OwnerFormData & { enrolment?: EnrolmentView; recoveryCodes?: string[] };

/** Every form of /owner/security posts here (recovery codes also at /owner/security/recovery-codes). */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const post = await readSecurityPost(args);
    switch (post.intent) {
      case "enrol":
        return enrolApp(post);
      case "verify-new":
        return verifyNewApp(post);
      case "cancel-enrol":
        return cancelEnrolment(post);
      case "remove":
        return removeApp(post);
      case "recovery-codes":
        return newRecoveryCodes(post);
      case "sign-out-everywhere":
        return endEverySession(post);
      default:
        return unknownIntent(post);
    }
  });

export default function SecurityLayout() {
  const { words, factors } = useLoaderData<typeof loader>();
  const answer = useOwnerActionData() as SecurityAnswer | undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-slate-900">{words.heading}</h1>
        <p className="mt-2 text-slate-700">{words.intro}</p>
        {factors.length > 0 ? (
          <p className="mt-2">
            <Link to="/owner" className="font-semibold text-brand-800 underline">
              {words.toLeads}
            </Link>
          </p>
        ) : (
          <p className="mt-2 font-semibold text-slate-900">{words.addFirst}</p>
        )}
      </div>
      <Outlet context={answer} />
      <OwnerActionToast />
    </main>
  );
}
