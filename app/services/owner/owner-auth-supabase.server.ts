import { isAuthError, type Factor, type GoTrueAdminApi, type SupabaseClient } from "@supabase/supabase-js";
import type { FactorSummary } from "~/lib/owner-access";
import { qrDataUrl } from "~/lib/totp";
import {
  AuthRefusal,
  AuthUnavailable,
  WRONG_CODE,
  WRONG_CREDENTIALS,
  type Enrolment,
  type OwnerAuth,
  type OwnerSession,
  type SignUpOutcome,
} from "./owner-auth.server";

/**
 * Supabase Auth as the owner's sign-in. Identity is always checked with the Auth server
 * (getUser(), which asks it), never read from the cookie alone.
 * `confirm` finishes an emailed sign-up link on the server (/owner/confirm?token_hash=…&type=…).
 */

type Outcome = { error: unknown };

/** Supabase's answer turned into ours: its 4xx are refusals, anything else is the backend failing. */
function failure(error: unknown, refusal?: string): Error {
  if (isAuthError(error) && typeof error.status === "number" && error.status >= 400 && error.status < 500) {
    if (error.status === 429)
      return new AuthRefusal("Too many attempts. Please wait a few minutes and try again.", 429);
    return new AuthRefusal(refusal ?? error.message);
  }
  // supabase-js words a 5xx as "{}" (the body it could not read): the status says more.
  const status = isAuthError(error) && error.status ? ` (${error.status})` : "";
  const message = error instanceof Error ? `${error.name}${status}: ${error.message}` : String(error);
  const timedOut = /timeout|abort/i.test(message);
  return new AuthUnavailable(`Supabase Auth failed: ${message}`, timedOut ? 503 : 502, { cause: error });
}

async function call<T extends Outcome>(work: () => Promise<T>, refusal?: string): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    throw failure(error);
  }
  if (result.error) throw failure(result.error, refusal);
  return result;
}

/** The same words as the D1 backend's: nothing about whether the address has an account. */
const ACCOUNT_EXISTS = "Could not create an account with this address. If you have one, sign in instead.";

export const NO_RECOVERY_CODES =
  "Recovery codes are kept only when the site keeps its own accounts: on Supabase, recover with the setup secret.";

/** Recovery on a Supabase site without the service-role key: the project's dashboard. */
export const RECOVER_IN_DASHBOARD =
  "Recovery here needs SUPABASE_SERVICE_ROLE_KEY. Without it, in the Supabase dashboard open Authentication, then Users, choose the owner's user, send a password recovery and remove its MFA factors.";

const RAW_SVG_PREFIX = "data:image/svg+xml;utf-8,";

/**
 * The enrolment's QR code as an image address. supabase-js puts GoTrue's SVG markup unescaped
 * behind "data:image/svg+xml;utf-8,", where a "#" (a colour) would end the address and the
 * image would break: the markup is percent-encoded instead. Missing, ours is drawn from the URI.
 */
function qrCodeUrl(qrCode: string | undefined, uri: string): string {
  if (!qrCode) return qrDataUrl(uri);
  if (qrCode.startsWith(RAW_SVG_PREFIX))
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(RAW_SVG_PREFIX.length))}`;
  return qrCode;
}

export interface SupabaseOwnerAuth extends OwnerAuth {
  confirm(tokenHash: string, type: "signup" | "email" | "magiclink"): Promise<void>;
  /** The client with this owner's session, for reading leads under row-level security. */
  readonly client: SupabaseClient;
}

interface SupabaseOwnerAuthOptions {
  client: SupabaseClient;
  headers: Headers;
  issuer: string;
  /** Where the confirmation email's link points: this site's /owner/confirm. */
  confirmUrl: string;
  /** A client with the service-role key (Auth's admin API), when the site has one. */
  admin: (() => SupabaseClient) | null;
}

/** One request's view of Supabase Auth: its options, the session read once, the factors read with it. */
interface SupabaseRequest extends SupabaseOwnerAuthOptions {
  /** The session, read once per request (forgotten when this request changes it). */
  cached: Promise<OwnerSession | null> | undefined;
  /**
   * The factors of the user Auth returned for this request's session: a guarded page lists them
   * without asking Auth for the same user again. Forgotten whenever the factors may change.
   */
  knownFactors: Factor[] | null;
}

/** A token Auth does not accept (expired, its session ended, no session at all) means signed out. */
const signedOut = (error: unknown) =>
  isAuthError(error) &&
  (error.name === "AuthSessionMissingError" ||
    (typeof error.status === "number" && error.status >= 400 && error.status < 500));

/** The user of this request's session as Auth sees it, or null when signed out. */
async function authUser(r: SupabaseRequest) {
  // getUser() asks Auth whatever the project's key: with an asymmetric one getClaims() checks the
  // signature alone and would keep a session ended elsewhere (signed out, user deleted) alive
  // until its token expires, and the next call to Auth would fail the page instead.
  try {
    const { data, error } = await r.client.auth.getUser();
    if (error) {
      if (signedOut(error)) return null;
      throw error;
    }
    return data.user;
  } catch (error) {
    throw failure(error);
  }
}

async function readSession(r: SupabaseRequest): Promise<OwnerSession | null> {
  const user = await authUser(r);
  if (!user) return null;
  r.knownFactors = user.factors ?? [];
  // The level is read from the access token Auth has just accepted (no second request).
  const { data: level } = await call(() => r.client.auth.mfa.getAuthenticatorAssuranceLevel());
  return {
    user: { id: user.id, email: user.email ?? "" },
    aal: level?.currentLevel === "aal2" ? "aal2" : "aal1",
  };
}

const session = (r: SupabaseRequest) => (r.cached ??= readSession(r));

/** After a change of session or of factors: the next question asks Auth again. */
function forget(r: SupabaseRequest) {
  r.cached = undefined;
  r.knownFactors = null;
}

async function signIn(r: SupabaseRequest, email: string, password: string): Promise<void> {
  let result;
  try {
    result = await r.client.auth.signInWithPassword({ email, password });
  } catch (error) {
    throw failure(error);
  }
  // Only the right password for an unconfirmed address gets this answer, so saying so reveals nothing.
  if (isAuthError(result.error) && result.error.code === "email_not_confirmed")
    throw new AuthRefusal("Confirm the address first: open the link in the email we sent, then sign in.");
  if (result.error) throw failure(result.error, WRONG_CREDENTIALS);
  forget(r);
}

async function signUp(r: SupabaseRequest, email: string, password: string): Promise<SignUpOutcome> {
  let result;
  try {
    result = await r.client.auth.signUp({ email, password, options: { emailRedirectTo: r.confirmUrl } });
  } catch (error) {
    throw failure(error);
  }
  const { data, error } = result;
  if (isAuthError(error) && error.code === "user_already_exists") return signUpExisting(r, email, password);
  if (isAuthError(error) && error.code === "weak_password") throw new AuthRefusal(`Password: ${error.message}`);
  if (error) throw failure(error, "Could not create an account with this address and password.");
  forget(r);
  return data.session ? "signed-in" : "check-email";
}

/** A sign-up for an address that has an account already. */
async function signUpExisting(r: SupabaseRequest, email: string, password: string): Promise<SignUpOutcome> {
  if (r.admin) {
    // As on D1: with the setup secret checked, a sign-up for an existing account is a recovery.
    await recover(r, email, password);
    return "signed-in";
  }
  // Supabase says so when it confirms sign-ups itself. As on D1: the right password simply
  // signs in, and any other gets an answer that does not say the address has an account.
  try {
    await signIn(r, email, password);
  } catch (refused) {
    if (refused instanceof AuthRefusal) throw new AuthRefusal(ACCOUNT_EXISTS);
    throw refused;
  }
  return "signed-in";
}

/**
 * Ends this session ("local": its refresh token is revoked) or every session of the user ("global":
 * every browser) on the Auth server, and clears this browser's cookies.
 */
async function endSessions(r: SupabaseRequest, scope: "local" | "global"): Promise<void> {
  await call(() => r.client.auth.signOut({ scope }));
  r.cached = Promise.resolve(null);
  r.knownFactors = null;
}

/** The account for this address with the new password and no factor, created when there is none. */
async function resetAccount(admin: GoTrueAdminApi, address: string, password: string): Promise<void> {
  const { data: listed } = await call(() => admin.listUsers({ page: 1, perPage: 1000 }));
  const existing = listed.users.find((user) => user.email?.toLowerCase() === address);
  if (!existing) {
    // The same answer as for an account that exists: the secret's holder now has one.
    await call(() => admin.createUser({ email: address, password, email_confirm: true }));
    return;
  }
  await call(() => admin.updateUserById(existing.id, { password, email_confirm: true }));
  const { data: factors } = await call(() => admin.mfa.listFactors({ userId: existing.id }));
  for (const factor of factors?.factors ?? []) {
    await call(() => admin.mfa.deleteFactor({ id: factor.id, userId: existing.id }));
  }
}

/** Supabase Auth keeps no recovery codes of the site's own, so none are shown after a recovery. */
async function recover(r: SupabaseRequest, email: string, password: string): Promise<string[]> {
  // Resetting a user's password and factors needs Auth's admin API (the service-role key).
  // Without it, the project's dashboard does it, where only the project's owner signs in.
  if (!r.admin) throw new AuthRefusal(RECOVER_IN_DASHBOARD);
  const address = email.trim().toLowerCase();
  await resetAccount(r.admin().auth.admin, address, password);
  // Every session ends (a thief's too): signed in with the new password, out everywhere, in again.
  await signIn(r, address, password);
  await call(() => r.client.auth.signOut({ scope: "global" }));
  await signIn(r, address, password);
  return [];
}

/** Supabase Auth keeps no recovery codes of the site's own: the setup secret recovers here. */
async function refuseRecoveryCodes(): Promise<never> {
  throw new AuthRefusal(NO_RECOVERY_CODES);
}

function factorSummary(factor: Factor): FactorSummary {
  return {
    id: factor.id,
    friendlyName: factor.friendly_name ?? "Authenticator app",
    status: factor.status === "verified" ? "verified" : "unverified",
  };
}

async function listFactors(r: SupabaseRequest): Promise<FactorSummary[]> {
  await session(r);
  const all = r.knownFactors ?? (await call(() => r.client.auth.mfa.listFactors())).data?.all ?? [];
  return all.filter((factor) => factor.factor_type === "totp").map(factorSummary);
}

async function enrol(r: SupabaseRequest, friendlyName: string): Promise<Enrolment> {
  const mfa = r.client.auth.mfa;
  r.knownFactors = null;
  // An enrolment left unfinished would keep the name taken.
  const { data: listed } = await call(() => mfa.listFactors());
  for (const factor of listed?.all ?? []) {
    if (factor.status !== "verified") await call(() => mfa.unenroll({ factorId: factor.id }));
  }
  const { data } = await call(() => mfa.enroll({ factorType: "totp", friendlyName, issuer: r.issuer }));
  if (!data || data.type !== "totp") throw new AuthUnavailable("Supabase Auth enrolled something other than TOTP.");
  return {
    factorId: data.id,
    friendlyName: data.friendly_name ?? friendlyName,
    secret: data.totp.secret,
    uri: data.totp.uri,
    qrCode: qrCodeUrl(data.totp.qr_code, data.totp.uri),
  };
}

async function challenge(r: SupabaseRequest, factorId: string): Promise<string> {
  const { data } = await call(() => r.client.auth.mfa.challenge({ factorId }));
  if (!data) throw new AuthUnavailable("Supabase Auth returned no challenge.");
  return data.id;
}

async function verify(r: SupabaseRequest, factorId: string, challengeId: string, code: string): Promise<void> {
  // On success the client saves the new aal2 session, through setAll, into the cookies.
  await call(() => r.client.auth.mfa.verify({ factorId, challengeId, code }), WRONG_CODE);
  forget(r);
}

async function unenrol(r: SupabaseRequest, factorId: string): Promise<void> {
  await call(() => r.client.auth.mfa.unenroll({ factorId }));
  forget(r);
}

async function confirm(r: SupabaseRequest, tokenHash: string, type: "signup" | "email" | "magiclink"): Promise<void> {
  await call(
    () => r.client.auth.verifyOtp({ token_hash: tokenHash, type }),
    "This confirmation link has expired or was used already. Sign in, or sign up again for a new link.",
  );
  forget(r);
}

export function createSupabaseOwnerAuth(options: SupabaseOwnerAuthOptions): SupabaseOwnerAuth {
  const r: SupabaseRequest = { ...options, cached: undefined, knownFactors: null };
  return {
    client: options.client,
    headers: options.headers,
    current: () => session(r),
    signUp: (email, password) => signUp(r, email, password),
    signIn: (email, password) => signIn(r, email, password),
    signOut: () => endSessions(r, "local"),
    signOutEverywhere: () => endSessions(r, "global"),
    recover: (email, password) => recover(r, email, password),
    recoverWithCode: refuseRecoveryCodes,
    makeRecoveryCodes: refuseRecoveryCodes,
    listFactors: () => listFactors(r),
    enrol: (friendlyName) => enrol(r, friendlyName),
    // Auth gives a factor's key only when it is made: a half-done set-up cannot be shown again.
    pendingEnrolment: async () => null,
    recoveryCodeCount: async () => 0,
    challenge: (factorId) => challenge(r, factorId),
    verify: (factorId, challengeId, code) => verify(r, factorId, challengeId, code),
    unenrol: (factorId) => unenrol(r, factorId),
    confirm: (tokenHash, type) => confirm(r, tokenHash, type),
  };
}
