import { DEFAULT_OWNER_NAME } from "~/content/site";
import { parseOwnerEmails } from "~/lib/owner-access";
import { youtubeVideoId } from "~/lib/video";
import { DEFAULT_PBKDF2_ITERATIONS, MAX_PBKDF2_ITERATIONS, MIN_PBKDF2_ITERATIONS } from "~/lib/password";

/**
 * The one place that reads bindings. Everything else receives a typed Config.
 * Misconfiguration throws a ConfigError that names the binding to fix.
 */

export interface Env {
  ENVIRONMENT?: string;
  OWNER_NAME?: string;
  SESSION_SECRET?: string;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  LEADS_DB?: D1Database;
  STORE_API_URL?: string;
  STORE_ID?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL?: string;
  SCHEDULING_URL?: string;
  /** The Money Moves Live video: a YouTube address or id; unset: the next session's panel. */
  EVENT_VIDEO_URL?: string;
  /** The public origin, e.g. https://www.example.com: canonical URLs, the sitemap, checkout return URLs. */
  SITE_URL?: string;
  /** Comma-separated addresses that may sign up for the owner's area. */
  OWNER_EMAILS?: string;
  /** A secret (wrangler secret put) the owner's first sign-up and an account recovery must present. */
  OWNER_SETUP_SECRET?: string;
  /** PBKDF2 iterations for new D1 owner passwords (at most 100,000, Cloudflare's cap). */
  PASSWORD_HASH_ITERATIONS?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** The digital products' files. */
  DOWNLOADS?: R2Bucket;
  RESEND_API_KEY?: string;
  /** Verifies POST /webhooks/resend (bounces and complaints): the endpoint's signing secret, whsec_… */
  RESEND_WEBHOOK_SECRET?: string;
  /** Tests only: where Resend's API is (a stand-in). */
  RESEND_API_URL?: string;
  EMAIL_DAILY_BUDGET?: string;
  OWNER_NOTICES_PER_HOUR?: string;
  EMAIL_FROM?: string;
  OWNER_NOTIFY_EMAIL?: string;
  /** How to join Money Moves Live (the video call's URL); absent: emails say the link follows. */
  EVENT_JOIN_URL?: string;
  /** "on": Stripe Checkout offers promotion codes on the sales pages. */
  STRIPE_PROMOTION_CODES?: string;
  /**
   * "off" disables rate limiting of posts (tests, load tests); a number: the in-memory limiter with
   * that many posts per action per address per minute, instead of the RATE_LIMITER binding (whose
   * allowance is in wrangler.toml).
   */
  RATE_LIMIT?: string;
  /** Milliseconds the site waits for the shop API, Stripe or Supabase (tests use a small value). */
  UPSTREAM_TIMEOUT_MS?: string;
  /** Tests only, refused in production: milliseconds the site's clock runs ahead (or, negative, behind). */
  CLOCK_OFFSET_MS?: string;
  RATE_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  ASSETS?: { fetch: typeof fetch };
  [binding: string]: unknown;
}

export type Environment = "development" | "production" | "test";

export type LeadsBackend =
  { kind: "supabase"; url: string; anonKey: string } | { kind: "d1"; db: D1Database } | { kind: "none" };

/** Orders are written by the server alone: on Supabase with the service-role key. */
export type OrdersBackend =
  { kind: "supabase"; url: string; serviceRoleKey: string } | { kind: "d1"; db: D1Database } | { kind: "none" };

export interface EmailConfig {
  /** null: messages are only logged. */
  resendApiKey: string | null;
  /** Resend's API (tests point it at a stand-in). */
  apiUrl: string;
  from: string | null;
  /** Who hears about new leads and orders; null: those messages are only logged. */
  ownerTo: string | null;
  /** Messages the site may send a day (EMAIL_DAILY_BUDGET); broadcasts stop short of it. */
  dailyBudget: number;
  /** Lead notices she gets an hour at most (OWNER_NOTICES_PER_HOUR); the rest come in one digest. */
  noticesPerHour: number;
  /** Verifies POST /webhooks/resend (RESEND_WEBHOOK_SECRET); null: the webhook answers 503. */
  webhookSecret: string | null;
}

export interface Config {
  environment: Environment;
  ownerName: string;
  sessionSecret: string;
  leads: LeadsBackend;
  shop: { apiUrl: string; storeId: string | null };
  stripe: {
    secretKey: string | null;
    /** Where the SDK sends requests; null means Stripe's own API. Tests point it at a stand-in. */
    apiUrl: string | null;
    /** STRIPE_PRICE_<KEY> vars, keyed by <KEY> (e.g. AI_PLAYBOOK). */
    priceIds: Record<string, string>;
    /** STRIPE_PROMOTION_CODES=on: Checkout Sessions allow promotion codes. */
    promotionCodes: boolean;
  };
  /** EVENT_JOIN_URL: how to join Money Moves Live; null: the emails say the link follows. */
  eventJoinUrl: string | null;
  orders: OrdersBackend;
  /**
   * LEADS_DB whatever the backends (null when unbound): the owner's D1 tables live there, and
   * failed sign-ins are counted there even with Supabase. The scheduled clean-up reads it.
   */
  d1: D1Database | null;
  /** Verifies POST /webhooks/stripe; null: the webhook answers 503 (and /success still fulfils). */
  stripeWebhookSecret: string | null;
  downloads: R2Bucket | null;
  email: EmailConfig;
  schedulingUrl: string | null;
  /** The YouTube id of the Money Moves Live video (EVENT_VIDEO_URL); null: none yet. */
  eventVideoId: string | null;
  /** SITE_URL's origin; null outside production when unset (pages then use the request's origin). */
  siteUrl: string | null;
  /**
   * The owner's area: who may sign up, the setup secret that proves it (null when unset), and the
   * PBKDF2 cost of new D1 passwords.
   */
  owner: { emails: string[]; setupSecret: string | null; passwordHashIterations: number };
  /** How long a page waits for an upstream API (store, Stripe, Supabase) before showing its error. */
  upstreamTimeoutMs: number;
  /** How far the site's clock is moved from the machine's (app/lib/clock.ts): 0 but in tests. */
  clockOffsetMs: number;
  /**
   * off: no limiting (tests); limiter: Cloudflare's binding when the platform provides it; perWindow:
   * the in-memory limiter's posts per action per address per minute.
   */
  rateLimit: { off: boolean; limiter: Env["RATE_LIMITER"] | null; perWindow: number };
}

/** Posts per action per address per minute: a person filling in a form or a cart never gets near it. */
export const DEFAULT_POSTS_PER_WINDOW = 60;

function readPostsPerWindow(env: Env): number {
  const value = text(env, "RATE_LIMIT");
  if (value === null || value === "off") return DEFAULT_POSTS_PER_WINDOW;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw new ConfigError(
      "RATE_LIMIT",
      `RATE_LIMIT must be "off" or a whole number of posts per minute, not "${value}".`,
    );
  return Number(value);
}

export class ConfigError extends Error {
  constructor(
    readonly binding: string,
    message: string,
  ) {
    super(`Configuration error (${binding}): ${message}`);
    this.name = "ConfigError";
  }
}

/** A phone visitor should see an error message rather than wait longer than this. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5000;
export const DEFAULT_SHOP_API_URL = "https://api-ecommerce.hostinger.com";
/** Used only outside production, so a fresh clone runs with no secrets. */
const DEVELOPMENT_SESSION_SECRET = "development-only-session-secret-change-me";

function text(env: Env, name: string): string | null {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function url(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value === null) return null;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error();
  } catch {
    throw new ConfigError(name, `${name} must be an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, "");
}

function readEnvironment(env: Env): Environment {
  const value = text(env, "ENVIRONMENT") ?? "development";
  if (value === "development" || value === "production" || value === "test") return value;
  throw new ConfigError("ENVIRONMENT", `ENVIRONMENT must be development, production or test, got "${value}".`);
}

function readLeads(env: Env): LeadsBackend {
  const supabaseUrl = url(env, "SUPABASE_URL");
  const anonKey = text(env, "SUPABASE_ANON_KEY");
  if (supabaseUrl && !anonKey) {
    throw new ConfigError(
      "SUPABASE_ANON_KEY",
      "SUPABASE_URL is set but SUPABASE_ANON_KEY is missing: set both, or neither to keep leads in LEADS_DB.",
    );
  }
  if (anonKey && !supabaseUrl) {
    throw new ConfigError(
      "SUPABASE_URL",
      "SUPABASE_ANON_KEY is set but SUPABASE_URL is missing: set both, or neither to keep leads in LEADS_DB.",
    );
  }
  if (supabaseUrl && anonKey) return { kind: "supabase", url: supabaseUrl, anonKey };
  if (env.LEADS_DB) return { kind: "d1", db: env.LEADS_DB };
  return { kind: "none" };
}

function readTimeout(env: Env): number {
  const value = text(env, "UPSTREAM_TIMEOUT_MS");
  if (value === null) return DEFAULT_UPSTREAM_TIMEOUT_MS;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
    throw new ConfigError(
      "UPSTREAM_TIMEOUT_MS",
      `UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds, got "${value}".`,
    );
  }
  return Number(value);
}

function readClockOffset(env: Env, environment: Environment): number {
  const value = text(env, "CLOCK_OFFSET_MS");
  if (value === null) return 0;
  if (environment === "production") {
    throw new ConfigError("CLOCK_OFFSET_MS", "CLOCK_OFFSET_MS is for tests: remove it from the production settings.");
  }
  if (!/^-?\d{1,13}$/.test(value)) {
    throw new ConfigError("CLOCK_OFFSET_MS", `CLOCK_OFFSET_MS must be a whole number of milliseconds, got "${value}".`);
  }
  return Number(value);
}

function readIterations(env: Env): number {
  const value = text(env, "PASSWORD_HASH_ITERATIONS");
  if (value === null) return DEFAULT_PBKDF2_ITERATIONS;
  const count = Number(value);
  if (!/^\d{1,7}$/.test(value) || count < MIN_PBKDF2_ITERATIONS || count > MAX_PBKDF2_ITERATIONS) {
    throw new ConfigError(
      "PASSWORD_HASH_ITERATIONS",
      `PASSWORD_HASH_ITERATIONS must be a whole number from ${MIN_PBKDF2_ITERATIONS} to ${MAX_PBKDF2_ITERATIONS} (Cloudflare's cap), got "${value}".`,
    );
  }
  return count;
}

/** A var that is "on" or "off" (absent: off). */
function readSwitch(env: Env, name: string): boolean {
  const value = text(env, name);
  if (value === null || value === "off") return false;
  if (value === "on") return true;
  throw new ConfigError(name, `${name} must be "on" or "off", not "${value}".`);
}

function readPriceIds(env: Env): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    if (!name.startsWith("STRIPE_PRICE_")) continue;
    const value = text(env, name);
    if (value) prices[name.slice("STRIPE_PRICE_".length)] = value;
  }
  return prices;
}

function readVideoId(env: Env): string | null {
  const value = text(env, "EVENT_VIDEO_URL");
  if (value === null) return null;
  const id = youtubeVideoId(value);
  if (id === null) {
    throw new ConfigError(
      "EVENT_VIDEO_URL",
      `EVENT_VIDEO_URL must be a YouTube address (https://www.youtube.com/watch?v=…, https://youtu.be/…) or a video id, got "${value}".`,
    );
  }
  return id;
}

function readSiteUrl(env: Env, environment: Environment): string | null {
  const value = url(env, "SITE_URL");
  if (value === null && environment === "production") {
    throw new ConfigError(
      "SITE_URL",
      "SITE_URL is required in production: set it in wrangler.toml's [env.production.vars] to the public origin, e.g. https://www.example.com.",
    );
  }
  return value === null ? null : new URL(value).origin;
}

export const DEFAULT_RESEND_API_URL = "https://api.resend.com";

/**
 * Orders go where leads go: Supabase (written with the service-role key) or D1. A webhook secret
 * with nowhere to write would acknowledge Stripe's events and lose the orders: a startup error.
 */
function readOrders(env: Env, leads: LeadsBackend, webhookSecret: string | null): OrdersBackend {
  const serviceRoleKey = text(env, "SUPABASE_SERVICE_ROLE_KEY");
  if (leads.kind === "supabase") {
    if (serviceRoleKey) return { kind: "supabase", url: leads.url, serviceRoleKey };
    if (webhookSecret) {
      throw new ConfigError(
        "SUPABASE_SERVICE_ROLE_KEY",
        "STRIPE_WEBHOOK_SECRET is set but orders have nowhere to go: set SUPABASE_SERVICE_ROLE_KEY (Supabase → Project Settings → API → service_role).",
      );
    }
    return { kind: "none" };
  }
  if (env.LEADS_DB) return { kind: "d1", db: env.LEADS_DB };
  if (webhookSecret) {
    throw new ConfigError(
      "LEADS_DB",
      "STRIPE_WEBHOOK_SECRET is set but orders have nowhere to go: bind LEADS_DB (D1) or configure Supabase with SUPABASE_SERVICE_ROLE_KEY.",
    );
  }
  return { kind: "none" };
}

/** Resend's free plan sends 100 a day: the default daily budget stays below it. */
export const DEFAULT_DAILY_BUDGET = 90;

/** Lead notices an hour before they wait for the hour's digest. */
export const DEFAULT_NOTICES_PER_HOUR = 20;

function readNoticesPerHour(env: Env): number {
  const value = text(env, "OWNER_NOTICES_PER_HOUR");
  if (value === null) return DEFAULT_NOTICES_PER_HOUR;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) {
    throw new ConfigError(
      "OWNER_NOTICES_PER_HOUR",
      `OWNER_NOTICES_PER_HOUR must be a whole number of lead notices an hour, got "${value}".`,
    );
  }
  return Number(value);
}

function readDailyBudget(env: Env): number {
  const value = text(env, "EMAIL_DAILY_BUDGET");
  if (value === null) return DEFAULT_DAILY_BUDGET;
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1) {
    throw new ConfigError(
      "EMAIL_DAILY_BUDGET",
      `EMAIL_DAILY_BUDGET must be a whole number of messages a day (your Resend plan's daily quota or less), got "${value}".`,
    );
  }
  return Number(value);
}

/**
 * Resend's webhook secret: its signing secret (whsec_ and base64), and somewhere to keep what it
 * says (a bounce acknowledged and then forgotten would keep mailing the address): a startup error
 * otherwise.
 */
function readResendWebhookSecret(env: Env, orders: OrdersBackend): string | null {
  const secret = text(env, "RESEND_WEBHOOK_SECRET");
  if (secret === null) return null;
  if (!/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret)) {
    throw new ConfigError(
      "RESEND_WEBHOOK_SECRET",
      "RESEND_WEBHOOK_SECRET must be the webhook's signing secret from Resend (Webhooks → your endpoint → Signing secret), starting with whsec_.",
    );
  }
  if (orders.kind === "none") {
    throw new ConfigError(
      "RESEND_WEBHOOK_SECRET",
      "RESEND_WEBHOOK_SECRET is set but bounces have nowhere to go: bind LEADS_DB (D1) or configure Supabase with SUPABASE_SERVICE_ROLE_KEY.",
    );
  }
  return secret;
}

function readEmail(env: Env, orders: OrdersBackend): EmailConfig {
  const resendApiKey = text(env, "RESEND_API_KEY");
  const from = text(env, "EMAIL_FROM");
  if (resendApiKey && !from) {
    throw new ConfigError(
      "EMAIL_FROM",
      'RESEND_API_KEY is set but EMAIL_FROM is missing: set the sender, e.g. "Faith & Wealth <orders@your-domain.com>".',
    );
  }
  return {
    resendApiKey,
    apiUrl: url(env, "RESEND_API_URL") ?? DEFAULT_RESEND_API_URL,
    from,
    ownerTo: text(env, "OWNER_NOTIFY_EMAIL"),
    dailyBudget: readDailyBudget(env),
    noticesPerHour: readNoticesPerHour(env),
    webhookSecret: readResendWebhookSecret(env, orders),
  };
}

export function readConfig(env: Env): Config {
  const environment = readEnvironment(env);
  const sessionSecret = text(env, "SESSION_SECRET");
  if (!sessionSecret && environment === "production") {
    throw new ConfigError(
      "SESSION_SECRET",
      "SESSION_SECRET is required in production: run `npx wrangler secret put SESSION_SECRET --env production`.",
    );
  }
  const leads = readLeads(env);
  const stripeWebhookSecret = text(env, "STRIPE_WEBHOOK_SECRET");
  const orders = readOrders(env, leads, stripeWebhookSecret);
  return {
    environment,
    ownerName: text(env, "OWNER_NAME") ?? DEFAULT_OWNER_NAME,
    sessionSecret: sessionSecret ?? DEVELOPMENT_SESSION_SECRET,
    leads,
    shop: {
      apiUrl: url(env, "STORE_API_URL") ?? DEFAULT_SHOP_API_URL,
      storeId: text(env, "STORE_ID"),
    },
    stripe: {
      secretKey: text(env, "STRIPE_SECRET_KEY"),
      apiUrl: url(env, "STRIPE_API_URL"),
      priceIds: readPriceIds(env),
      promotionCodes: readSwitch(env, "STRIPE_PROMOTION_CODES"),
    },
    eventJoinUrl: url(env, "EVENT_JOIN_URL"),
    orders,
    d1: env.LEADS_DB ?? null,
    stripeWebhookSecret,
    downloads: env.DOWNLOADS ?? null,
    email: readEmail(env, orders),
    schedulingUrl: url(env, "SCHEDULING_URL"),
    eventVideoId: readVideoId(env),
    siteUrl: readSiteUrl(env, environment),
    owner: {
      emails: parseOwnerEmails(text(env, "OWNER_EMAILS")),
      setupSecret: text(env, "OWNER_SETUP_SECRET"),
      passwordHashIterations: readIterations(env),
    },
    upstreamTimeoutMs: readTimeout(env),
    clockOffsetMs: readClockOffset(env, environment),
    rateLimit: {
      off: text(env, "RATE_LIMIT") === "off",
      // A number in RATE_LIMIT chooses the in-memory limiter with that allowance over the binding.
      limiter: /^\d+$/.test(text(env, "RATE_LIMIT") ?? "") ? null : (env.RATE_LIMITER ?? null),
      perWindow: readPostsPerWindow(env),
    },
  };
}
