import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  isOwnerEmail,
  normaliseEmail,
  retryMessage,
  secondLevelDetour,
  signUpPolicy,
  type FactorSummary,
  type SignUpPolicy,
} from "~/lib/owner-access";
import { passwordProblem } from "~/lib/password";
import { createAttemptLimiter, type AttemptLimiter } from "./auth-attempts.server";
import { createD1OwnerAuth } from "./owner-auth-d1.server";
import { createSupabaseOwnerAuth, type SupabaseOwnerAuth } from "./owner-auth-supabase.server";
import { AuthRefusal, AuthUnavailable, type OwnerAuth, type OwnerSession } from "./owner-auth.server";
import { createD1OwnerLeads } from "./owner-leads-d1.server";
import { createSupabaseOwnerLeads } from "./owner-leads-supabase.server";
import type { OwnerLeads } from "./owner-leads.server";
import { clientAddress } from "./rate-limit.server";
import { createRequestSupabase } from "./supabase-client.server";

/**
 * The owner's area for one request: the auth backend (Supabase when configured, else D1), the
 * leads as the owner reads them, the sign-up rule (OWNER_EMAILS) and the lock after repeated
 * failures. Routes use the guards below and the operations, which apply the rules the same way
 * on both backends.
 */

export interface OwnerArea {
  auth: OwnerAuth;
  /** Null when no lead store is configured. */
  leads: OwnerLeads | null;
  policy: SignUpPolicy;
  backend: "d1" | "supabase" | "none";
  limiter: AttemptLimiter;
  client: string;
  /** The emailed-link confirmation (Supabase only). */
  confirm: SupabaseOwnerAuth["confirm"] | null;
}

type Args = { request: Request; context: AppLoadContext };

/**
 * One area per request, kept by its load context: Remix gives every loader its own copy of the
 * Request (the layout's and the page's), so keyed by Request each built its own Supabase client
 * and an expired token was refreshed twice in parallel with one refresh token.
 */
const areas = new WeakMap<AppLoadContext, OwnerArea>();

/** What the site calls itself in authenticator apps. */
function issuer(context: AppLoadContext): string {
  return context.config.ownerName;
}

function noBackend(): OwnerAuth {
  const unavailable = async (): Promise<never> => {
    throw new AuthUnavailable("No auth backend: bind LEADS_DB or set SUPABASE_URL and SUPABASE_ANON_KEY.", 503);
  };
  return {
    headers: new Headers(),
    current: async () => null,
    signUp: unavailable,
    signIn: unavailable,
    signOut: unavailable,
    listFactors: unavailable,
    enrol: unavailable,
    challenge: unavailable,
    verify: unavailable,
    unenrol: unavailable,
  };
}

/** The owner's area of this request, built once. */
export function ownerArea({ request, context }: Args): OwnerArea {
  const existing = areas.get(context);
  if (existing) return existing;
  const { config } = context;
  const production = config.environment === "production";
  const backend = config.leads;
  const d1 =
    typeof context.env.LEADS_DB === "object" && context.env.LEADS_DB ? (context.env.LEADS_DB as D1Database) : null;
  const limiter = createAttemptLimiter(d1);
  const base = {
    policy: signUpPolicy(config.owner.emails, production),
    limiter,
    client: clientAddress(request),
  };
  let area: OwnerArea;
  if (backend.kind === "supabase") {
    const headers = new Headers();
    const client = createRequestSupabase({
      url: backend.url,
      anonKey: backend.anonKey,
      request,
      headers,
      production,
      timeoutMs: config.upstreamTimeoutMs,
    });
    const auth = createSupabaseOwnerAuth({
      client,
      headers,
      issuer: issuer(context),
      confirmUrl: `${new URL(request.url).origin}/owner/confirm`,
    });
    area = { ...base, auth, leads: createSupabaseOwnerLeads(client), backend: "supabase", confirm: auth.confirm };
  } else if (backend.kind === "d1") {
    const auth = createD1OwnerAuth({
      db: backend.db,
      request,
      sessionSecret: config.sessionSecret,
      production,
      iterations: config.owner.passwordHashIterations,
      issuer: issuer(context),
    });
    area = { ...base, auth, leads: createD1OwnerLeads(backend.db), backend: "d1", confirm: null };
  } else {
    area = { ...base, auth: noBackend(), leads: null, backend: "none", confirm: null };
  }
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

/** Refuses when this account or this client is locked by repeated failures. */
async function checkLock(area: OwnerArea, account: string): Promise<void> {
  const until = await area.limiter.lockedUntil({ account, client: area.client });
  if (until !== null) {
    const now = Date.now();
    throw new AuthRefusal(retryMessage(until, now), 429, Math.max(1, Math.ceil((until - now) / 1000)));
  }
}

/** Runs an attempt that may fail on a wrong password or code, counting its failures. */
async function counted<T>(area: OwnerArea, account: string, attempt: () => Promise<T>): Promise<T> {
  await checkLock(area, account);
  try {
    const result = await attempt();
    await area.limiter.clearAccount(account);
    return result;
  } catch (error) {
    if (error instanceof AuthRefusal) await area.limiter.recordFailure({ account, client: area.client });
    throw error;
  }
}

export function signUpClosedMessage(policy: SignUpPolicy): string | null {
  return policy.kind === "closed"
    ? "Sign-up is closed: no owner address is configured. Set OWNER_EMAILS to the owner's address first."
    : null;
}

export async function signUpOwner(area: OwnerArea, email: string, password: string) {
  const closed = signUpClosedMessage(area.policy);
  if (closed) throw new AuthRefusal(closed);
  // The same answer for any address not on the list: it says nothing about who is.
  if (!isOwnerEmail(area.policy, email)) throw new AuthRefusal("This address may not sign up for the owner's area.");
  const problem = passwordProblem(password);
  if (problem) throw new AuthRefusal(`Password: ${problem}`);
  return counted(area, normaliseEmail(email), () => area.auth.signUp(email, password));
}

export async function signInOwner(area: OwnerArea, email: string, password: string): Promise<void> {
  if (password.length > 1024) throw new AuthRefusal("The email address or password is not right.");
  await counted(area, normaliseEmail(email), () => area.auth.signIn(email, password));
}

/** Challenges one factor and checks the code against it (a wrong code counts as a failure). */
export async function verifyOwnerCode(area: OwnerArea, session: OwnerSession, factorId: string, code: string) {
  await counted(area, normaliseEmail(session.user.email), async () => {
    const challengeId = await area.auth.challenge(factorId);
    await area.auth.verify(factorId, challengeId, code);
  });
}

export { AuthRefusal, AuthUnavailable };

/**
 * A fresh code from any of the account's verified apps (before removing one: the phone being
 * removed may be the lost one). One failure is counted when no app accepts it.
 */
export async function verifyFreshCode(area: OwnerArea, session: OwnerSession, code: string): Promise<void> {
  const factors = (await area.auth.listFactors()).filter((factor) => factor.status === "verified");
  await counted(area, normaliseEmail(session.user.email), async () => {
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

/** How to remove a factor when every phone is lost, for this backend (the security page shows it). */
export function recoveryCommand(backend: OwnerArea["backend"], email: string): string {
  const address = email.replace(/'/g, "''");
  if (backend === "supabase") {
    return `delete from auth.mfa_factors where user_id = (select id from auth.users where email = '${address}');`;
  }
  return `npx wrangler d1 execute LEADS_DB --remote --command "DELETE FROM owner_factors WHERE user_id = (SELECT id FROM owner_users WHERE email = '${address}')"`;
}
