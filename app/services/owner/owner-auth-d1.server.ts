import { createCookie } from "@remix-run/cloudflare";
import { normaliseEmail, type FactorSummary } from "~/lib/owner-access";
import { hashPassword, verifyPassword } from "~/lib/password";
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from "~/lib/recovery-codes";
import { acceptCode, newTotpSecret, qrDataUrl, totpUri } from "~/lib/totp";
import {
  AuthRefusal,
  AuthUnavailable,
  WRONG_CODE,
  WRONG_CREDENTIALS,
  WRONG_RECOVERY_CODE,
  type Enrolment,
  type OwnerAuth,
  type SignUpOutcome,
  type OwnerSession,
  type OwnerUser,
} from "./owner-auth.server";
import * as clock from "~/lib/clock";

/**
 * Owner accounts of their own in D1 (migrations/0002_owner.sql), for when Supabase is not set up.
 * The session cookie holds a random id, signed with SESSION_SECRET; D1 keeps only its SHA-256, with
 * the account, the level reached and an expiry.
 */

export const OWNER_COOKIE_NAME = "__owner";
const SESSION_SECONDS = 12 * 60 * 60;
const CHALLENGE_MS = 5 * 60 * 1000;

export interface D1OwnerAuthOptions {
  db: D1Database;
  request: Request;
  sessionSecret: string;
  production: boolean;
  iterations: number;
  /** The name authenticator apps show next to the code. */
  issuer: string;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type FactorRow = { id: string; friendly_name: string; status: "verified" | "unverified" };

function factorSummary(row: FactorRow): FactorSummary {
  return { id: row.id, friendlyName: row.friendly_name, status: row.status };
}

/** A hash to check against when the address has no account, so both answers take as long. */
let decoyHash: Promise<string> | null = null;

/** One request's view of the owner's D1 tables: its cookie, the session read once, the cookies to set. */
interface D1Request {
  db: D1Database;
  request: Request;
  options: D1OwnerAuthOptions;
  cookie: ReturnType<typeof createCookie>;
  /** Set-Cookie headers for the answer. */
  headers: Headers;
  /** The session, read once per request (or set by this request's sign-in or code). */
  cached: Promise<SessionRow | null> | undefined;
  /** The session's factors, read with it; forgotten when this request changes them. */
  knownFactors: FactorSummary[] | undefined;
}

type SessionRow = OwnerSession & { idHash: string };

/** D1 failing is the backend failing: 502 with 'Something went wrong', never a 500. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthRefusal || error instanceof AuthUnavailable) throw error;
    throw new AuthUnavailable(`D1 owner auth failed: ${error instanceof Error ? error.message : String(error)}`, 502, {
      cause: error,
    });
  }
}

async function readSession(r: D1Request): Promise<SessionRow | null> {
  const { db } = r;
  const header = r.request.headers.get("Cookie");
  if (!header?.includes(`${OWNER_COOKIE_NAME}=`)) return null;
  let id: unknown;
  try {
    id = await r.cookie.parse(header);
  } catch {
    return null;
  }
  if (typeof id !== "string" || id.length < 20) return null;
  const idHash = await sha256Hex(id);
  const now = clock.now().toISOString();
  // The session and its factors in one round trip: every guarded page needs both.
  const [sessions, factors] = await db.batch([
    db
      .prepare(
        `SELECT s.user_id, s.aal, u.email FROM owner_sessions s JOIN owner_users u ON u.id = s.user_id
         WHERE s.id_hash = ?1 AND s.expires_at > ?2`,
      )
      .bind(idHash, now),
    db
      .prepare(
        `SELECT f.id, f.friendly_name, f.status FROM owner_factors f JOIN owner_sessions s ON s.user_id = f.user_id
         WHERE s.id_hash = ?1 AND s.expires_at > ?2 ORDER BY f.created_at, f.id`,
      )
      .bind(idHash, now),
  ]);
  const row = sessions.results[0] as { user_id: string; aal: "aal1" | "aal2"; email: string } | undefined;
  if (!row) return null;
  r.knownFactors = (factors.results as FactorRow[]).map(factorSummary);
  return { user: { id: row.user_id, email: row.email }, aal: row.aal, idHash };
}

const session = (r: D1Request) => (r.cached ??= guard(() => readSession(r)));

async function requireSession(r: D1Request): Promise<SessionRow> {
  const current = await session(r);
  if (!current) throw new AuthRefusal("Your session has ended. Please sign in again.");
  return current;
}

/** The rest of this request (the page rendered after an action) sees this session. */
function keepSession(r: D1Request, current: SessionRow | null) {
  r.cached = Promise.resolve(current);
  r.knownFactors = undefined;
}

/** A new session id (the old one, if any, is ended): after sign-in and after a verified code. */
async function startSession(r: D1Request, user: OwnerUser, aal: "aal1" | "aal2", replacing: string | null) {
  const { db } = r;
  const id = randomToken();
  const expires = new Date(clock.nowMs() + SESSION_SECONDS * 1000).toISOString();
  const idHash = await sha256Hex(id);
  const statements = [
    db
      .prepare("INSERT INTO owner_sessions (id_hash, user_id, aal, expires_at) VALUES (?1, ?2, ?3, ?4)")
      .bind(idHash, user.id, aal, expires),
    db.prepare("DELETE FROM owner_sessions WHERE expires_at <= ?1").bind(clock.now().toISOString()),
  ];
  if (replacing) statements.push(db.prepare("DELETE FROM owner_sessions WHERE id_hash = ?1").bind(replacing));
  await db.batch(statements);
  r.headers.append("Set-Cookie", await r.cookie.serialize(id));
  keepSession(r, { user, aal, idHash });
}

/** Clears the cookie; `ended` is the statement that ends the session(s) on the server. */
async function clearSession(r: D1Request, ended: (current: SessionRow) => D1PreparedStatement): Promise<void> {
  const current = await session(r);
  if (current) await ended(current).run();
  r.headers.append("Set-Cookie", await r.cookie.serialize("", { maxAge: 0 }));
  keepSession(r, null);
}

const endSession = (r: D1Request) =>
  clearSession(r, (current) => r.db.prepare("DELETE FROM owner_sessions WHERE id_hash = ?1").bind(current.idHash));

const endEverySession = (r: D1Request) =>
  clearSession(r, (current) => r.db.prepare("DELETE FROM owner_sessions WHERE user_id = ?1").bind(current.user.id));

async function factorRows(r: D1Request, userId: string) {
  const { results } = await r.db
    .prepare("SELECT id, friendly_name, status FROM owner_factors WHERE user_id = ?1 ORDER BY created_at, id")
    .bind(userId)
    .all<FactorRow>();
  return results.map(factorSummary);
}

async function signIn(r: D1Request, email: string, password: string): Promise<void> {
  const user = await r.db
    .prepare("SELECT id, email, password_hash FROM owner_users WHERE email = ?1")
    .bind(normaliseEmail(email))
    .first<{ id: string; email: string; password_hash: string }>();
  if (!user) {
    decoyHash ??= hashPassword("decoy password, never matches", r.options.iterations);
    await verifyPassword(password, await decoyHash);
    throw new AuthRefusal(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.password_hash))) throw new AuthRefusal(WRONG_CREDENTIALS);
  await startSession(r, { id: user.id, email: user.email }, "aal1", (await session(r))?.idHash ?? null);
}

/**
 * The account for this address, created or reset: the new password, no factor, no session, and a
 * fresh set of recovery codes in place of any old one (returned to be shown once; none with
 * `freshCodes` false). Sign-up and recovery are this one operation here: whether the address had an
 * account or not, the secret's holder ends up with this password, no app, no other session, and
 * nothing the old holder kept (a thief's saved recovery code) still opens it.
 */
async function claim(r: D1Request, email: string, password: string, freshCodes: boolean): Promise<string[]> {
  const { db } = r;
  const address = normaliseEmail(email);
  const hash = await hashPassword(password, r.options.iterations);
  const codes = freshCodes ? newRecoveryCodes() : [];
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  const userId = "(SELECT id FROM owner_users WHERE email = ?1)";
  const [claimed] = await db.batch([
    db
      .prepare(
        `INSERT INTO owner_users (id, email, password_hash) VALUES (?1, ?2, ?3)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash RETURNING id, email`,
      )
      .bind(crypto.randomUUID(), address, hash),
    db.prepare(`DELETE FROM owner_factors WHERE user_id = ${userId}`).bind(address),
    db.prepare(`DELETE FROM owner_sessions WHERE user_id = ${userId}`).bind(address),
    db.prepare(`DELETE FROM owner_recovery_codes WHERE user_id = ${userId}`).bind(address),
    ...hashes.map((codeHash) =>
      db
        .prepare(`INSERT INTO owner_recovery_codes (user_id, code_hash) VALUES (${userId}, ?2)`)
        .bind(address, codeHash),
    ),
  ]);
  const user = claimed.results[0] as { id: string; email: string };
  await startSession(r, { id: user.id, email: user.email }, "aal1", null);
  return codes;
}

/**
 * Sign-up: a first account starts without recovery codes (they are made with the first app); an
 * account claimed again is a recovery, and shows its fresh set.
 */
async function signUp(r: D1Request, email: string, password: string): Promise<SignUpOutcome> {
  const existing = await r.db
    .prepare("SELECT id FROM owner_users WHERE email = ?1")
    .bind(normaliseEmail(email))
    .first();
  const codes = await claim(r, email, password, existing !== null);
  return existing ? { recoveryCodes: codes } : "signed-in";
}

async function recoverWithCode(r: D1Request, email: string, code: string, password: string): Promise<string[]> {
  if (!normaliseRecoveryCode(code)) throw new AuthRefusal(WRONG_RECOVERY_CODE);
  // Used up in the statement that checks it: two requests with one code cannot both pass.
  const used = await r.db
    .prepare(
      `DELETE FROM owner_recovery_codes WHERE code_hash = ?2
       AND user_id = (SELECT id FROM owner_users WHERE email = ?1) RETURNING user_id`,
    )
    .bind(normaliseEmail(email), await recoveryCodeHash(code))
    .first();
  if (!used) throw new AuthRefusal(WRONG_RECOVERY_CODE);
  return claim(r, email, password, true);
}

async function makeRecoveryCodes(r: D1Request): Promise<string[]> {
  const { db } = r;
  const current = await requireSession(r);
  if (current.aal !== "aal2") throw new AuthRefusal("Enter a code from your app first.");
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  await db.batch([
    db.prepare("DELETE FROM owner_recovery_codes WHERE user_id = ?1").bind(current.user.id),
    ...hashes.map((hash) =>
      db.prepare("INSERT INTO owner_recovery_codes (user_id, code_hash) VALUES (?1, ?2)").bind(current.user.id, hash),
    ),
  ]);
  return codes;
}

async function listFactors(r: D1Request): Promise<FactorSummary[]> {
  const current = await requireSession(r);
  return r.knownFactors ?? factorRows(r, current.user.id);
}

async function enrol(r: D1Request, friendlyName: string): Promise<Enrolment> {
  const { db } = r;
  const current = await requireSession(r);
  const factors = await factorRows(r, current.user.id);
  if (factors.some((f) => f.status === "verified") && current.aal !== "aal2") {
    throw new AuthRefusal("Enter a code from your current app before adding another.");
  }
  if (factors.some((f) => f.friendlyName === friendlyName && f.status === "verified")) {
    throw new AuthRefusal("You already have an app with this name: choose another name.");
  }
  r.knownFactors = undefined;
  // A set-up not yet confirmed keeps its key (her app may hold it already); only its name follows.
  const pending = await db
    .prepare(
      `UPDATE owner_factors SET friendly_name = ?2 WHERE id = (SELECT id FROM owner_factors
       WHERE user_id = ?1 AND status = 'unverified' ORDER BY created_at DESC, id LIMIT 1) RETURNING id, secret`,
    )
    .bind(current.user.id, friendlyName)
    .first<{ id: string; secret: string }>();
  if (pending) return enrolmentOf(r, current, pending.id, friendlyName, pending.secret);
  const id = crypto.randomUUID();
  const secret = await newTotpSecret();
  await db
    .prepare("INSERT INTO owner_factors (id, user_id, friendly_name, secret) VALUES (?1, ?2, ?3, ?4)")
    .bind(id, current.user.id, friendlyName, secret)
    .run();
  return enrolmentOf(r, current, id, friendlyName, secret);
}

function enrolmentOf(r: D1Request, current: SessionRow, id: string, friendlyName: string, secret: string): Enrolment {
  const uri = totpUri(secret, current.user.email, r.options.issuer);
  return { factorId: id, friendlyName, secret, uri, qrCode: qrDataUrl(uri) };
}

async function pendingEnrolment(r: D1Request): Promise<Enrolment | null> {
  const current = await requireSession(r);
  const factors = await listFactors(r);
  // With an app set up, another is added only after its code (the page asks for it first).
  if (factors.some((f) => f.status === "verified") && current.aal !== "aal2") return null;
  const pending = await r.db
    .prepare(
      `SELECT id, friendly_name, secret FROM owner_factors WHERE user_id = ?1 AND status = 'unverified'
       ORDER BY created_at DESC, id LIMIT 1`,
    )
    .bind(current.user.id)
    .first<{ id: string; friendly_name: string; secret: string }>();
  return pending ? enrolmentOf(r, current, pending.id, pending.friendly_name, pending.secret) : null;
}

async function recoveryCodeCount(r: D1Request): Promise<number> {
  const current = await requireSession(r);
  const row = await r.db
    .prepare("SELECT count(*) AS n FROM owner_recovery_codes WHERE user_id = ?1")
    .bind(current.user.id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function challenge(r: D1Request, factorId: string): Promise<string> {
  const { db } = r;
  const current = await requireSession(r);
  const factor = await db
    .prepare("SELECT id FROM owner_factors WHERE id = ?1 AND user_id = ?2")
    .bind(factorId, current.user.id)
    .first();
  if (!factor) throw new AuthRefusal("That authenticator app is not on this account any more.");
  const id = crypto.randomUUID();
  await db.batch([
    db.prepare("DELETE FROM owner_challenges WHERE expires_at <= ?1").bind(clock.now().toISOString()),
    db
      .prepare("INSERT INTO owner_challenges (id, factor_id, expires_at) VALUES (?1, ?2, ?3)")
      .bind(id, factorId, new Date(clock.nowMs() + CHALLENGE_MS).toISOString()),
  ]);
  return id;
}

async function verify(r: D1Request, factorId: string, challengeId: string, code: string): Promise<void> {
  const { db } = r;
  const current = await requireSession(r);
  // A challenge answers once, right or wrong.
  const challenged = await db
    .prepare("DELETE FROM owner_challenges WHERE id = ?1 AND factor_id = ?2 AND expires_at > ?3 RETURNING id")
    .bind(challengeId, factorId, clock.now().toISOString())
    .first();
  const factor = await db
    .prepare("SELECT secret, last_step FROM owner_factors WHERE id = ?1 AND user_id = ?2")
    .bind(factorId, current.user.id)
    .first<{ secret: string; last_step: number }>();
  if (!challenged || !factor) throw new AuthRefusal("That code request has expired. Please try again.");
  const step = await acceptCode(factor.secret, code, factor.last_step);
  if (step === null) throw new AuthRefusal(WRONG_CODE);
  // Accepted once: another request with the same code finds last_step already moved on.
  const updated = await db
    .prepare("UPDATE owner_factors SET status = 'verified', last_step = ?1 WHERE id = ?2 AND last_step < ?1")
    .bind(step, factorId)
    .run();
  if (updated.meta.changes !== 1) throw new AuthRefusal(WRONG_CODE);
  await startSession(r, current.user, "aal2", current.idHash);
}

async function unenrol(r: D1Request, factorId: string): Promise<void> {
  const { db } = r;
  const current = await requireSession(r);
  const factors = await factorRows(r, current.user.id);
  if (factors.some((f) => f.status === "verified") && current.aal !== "aal2") {
    throw new AuthRefusal("Enter a code from your app before removing one.");
  }
  r.knownFactors = undefined;
  await db.prepare("DELETE FROM owner_factors WHERE id = ?1 AND user_id = ?2").bind(factorId, current.user.id).run();
  // Without a verified factor left, the session falls back to the first level.
  if (!factors.some((f) => f.status === "verified" && f.id !== factorId)) {
    await db.prepare("UPDATE owner_sessions SET aal = 'aal1' WHERE user_id = ?1").bind(current.user.id).run();
    r.cached = undefined;
  }
}

export function createD1OwnerAuth(options: D1OwnerAuthOptions): OwnerAuth {
  const r: D1Request = {
    db: options.db,
    request: options.request,
    options,
    headers: new Headers(),
    cookie: createCookie(OWNER_COOKIE_NAME, {
      httpOnly: true,
      sameSite: "lax",
      path: "/owner",
      secure: options.production,
      secrets: [options.sessionSecret],
      maxAge: SESSION_SECONDS,
    }),
    cached: undefined,
    knownFactors: undefined,
  };
  return {
    headers: r.headers,
    current: async () => {
      const current = await session(r);
      return current ? { user: current.user, aal: current.aal } : null;
    },
    signUp: (email, password) => guard(() => signUp(r, email, password)),
    recover: (email, password) => guard(() => claim(r, email, password, true)),
    recoverWithCode: (email, code, password) => guard(() => recoverWithCode(r, email, code, password)),
    makeRecoveryCodes: () => guard(() => makeRecoveryCodes(r)),
    signIn: (email, password) => guard(() => signIn(r, email, password)),
    signOut: () => guard(() => endSession(r)),
    signOutEverywhere: () => guard(() => endEverySession(r)),
    listFactors: () => guard(() => listFactors(r)),
    enrol: (friendlyName) => guard(() => enrol(r, friendlyName)),
    pendingEnrolment: () => guard(() => pendingEnrolment(r)),
    recoveryCodeCount: () => guard(() => recoveryCodeCount(r)),
    challenge: (factorId) => guard(() => challenge(r, factorId)),
    verify: (factorId, challengeId, code) => guard(() => verify(r, factorId, challengeId, code)),
    unenrol: (factorId) => guard(() => unenrol(r, factorId)),
  };
}
