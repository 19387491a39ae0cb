import type { Aal, FactorSummary } from "~/lib/owner-access";

/**
 * The owner's sign-in: one interface, two backends chosen by the same bindings as leads
 * (server/records.server.ts) — Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set
 * (owner-auth-supabase.server.ts), else accounts of its own in D1 (owner-auth-d1.server.ts). Each
 * is built for one request: the cookies it sets are collected in `headers` for the route's answer.
 */

export interface OwnerUser {
  id: string;
  email: string;
}

export interface OwnerSession {
  user: OwnerUser;
  /** The level this session has reached (aal2 after a verified code). */
  aal: Aal;
}

export interface Enrolment {
  factorId: string;
  friendlyName: string;
  /** The base32 secret, written out for typing into an app. */
  secret: string;
  /** The otpauth:// URI the QR code encodes. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/**
 * Signed in; or asked to confirm the address first (Supabase); or an account that was there claimed
 * again, signed in with a fresh set of recovery codes to show once.
 */
export type SignUpOutcome = "signed-in" | "check-email" | { recoveryCodes: string[] };

export interface OwnerAuth {
  /**
   * Creates the account (the caller has checked the setup secret). On an address that has one
   * already, the same as `recover` where the backend can (the answer does not say which it was).
   */
  signUp(email: string, password: string): Promise<SignUpOutcome>;
  /**
   * Sets a new password, removes every authenticator app and recovery code and ends every session of the account
   * (the caller has checked the setup secret), then signs in at the first level. Creates the
   * account when there is none, so the answer never says whether there was one. Returns the fresh
   * recovery codes that replace the old ones, to show once (none where the backend keeps none).
   */
  recover(email: string, password: string): Promise<string[]>;
  /**
   * The same recovery with one of the account's recovery codes instead of the setup secret; the
   * code is used up. Refused (the same answer) when the address or the code is wrong. Returns the
   * fresh set of codes, to show once.
   */
  recoverWithCode(email: string, code: string, password: string): Promise<string[]>;
  /**
   * New recovery codes for the signed-in account at aal2 (the old ones stop working); shown once.
   * The caller has checked a fresh code from an app (owner-account.server.ts `makeRecoveryCodes`).
   */
  makeRecoveryCodes(): Promise<string[]>;
  signIn(email: string, password: string): Promise<void>;
  /** Ends the session on the server and clears the cookie. */
  signOut(): Promise<void>;
  /** Ends every session of the signed-in account (every browser, this one too). */
  signOutEverywhere(): Promise<void>;
  /** The signed-in session, checked with the backend (never trusted from the cookie alone). */
  current(): Promise<OwnerSession | null>;
  listFactors(): Promise<FactorSummary[]>;
  /**
   * Starts adding an app. Where the backend can show a half-done one again (D1), a set-up not yet
   * confirmed is returned as it was (the same key) instead of a new one.
   */
  enrol(friendlyName: string): Promise<Enrolment>;
  /**
   * The app being added and not yet confirmed, with its key, so a reload (while she switches to her
   * authenticator app) shows the same set-up; null when there is none, or where the backend cannot
   * show a key again (Supabase Auth gives it only once).
   */
  pendingEnrolment(): Promise<Enrolment | null>;
  /** How many unused recovery codes the account has (0 where the backend keeps none). */
  recoveryCodeCount(): Promise<number>;
  /** Starts a code challenge for a verified or newly enrolled factor; returns its id. */
  challenge(factorId: string): Promise<string>;
  /** Checks a code; on success the session is saved again at aal2. */
  verify(factorId: string, challengeId: string, code: string): Promise<void>;
  unenrol(factorId: string): Promise<void>;
  /** Set-Cookie headers for the answer. */
  readonly headers: Headers;
}

/** A refusal the owner can act on: shown with the page's toast title, answered with 400 (or 429). */
export class AuthRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 429 = 400,
    /** With 429: when the lock ends, for Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "AuthRefusal";
  }
}

/** The auth backend failed or timed out: 502 (or 503 when none is configured), 'Something went wrong'. */
export class AuthUnavailable extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503 = 502,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AuthUnavailable";
  }
}

/** The message every failed sign-in gets, whether or not the address has an account. */
export const WRONG_CREDENTIALS = "The email address or password is not right.";
export const WRONG_RECOVERY_CODE = "That recovery code is not right for this address, or it was used already.";
export const WRONG_CODE = "That code is not right, or it was used already. Enter the newest code from your app.";

/** No backend configured: nobody is signed in and every operation answers 503. */
export function unconfiguredOwnerAuth(): OwnerAuth {
  const unavailable = async (): Promise<never> => {
    throw new AuthUnavailable("No auth backend: bind LEADS_DB or set SUPABASE_URL and SUPABASE_ANON_KEY.", 503);
  };
  return {
    headers: new Headers(),
    current: async () => null,
    signUp: unavailable,
    signIn: unavailable,
    signOut: unavailable,
    signOutEverywhere: unavailable,
    recover: unavailable,
    recoverWithCode: unavailable,
    makeRecoveryCodes: unavailable,
    listFactors: unavailable,
    enrol: unavailable,
    pendingEnrolment: unavailable,
    recoveryCodeCount: unavailable,
    challenge: unavailable,
    verify: unavailable,
    unenrol: unavailable,
  };
}
