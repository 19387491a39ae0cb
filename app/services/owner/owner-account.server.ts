import { sameSecret } from "~/lib/constant-time";
import { codeGuessingWords } from "~/content/owner";
import { OWNER_TIME_ZONE } from "~/content/site";
import { codeGuessingAlert } from "~/lib/email-messages";
import {
  CODE_ALERT_AFTER,
  codeDayKey,
  isOwnerEmail,
  normaliseEmail,
  retryMessage,
  type AttemptKind,
} from "~/lib/owner-access";
import { ownerDate, ownerTime } from "~/lib/owner-time";
import { passwordProblem } from "~/lib/password";
import type { OwnerArea } from "./owner-area.server";
import { AuthRefusal, type OwnerSession } from "./owner-auth.server";
import * as clock from "~/lib/clock";

/**
 * What the owner does with the account: sign up, recover, sign in, pass the second step, sign out
 * everywhere. The same rules on both backends: the setup secret and OWNER_EMAILS where they apply,
 * and every attempt that can fail on a wrong secret, password or code counted towards a lock.
 */

/**
 * Runs an attempt that may fail on a wrong password, code or setup secret: recorded first, then
 * checked against its counts (429 past one), then run. A success clears its kind's count for the
 * account and address; a refusal stays counted; a backend failure is withdrawn.
 */
async function counted<T>(area: OwnerArea, kind: AttemptKind, account: string, attempt: () => Promise<T>): Promise<T> {
  const knownDevice = kind === "password" ? await area.device.knows(account) : false;
  const record = await area.limiter.begin({ kind, account, client: area.client, knownDevice });
  if (record.refusedUntil !== null) {
    const now = clock.nowMs();
    if (record.needsRecovery) throw new AuthRefusal(codeGuessingWords.needsRecovery, 429);
    throw new AuthRefusal(
      retryMessage(record.refusedUntil, now),
      429,
      Math.max(1, Math.ceil((record.refusedUntil - now) / 1000)),
    );
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // A backend that failed is not the owner's failure: it does not count towards a lock.
    if (!(error instanceof AuthRefusal)) await record.withdraw();
    else if (kind === "code") await tellOfGuessing(area, account, record.recorded.get(codeDayKey(account)) ?? 0);
    throw error;
  }
  await record.succeeded();
  return result;
}

/**
 * From the day's CODE_ALERT_AFTER-th wrong code on (only someone with the password gets to enter
 * codes), the owner is told: once a day, as the outbox keeps one message per idempotency key.
 */
async function tellOfGuessing(area: OwnerArea, account: string, wrongToday: number) {
  if (wrongToday < CODE_ALERT_AFTER) return;
  const now = clock.now();
  await area.email.send(
    codeGuessingAlert({
      to: account,
      count: wrongToday,
      time: ownerTime(now.toISOString(), now),
      timeZone: OWNER_TIME_ZONE,
      country: area.country,
      recoverUrl: `${area.origin}/owner/recover`,
    }),
    { idempotencyKey: `owner-code-guessing-${account}-${ownerDate(now)}`, kind: "owner-code-guessing" },
  );
}

/** What proves the owner's address; each one's closed message names it. */
export type SetupOperation = "Sign-up" | "Recovery" | "Recovery with the setup secret";

/**
 * Why `operation` is closed here (no owner address configured, or no setup secret where one is
 * needed), or null when it is open.
 */
export function closedMessage(area: Pick<OwnerArea, "policy" | "setup">, operation: SetupOperation): string | null {
  if (area.policy.kind === "closed") {
    return `${operation} is closed: no owner address is configured. Set OWNER_EMAILS to the owner's address first.`;
  }
  return area.setup.kind === "closed" ? `${operation} is closed. ${area.setup.reason}` : null;
}

/** The answer to a wrong setup secret, whatever the address. */
export const WRONG_SETUP_SECRET = "The setup secret is not right. It is the one chosen when the site was set up.";

/** Checks the setup secret (when the site asks for one) and the list, counted per address. */
async function provenOwner<T>(area: OwnerArea, email: string, secret: string, work: () => Promise<T>): Promise<T> {
  return counted(area, "setup", normaliseEmail(email), async () => {
    if (area.setup.kind === "secret" && !(await sameSecret(secret, area.setupSecret ?? ""))) {
      throw new AuthRefusal(WRONG_SETUP_SECRET);
    }
    // Only someone holding the secret learns whether an address is on the list.
    if (!isOwnerEmail(area.policy, email)) throw new AuthRefusal("This address may not sign up for the owner's area.");
    return work();
  });
}

/**
 * The owner's first sign-up: the setup secret proves it (an address alone proves nothing). On an
 * address that has an account already, it is the recovery below: the answer is the same either way.
 */
export async function signUpOwner(area: OwnerArea, email: string, password: string, setupSecret = "") {
  const closed = closedMessage(area, "Sign-up");
  if (closed) throw new AuthRefusal(closed);
  const problem = passwordProblem(password);
  if (problem) throw new AuthRefusal(`Password: ${problem}`);
  return provenOwner(area, email, setupSecret, () => area.auth.signUp(email, password));
}

/**
 * A forgotten password or a lost authenticator app: the setup secret (or a recovery code) and the
 * address set a new password, remove every authenticator app, recovery code and session; the owner
 * is signed in at the first level and adds an app again. Returns the fresh recovery codes, to show
 * once (none on a backend that keeps none).
 */
export async function recoverOwner(
  area: OwnerArea,
  email: string,
  password: string,
  proof: { setupSecret: string; recoveryCode: string },
): Promise<string[]> {
  const problem = passwordProblem(password);
  if (problem) throw new AuthRefusal(`Password: ${problem}`);
  if (proof.recoveryCode.trim()) {
    // A recovery code proves the account itself: no list or setup secret is needed.
    return counted(area, "setup", normaliseEmail(email), () =>
      area.auth.recoverWithCode(email, proof.recoveryCode, password),
    );
  }
  const closed = closedMessage(area, "Recovery with the setup secret");
  if (closed) throw new AuthRefusal(closed);
  return provenOwner(area, email, proof.setupSecret, () => area.auth.recover(email, password));
}

export async function signInOwner(area: OwnerArea, email: string, password: string): Promise<void> {
  if (password.length > 1024) throw new AuthRefusal("The email address or password is not right.");
  await counted(area, "password", normaliseEmail(email), () => area.auth.signIn(email, password));
}

/** After a right code: this browser is one the owner uses. */
async function rememberDevice(area: OwnerArea, session: OwnerSession) {
  area.auth.headers.append("Set-Cookie", await area.device.remember(normaliseEmail(session.user.email)));
}

/** Challenges one factor and checks the code against it (a wrong code counts, on the codes' own key). */
export async function verifyOwnerCode(area: OwnerArea, session: OwnerSession, factorId: string, code: string) {
  await counted(area, "code", normaliseEmail(session.user.email), async () => {
    const challengeId = await area.auth.challenge(factorId);
    await area.auth.verify(factorId, challengeId, code);
  });
  await rememberDevice(area, session);
}

/**
 * Ends every session of the account, on every device. With an authenticator app set up, only
 * from a session that has passed the code: the password alone cannot sign the owner out.
 */
export async function signOutEverywhere(area: OwnerArea, session: OwnerSession): Promise<void> {
  const verified = (await area.auth.listFactors()).some((factor) => factor.status === "verified");
  if (verified && session.aal !== "aal2") throw new AuthRefusal("Enter a code from your app first.");
  await area.auth.signOutEverywhere();
}

/**
 * A fresh code from any of the account's verified apps (before removing one: the phone being
 * removed may be the lost one). One failure is counted when no app accepts it.
 */
export async function verifyFreshCode(area: OwnerArea, session: OwnerSession, code: string): Promise<void> {
  const factors = (await area.auth.listFactors()).filter((factor) => factor.status === "verified");
  await counted(area, "code", normaliseEmail(session.user.email), async () => {
    let refused: unknown = new AuthRefusal("Add an authenticator app first.");
    for (const factor of factors) {
      try {
        const challengeId = await area.auth.challenge(factor.id);
        await area.auth.verify(factor.id, challengeId, code);
        return;
      } catch (error) {
        if (!(error instanceof AuthRefusal)) throw error;
        refused = error;
      }
    }
    throw refused;
  });
}

/**
 * A new set of recovery codes replaces the old one only after a fresh code from an app: a session
 * left open (or stolen) at aal2 cannot mint codes that outlive it.
 */
export async function makeRecoveryCodes(area: OwnerArea, session: OwnerSession, code: string): Promise<string[]> {
  await verifyFreshCode(area, session, code);
  return area.auth.makeRecoveryCodes();
}
