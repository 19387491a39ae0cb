import { createCookie, json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { sameSecret } from "~/lib/constant-time";
import {
  isLocalDevelopment,
  isOwnerEmail,
  normaliseEmail,
  retryMessage,
  secondLevelDetour,
  setupRule,
  signUpPolicy,
  type AttemptKind,
  type FactorSummary,
  type SetupRule,
  type SignUpPolicy,
} from "~/lib/owner-access";
import { passwordProblem } from "~/lib/password";
import { createAttemptLimiter, type AttemptLimiter } from "./auth-attempts.server";
import { AuthRefusal, AuthUnavailable, type OwnerSession } from "./owner-auth.server";
import type { OwnerLeads } from "./owner-leads.server";
import { clientAddress } from "~/server/rate-limit.server";
import { createOwnerBackends, type OwnerBackends } from "~/server/stores.server";

/**
 * The owner's area for one request: the auth backend (Supabase when configured, else D1), the
 * leads as the owner reads them, the sign-up rule (OWNER_EMAILS) and the lock after repeated
 * failures. Routes use the guards below and the operations, which apply the rules the same way
 * on both backends.
 */

export interface OwnerArea extends OwnerBackends {
  policy: SignUpPolicy;
  /** What creating or recovering the account asks for (the setup secret). */
  setup: SetupRule;
  /** ENVIRONMENT=development on this machine (localhost): the pages may say where local values live. */
  localDevelopment: boolean;
  limiter: AttemptLimiter;
  client: string;
  /** The configured setup secret (null when unset). */
  setupSecret: string | null;
  /** The browser's device cookie, for the account it has passed the second step for. */
  device: DeviceCookie;
}

type Args = { request: Request; context: AppLoadContext };

/**
 * One area per request, kept by its load context: Remix gives every loader its own copy of the
 * Request (the layout's and the page's), so keyed by Request each built its own Supabase client
 * and an expired token was refreshed twice in parallel with one refresh token.
 */
const areas = new WeakMap<AppLoadContext, OwnerArea>();

/** The owner's area of this request, built once. */
export function ownerArea({ request, context }: Args): OwnerArea {
  const existing = areas.get(context);
  if (existing) return existing;
  const { config } = context;
  const surroundings = { environment: config.environment, hostname: new URL(request.url).hostname };
  const area: OwnerArea = {
    ...createOwnerBackends(config, request),
    policy: signUpPolicy(config.owner.emails, surroundings),
    setup: setupRule(config.owner.setupSecret, surroundings),
    localDevelopment: isLocalDevelopment(surroundings),
    setupSecret: config.owner.setupSecret,
    // Failed sign-ins are counted in LEADS_DB whatever the backend (in memory without it).
    limiter: createAttemptLimiter(config.d1),
    client: clientAddress(request),
    device: deviceCookie(request, config.sessionSecret, config.environment === "production"),
  };
  areas.set(context, area);
  return area;
}

/** The cookies the area set, added to a response's headers. */
export function withAuthCookies(area: OwnerArea, init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of area.auth.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

function returnTo(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A signed-in account (any level), or a redirect to sign in. */
export async function requireSignedIn(args: Args): Promise<{ area: OwnerArea; session: OwnerSession }> {
  const area = ownerArea(args);
  const session = await area.auth.current();
  if (!session) {
    throw redirect(`/owner/sign-in?redirectTo=${encodeURIComponent(returnTo(args.request))}`, {
      headers: withAuthCookies(area),
    });
  }
  return { area, session };
}

export interface SecondLevelOwner {
  area: OwnerArea;
  session: OwnerSession;
  leads: OwnerLeads;
  factors: FactorSummary[];
  /** Set-Cookie headers (a refreshed Supabase session) for the route's answer. */
  headers: Headers;
}

/** The message an account that is not the owner's sees instead of any lead. */
export const NOT_OWNER = "This account is not the owner's, so it sees no leads.";

/**
 * The signed-in owner at the second level (aal2), or a thrown answer: sign in first; 403 for an
 * account that is not an owner's; /owner/security to enrol a factor when there is none;
 * /owner/verify to enter a code when there is one.
 */
export async function requireSecondLevelOwner(args: Args): Promise<SecondLevelOwner> {
  const { area, session } = await requireSignedIn(args);
  if (!isOwnerEmail(area.policy, session.user.email)) {
    throw json({ message: NOT_OWNER }, { status: 403, headers: withAuthCookies(area) });
  }
  const factors = await area.auth.listFactors();
  const detour = secondLevelDetour(session.aal, factors);
  if (detour) {
    throw redirect(`${detour}?redirectTo=${encodeURIComponent(returnTo(args.request))}`, {
      headers: withAuthCookies(area),
    });
  }
  if (!area.leads) throw new AuthUnavailable("No lead store is configured.", 503);
  return { area, session, leads: area.leads, factors, headers: withAuthCookies(area) };
}

/**
 * The browser's mark that it has passed the second step for an account: a signed, HttpOnly cookie
 * under /owner holding the address. A sign-in from such a browser skips the count across all
 * addresses (lib/owner-access.ts, attemptCounts), so a stranger who fails on purpose from many
 * addresses slows guessing without keeping the owner out.
 */
export interface DeviceCookie {
  knows(account: string): Promise<boolean>;
  /** Set-Cookie for this browser, after a right code for the account. */
  remember(account: string): Promise<string>;
}

const DEVICE_COOKIE_NAME = "__owner_device";
const DEVICE_SECONDS = 400 * 24 * 60 * 60;

function deviceCookie(request: Request, sessionSecret: string, production: boolean): DeviceCookie {
  const cookie = createCookie(DEVICE_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/owner",
    secure: production,
    secrets: [sessionSecret],
    maxAge: DEVICE_SECONDS,
  });
  return {
    async knows(account) {
      try {
        const value: unknown = await cookie.parse(request.headers.get("Cookie"));
        return typeof value === "string" && value === account;
      } catch {
        return false;
      }
    },
    remember: (account) => cookie.serialize(account),
  };
}

/**
 * Runs an attempt that may fail on a wrong password, code or setup secret: recorded first, then
 * checked against its counts (429 past one), then run. A success clears its kind's count for the
 * account and address; a refusal stays counted; a backend failure is withdrawn.
 */
async function counted<T>(area: OwnerArea, kind: AttemptKind, account: string, attempt: () => Promise<T>): Promise<T> {
  const knownDevice = kind === "password" ? await area.device.knows(account) : false;
  const record = await area.limiter.begin({ kind, account, client: area.client, knownDevice });
  if (record.refusedUntil !== null) {
    const now = Date.now();
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
    throw error;
  }
  await record.succeeded();
  return result;
}

export function signUpClosedMessage(area: Pick<OwnerArea, "policy" | "setup">): string | null {
  if (area.policy.kind === "closed") {
    return "Sign-up is closed: no owner address is configured. Set OWNER_EMAILS to the owner's address first.";
  }
  return area.setup.kind === "closed" ? `Sign-up is closed. ${area.setup.reason}` : null;
}

/** The answer to a wrong setup secret, whatever the address. */
export const WRONG_SETUP_SECRET = "The setup secret is not right. It is the value of OWNER_SETUP_SECRET.";

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
  const closed = signUpClosedMessage(area);
  if (closed) throw new AuthRefusal(closed);
  const problem = passwordProblem(password);
  if (problem) throw new AuthRefusal(`Password: ${problem}`);
  return provenOwner(area, email, setupSecret, () => area.auth.signUp(email, password));
}

/**
 * A forgotten password or a lost authenticator app: the setup secret and the address set a new
 * password, remove every authenticator app and end every session; the owner is signed in at the
 * first level and adds an app again.
 */
export async function recoverOwner(
  area: OwnerArea,
  email: string,
  password: string,
  proof: { setupSecret: string; recoveryCode: string },
) {
  const problem = passwordProblem(password);
  if (problem) throw new AuthRefusal(`Password: ${problem}`);
  if (proof.recoveryCode.trim()) {
    // A recovery code proves the account itself: no list or setup secret is needed.
    await counted(area, "setup", normaliseEmail(email), () =>
      area.auth.recoverWithCode(email, proof.recoveryCode, password),
    );
    return;
  }
  const closed = signUpClosedMessage(area);
  if (closed) throw new AuthRefusal(closed.replace("Sign-up is closed", "Recovery with the setup secret is closed"));
  await provenOwner(area, email, proof.setupSecret, () => area.auth.recover(email, password));
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

export { AuthRefusal, AuthUnavailable };

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
