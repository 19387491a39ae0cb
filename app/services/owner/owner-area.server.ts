import { createCookie, json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  isLocalDevelopment,
  isOwnerEmail,
  secondLevelDetour,
  setupRule,
  signUpPolicy,
  type FactorSummary,
  type SetupRule,
  type SignUpPolicy,
} from "~/lib/owner-access";
import { OWNER_MARK_COOKIE } from "~/lib/page-counts";
import { linkOrigin } from "~/lib/seo";
import { createAttemptLimiter, type AttemptLimiter } from "./auth-attempts.server";
import { AuthUnavailable, type OwnerSession } from "./owner-auth.server";
import type { OwnerLeads } from "./owner-leads.server";
import { clientAddress } from "~/server/rate-limit.server";
import { createOwnerBackends, type OwnerBackends } from "~/server/records.server";

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
  /** Email, for telling the owner that someone with her password is guessing codes. */
  email: AppLoadContext["services"]["email"];
  /** The site's public origin, for links in that email. */
  origin: string;
  /** The client's country as Cloudflare gives it (request.cf.country), or null. */
  country: string | null;
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
  const surroundings = {
    environment: config.environment,
    hostname: new URL(request.url).hostname,
    client: request.headers.get("CF-Connecting-IP"),
  };
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
    email: context.services.email,
    origin: linkOrigin({ request, context }),
    country: cfCountry(request),
  };
  areas.set(context, area);
  return area;
}

function cfCountry(request: Request): string | null {
  const country = (request as { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && country ? country : null;
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

/** The areas whose answer already marks the browser as the owner's (a page and its layout both ask). */
const marked = new WeakSet<OwnerArea>();

/** A signed-in account (any level), or a redirect to sign in; the browser is marked as the owner's. */
export async function requireSignedIn(args: Args): Promise<{ area: OwnerArea; session: OwnerSession }> {
  const area = ownerArea(args);
  const session = await area.auth.current();
  if (!session) {
    throw redirect(`/owner/sign-in?redirectTo=${encodeURIComponent(returnTo(args.request))}`, {
      headers: withAuthCookies(area),
    });
  }
  if (!marked.has(area)) {
    marked.add(area);
    area.auth.headers.append("Set-Cookie", ownerMark(args.context.config.environment === "production"));
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
 * Marks the owner's browser on every path, so her own visits to the site are not counted
 * (lib/page-counts.ts). Its value says nothing about her; it stays after signing out, as the
 * browser is still hers.
 */
function ownerMark(production: boolean): string {
  const secure = production ? "; Secure" : "";
  return `${OWNER_MARK_COOKIE}=1; Path=/; Max-Age=${400 * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secure}`;
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
