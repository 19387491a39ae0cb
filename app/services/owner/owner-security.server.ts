import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { APP_NAME_MAX_LENGTH, securityAnswers } from "~/content/owner-security";
import { qrDataUrl } from "~/lib/totp";
import { makeRecoveryCodes, signOutEverywhere, verifyFreshCode, verifyOwnerCode } from "./owner-account.server";
import { requireSignedIn, withAuthCookies, type OwnerArea } from "./owner-area.server";
import type { Enrolment, OwnerSession } from "./owner-auth.server";
import { failureAnswer, field, refusal } from "./owner-forms.server";

/**
 * The posts of the owner's security pages (routes/owner.security*.tsx), one function per intent:
 * each route's action is a `switch` over the intents it takes. Every answer carries the auth
 * cookies (a refreshed session); a refusal keeps what was typed, never a code.
 */

/** What the page shows of an enrolment being verified (the owner's own secret, on her own page). */
export type EnrolmentView = Pick<Enrolment, "factorId" | "friendlyName" | "secret" | "uri" | "qrCode">;

export interface SecurityPost {
  args: ActionFunctionArgs;
  area: OwnerArea;
  session: OwnerSession;
  form: FormData;
  intent: string;
  headers: () => Headers;
}

/** The signed-in owner's post (a visitor who is not signed in is sent to sign in). */
export async function readSecurityPost(args: ActionFunctionArgs): Promise<SecurityPost> {
  const { area, session } = await requireSignedIn(args);
  const form = await args.request.formData();
  return { args, area, session, form, intent: field(form, "intent", 20), headers: () => withAuthCookies(area) };
}

const words = securityAnswers;

/** intent=enrol (friendlyName): a new factor to verify; the page shows its QR code and secret. */
export async function enrolApp({ area, form, headers }: SecurityPost) {
  const friendlyName = field(form, "friendlyName", 200).trim();
  if (!friendlyName || friendlyName.length > APP_NAME_MAX_LENGTH) {
    return refusal(words.refused, words.nameLength, { friendlyName }, headers());
  }
  try {
    const enrolment = await area.auth.enrol(friendlyName);
    return json({ enrolment: enrolment satisfies EnrolmentView }, { headers: headers() });
  } catch (error) {
    return failureAnswer(error, { title: words.refused, values: { friendlyName }, headers: headers() });
  }
}

/** intent=verify-new (factorId, friendlyName, secret, uri, code): the new factor's first code turns it on. */
export async function verifyNewApp({ args, area, session, form, headers }: SecurityPost) {
  const factorId = field(form, "factorId", 100);
  const uri = field(form, "uri", 500);
  // Shown again after a wrong code: what the page had (the owner's own secret, on their own page).
  const extra = {
    factorId,
    friendlyName: field(form, "friendlyName", APP_NAME_MAX_LENGTH),
    secret: field(form, "secret", 100),
    uri,
    qrCode: uri.startsWith("otpauth://") ? qrDataUrl(uri) : "",
  };
  try {
    await verifyOwnerCode(area, session, factorId, field(form, "code", 20));
  } catch (error) {
    return failureAnswer(error, { title: words.refused, values: {}, headers: headers(), extra });
  }
  return args.context.services.toasts.redirect(
    "/owner/security",
    { type: "success", message: words.turnedOn.message, description: words.turnedOn.description(extra.friendlyName) },
    { headers: headers() },
  );
}

/** intent=remove (factorId, code): a fresh code from any app removes one. */
export async function removeApp({ args, area, session, form, headers }: SecurityPost) {
  const factorId = field(form, "factorId", 100);
  try {
    await verifyFreshCode(area, session, field(form, "code", 20));
    await area.auth.unenrol(factorId);
  } catch (error) {
    return failureAnswer(error, { title: words.refused, values: { factorId }, headers: headers() });
  }
  return args.context.services.toasts.redirect(
    "/owner/security",
    { type: "success", ...words.removed },
    { headers: headers() },
  );
}

/** intent=recovery-codes (code): a new set, shown once; the old ones stop working. */
export async function newRecoveryCodes({ area, session, form, headers }: SecurityPost) {
  try {
    const recoveryCodes = await makeRecoveryCodes(area, session, field(form, "code", 20));
    return json({ recoveryCodes }, { headers: headers() });
  } catch (error) {
    return failureAnswer(error, { title: words.refused, values: {}, headers: headers() });
  }
}

/** intent=sign-out-everywhere: every session of the account ends, this one too. */
export async function endEverySession({ args, area, session, headers }: SecurityPost) {
  try {
    await signOutEverywhere(area, session);
  } catch (error) {
    return failureAnswer(error, { title: words.signOutRefused, values: {}, headers: headers() });
  }
  return args.context.services.toasts.redirect(
    "/owner/sign-in",
    { type: "success", ...words.signedOutEverywhere },
    { headers: headers() },
  );
}

/** An intent the page does not have. */
export const unknownIntent = ({ headers }: SecurityPost) => refusal(words.refused, words.unknownIntent, {}, headers());
