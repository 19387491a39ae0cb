/**
 * Who may use the owner's area, and which page an owner must see next. Pure rules, shared by both
 * auth backends and unit tested.
 */

export type Aal = "aal1" | "aal2";

export interface FactorSummary {
  id: string;
  friendlyName: string;
  status: "verified" | "unverified";
}

/** OWNER_EMAILS, split on commas, trimmed and lower-cased. */
export function parseOwnerEmails(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Who may sign up: the listed owners; with none listed, anyone outside production (and the page
 * says so), nobody in production.
 */
export type SignUpPolicy = { kind: "owners"; emails: readonly string[] } | { kind: "anyone" } | { kind: "closed" };

export function signUpPolicy(ownerEmails: readonly string[], production: boolean): SignUpPolicy {
  if (ownerEmails.length > 0) return { kind: "owners", emails: ownerEmails };
  return production ? { kind: "closed" } : { kind: "anyone" };
}

/** Whether this address is an owner's: listed, or anyone when the area is open to all. */
export function isOwnerEmail(policy: SignUpPolicy, email: string): boolean {
  switch (policy.kind) {
    case "owners":
      return policy.emails.includes(normaliseEmail(email));
    case "anyone":
      return true;
    case "closed":
      return false;
  }
}

/** The next level a session can reach: the second when any verified factor exists (spec section 4). */
export function nextLevel(factors: readonly FactorSummary[]): Aal {
  return factors.some((factor) => factor.status === "verified") ? "aal2" : "aal1";
}

/**
 * Where a signed-in owner goes before seeing leads: nowhere (null) at aal2; to /owner/verify when a
 * verified factor waits for its code; to /owner/security to enrol one when there is none.
 */
export function secondLevelDetour(current: Aal, factors: readonly FactorSummary[]): string | null {
  if (current === "aal2") return null;
  return nextLevel(factors) === "aal2" ? "/owner/verify" : "/owner/security";
}

/** Failed sign-ins and codes: this many in the window lock the account (or client) until it passes. */
export const FAILURE_LIMIT = 5;
/** A client may fail more often (several accounts, a shared address), but not endlessly. */
export const CLIENT_FAILURE_LIMIT = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * When a lock ends: `limit` failures inside the window lock until the oldest of the last `limit`
 * leaves it. Null when not locked. `failures`: times in ms, any order.
 */
export function lockedUntil(failures: readonly number[], now: number, limit = FAILURE_LIMIT): number | null {
  const recent = failures.filter((at) => at > now - FAILURE_WINDOW_MS && at <= now).sort((a, b) => b - a);
  if (recent.length < limit) return null;
  return recent[limit - 1] + FAILURE_WINDOW_MS;
}

/** "Try again after 14:05 UTC (in 12 minutes)." */
export function retryMessage(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const time = new Date(until).toISOString().slice(11, 16);
  return `Too many failed attempts. Try again after ${time} UTC (in ${minutes} minute${minutes === 1 ? "" : "s"}).`;
}
