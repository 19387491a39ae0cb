import type { Config } from "./config.server";

/** Security headers, the CSP nonce and the cross-site post rule, applied to every response. */

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface CspOptions {
  nonce: string;
  production: boolean;
  /** Origins allowed in frames: the scheduling calendar, video players. */
  frameUrls: ReadonlyArray<string | null>;
  /** Origins a form post may be redirected to: the hosted checkouts. */
  formActionUrls: ReadonlyArray<string | null>;
}

const VIDEO_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"];
// Checkout, and the Billing Portal a subscriber's one-time link posts on to.
const CHECKOUT_ORIGINS = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/** The checkouts this configuration sends form posts to: Stripe (or its stand-in) and the store API. */
export function formActionUrls(config: Config): Array<string | null> {
  return [config.stripe.apiUrl, config.shop.storeId ? config.shop.apiUrl : null];
}

function formActionOrigins(urls: ReadonlyArray<string | null>): Set<string> {
  return new Set([...CHECKOUT_ORIGINS, ...urls.map(originOf)].filter((origin): origin is string => origin !== null));
}

/**
 * Whether a browser may follow a form post's redirect to `url` under this site's CSP form-action
 * (browsers check redirects after a post too). `selfOrigin`: the site's own origin.
 */
export function formActionAllows(config: Config, url: string, selfOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === selfOrigin || formActionOrigins(formActionUrls(config)).has(origin));
}

export function contentSecurityPolicy(options: CspOptions): string {
  const frames = new Set([...VIDEO_ORIGINS, ...options.frameUrls.map(originOf)].filter(Boolean));
  const formActions = formActionOrigins(options.formActionUrls);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${[...frames].join(" ")}`,
    `form-action 'self' ${[...formActions].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (options.production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()";

/** Sets these headers on the answer; a fetched answer's headers are immutable, so it is copied first. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const set = (answer: Response) => {
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  };
  try {
    return set(response);
  } catch {
    return set(new Response(response.body, response));
  }
}

export function applySecurityHeaders(response: Response, csp: string, production: boolean): Response {
  return withHeaders(response, {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Security-Policy": csp,
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A browser post from another site. Posts with neither Origin nor Sec-Fetch-Site (curl, scripts)
 * are allowed: they carry no visitor's cookies by accident.
 */
export function isCrossSitePost(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}

/** Where Stripe posts its events (app/routes/webhooks.stripe.tsx). */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/** Where Resend posts its delivery events (app/routes/webhooks.resend.tsx): bounces and complaints. */
export const RESEND_WEBHOOK_PATH = "/webhooks/resend";

/**
 * A post to Stripe's or Resend's webhook: exempt from the form-only, same-origin and rate-limit
 * rules (its signature is its guard).
 */
export function isWebhook(request: Request): boolean {
  if (request.method !== "POST") return false;
  const { pathname } = new URL(request.url);
  return pathname === STRIPE_WEBHOOK_PATH || pathname === RESEND_WEBHOOK_PATH;
}
