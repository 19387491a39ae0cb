import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { APP_NAME_MAX_LENGTH, securityAnswers } from "~/content/owner-security";
import { qrDataUrl } from "~/lib/totp";
import { makeRecoveryCodes, signOutEverywhere, verifyFreshCode, verifyOwnerCode } from "./owner-account.server";
import { requireSignedIn, withAuthCookies, type OwnerArea } from "./owner-area.server";
import type { Enrolment, OwnerSession } from "./owner-auth.server";
import { carryFirstCodes, FIRST_CODES_PATH } from "./first-recovery-codes.server";
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
    return refusal(words.setUpRefused, words.nameLength, { friendlyName }, headers());
  }
  try {
    const enrolment = await area.auth.enrol(friendlyName);
    return json({ enrolment: enrolment satisfies EnrolmentView }, { headers: headers() });
  } catch (error) {
    return failureAnswer(error, { title: words.setUpRefused, values: { friendlyName }, headers: headers() });
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
  let firstCodes: string[] = [];
  try {
    const hadApp = (await area.auth.listFactors()).some((factor) => factor.status === "verified");
    await verifyOwnerCode(area, session, factorId, field(form, "code", 20));
    // Her first app: the next page asks her to save recovery codes (where the site keeps them),
    // unless she has a set already (a recovery just showed her one).
    if (!hadApp && area.backend === "d1" && (await area.auth.recoveryCodeCount()) === 0) {
      firstCodes = await area.auth.makeRecoveryCodes();
    }
  } catch (error) {
    return failureAnswer(error, { title: words.setUpRefused, values: {}, headers: headers(), extra });
  }
  const answerHeaders = headers();
  if (firstCodes.length) answerHeaders.append("Set-Cookie", await carryFirstCodes(args.context, firstCodes));
  return args.context.services.toasts.redirect(
    firstCodes.length ? FIRST_CODES_PATH : "/owner/security",
    { type: "success", message: words.turnedOn.message, description: words.turnedOn.description(extra.friendlyName) },
    { headers: answerHeaders },
  );
}

/** intent=cancel-enrol (factorId): a set-up not yet confirmed is dropped, and its key with it. */
export async function cancelEnrolment({ args, area, form, headers }: SecurityPost) {
  const factorId = field(form, "factorId", 100);
  try {
    const factor = (await area.auth.listFactors()).find((each) => each.id === factorId);
    // Only a set-up: removing an app that signs her in takes a code (intent=remove).
    if (!factor || factor.status !== "unverified") {
      return refusal(words.setUpRefused, words.notPending, {}, headers());
    }
    await area.auth.unenrol(factorId);
  } catch (error) {
    return failureAnswer(error, { title: words.setUpRefused, values: {}, headers: headers() });
  }
  return args.context.services.toasts.redirect(
    "/owner/security",
    { type: "success", ...words.cancelled },
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
    return failureAnswer(error, { title: words.removeRefused, values: { factorId }, headers: headers() });
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
    return failureAnswer(error, { title: words.codesRefused, values: {}, headers: headers() });
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
export const unknownIntent = ({ headers }: SecurityPost) =>
  refusal(words.setUpRefused, words.unknownIntent, {}, headers());
