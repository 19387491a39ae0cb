/**
 * Who may use the owner's area, and which page an owner must see next. Pure rules, shared by both
 * auth backends and unit tested.
 */

import { ownerClock } from "./owner-time";

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
 * Who the owners are: the listed addresses; with none listed, anyone only in local development on
 * this machine (the page says so); nobody anywhere else. Nothing opens because a variable is
 * missing: a deploy without OWNER_EMAILS lets no account see a lead.
 */
export type SignUpPolicy = { kind: "owners"; emails: readonly string[] } | { kind: "anyone" } | { kind: "closed" };

/**
 * Where the site runs: the environment, the host the request was made to, and who is connecting
 * (CF-Connecting-IP: Cloudflare sets it in production, and wrangler dev from the socket; absent
 * only for a request handed to the Worker in-process, as the integration tests do).
 */
export interface Surroundings {
  environment: string;
  hostname: string;
  client?: string | null;
}

/** A loopback address (127.0.0.0/8 or ::1): the connection comes from this machine. */
export function isLoopbackAddress(address: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === "::1" || address === "::ffff:127.0.0.1";
}

/** A loopback host: a request to it comes from this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname.toLowerCase());
}

/**
 * Local development: ENVIRONMENT=development, a request to this machine, from this machine. The
 * connecting address decides, not the Host alone: a forged `Host: localhost` from elsewhere comes
 * with its real address.
 */
export function isLocalDevelopment({ environment, hostname, client }: Surroundings): boolean {
  return (
    environment === "development" &&
    isLoopbackHost(hostname) &&
    (client === undefined || client === null || isLoopbackAddress(client))
  );
}

export function signUpPolicy(ownerEmails: readonly string[], surroundings: Surroundings): SignUpPolicy {
  if (ownerEmails.length > 0) return { kind: "owners", emails: ownerEmails };
  return isLocalDevelopment(surroundings) ? { kind: "anyone" } : { kind: "closed" };
}

/** The shortest setup secret accepted: a guessable one would be a way in. */
export const MIN_SETUP_SECRET_LENGTH = 24;

/**
 * What creating or recovering the owner's account asks for: the setup secret (OWNER_SETUP_SECRET)
 * whenever one is configured; nothing more in local development without one; elsewhere, without a
 * usable one, nobody can.
 */
export type SetupRule = { kind: "secret" } | { kind: "open" } | { kind: "closed"; reason: string };

export function setupRule(secret: string | null, surroundings: Surroundings): SetupRule {
  if (secret && secret.length >= MIN_SETUP_SECRET_LENGTH) return { kind: "secret" };
  if (isLocalDevelopment(surroundings)) return { kind: "open" };
  if (secret) {
    return {
      kind: "closed",
      reason: `The setup secret is too short: set OWNER_SETUP_SECRET to at least ${MIN_SETUP_SECRET_LENGTH} random characters.`,
    };
  }
  return {
    kind: "closed",
    reason: "No setup secret is configured: set one with `npx wrangler secret put OWNER_SETUP_SECRET` first.",
  };
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

/** The next level a session can reach: the second when any verified factor exists. */
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
/** Wrong passwords for one account from every address together: slower, over an hour. */
export const ACCOUNT_WIDE_LIMIT = 20;
export const ACCOUNT_WIDE_WINDOW_MS = 60 * 60 * 1000;
/** Wrong codes for one account in a day: past this, app codes are refused until a recovery. */
export const CODE_DAY_LIMIT = 20;
/** Wrong codes in a day after which the owner is told someone with her password is trying codes. */
export const CODE_ALERT_AFTER = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** What an attempt tries: a password, a code from the authenticator app, or the setup secret. */
export type AttemptKind = "password" | "code" | "setup";

/** One count an attempt adds to: its key, how many fit in its window. */
export interface AttemptCount {
  key: string;
  limit: number;
  windowMs: number;
  /** Past this count only a recovery (setup secret or recovery code) opens the account again. */
  needsRecovery?: boolean;
}

export interface AttemptSubject {
  kind: AttemptKind;
  /** The address (lower-cased) the attempt is for. */
  account: string;
  /** The client's address. */
  client: string;
  /** The browser has passed the second step for this account before (its device cookie). */
  knownDevice: boolean;
}

/**
 * The counts one attempt adds to, each checked after the attempt is recorded:
 * - a password: per account and address (5 in 15 minutes), and per account from every address
 *   together (20 an hour), which a browser the owner has used before skips, so a stranger who
 *   knows the address cannot keep the owner out;
 * - a code: per account, on its own key (5 in 15 minutes), cleared only by a right code; and per
 *   account over a day (20), past which only a recovery opens the account (the guesser has the
 *   password, so 5 every 15 minutes would otherwise go on all day);
 * - the setup secret: per address (5 in 15 minutes);
 * and every attempt per address (30 in 15 minutes).
 */
export function attemptCounts(subject: AttemptSubject): AttemptCount[] {
  const { kind, account, client } = subject;
  const short = (key: string, limit = FAILURE_LIMIT) => ({ key, limit, windowMs: FAILURE_WINDOW_MS });
  const counts: AttemptCount[] = [short(`client:${client}`, CLIENT_FAILURE_LIMIT)];
  if (kind === "password") {
    counts.push(short(`password:${account}|${client}`));
    if (!subject.knownDevice) {
      counts.push({ key: `password:${account}`, limit: ACCOUNT_WIDE_LIMIT, windowMs: ACCOUNT_WIDE_WINDOW_MS });
    }
  } else if (kind === "code") {
    counts.push(short(`code:${account}`), {
      key: codeDayKey(account),
      limit: CODE_DAY_LIMIT,
      windowMs: DAY_MS,
      needsRecovery: true,
    });
  } else {
    counts.push(short(`setup:${client}`));
  }
  return counts;
}

/** The key counting an account's wrong codes over a day. */
export function codeDayKey(account: string): string {
  return `code-day:${account}`;
}

/**
 * The keys a success clears: its kind's count for this account and address (a right password never
 * clears codes). A right setup secret or recovery code is a recovery: it clears the account's code
 * counts too, as the recovered account adds a new app.
 */
export function clearedBySuccess(subject: AttemptSubject): string[] {
  const { kind, account, client } = subject;
  // The count across addresses is left to its window: an owner signing in does not hand a stranger
  // a fresh allowance of guesses.
  if (kind === "password") return [`password:${account}|${client}`];
  if (kind === "code") return [`code:${account}`, codeDayKey(account)];
  return [`setup:${client}`, `code:${account}`, codeDayKey(account)];
}

/** The longest window of any count: older records lock nothing. */
export const LONGEST_WINDOW_MS = Math.max(FAILURE_WINDOW_MS, ACCOUNT_WIDE_WINDOW_MS, DAY_MS);

/**
 * Whether an attempt already recorded may go ahead: `times` are the key's records inside the
 * window, this attempt's among them. More than `limit` means refused, until the record that made
 * the count too many leaves the window. Null when it may go ahead.
 */
export function refusedUntil(times: readonly number[], now: number, count: AttemptCount): number | null {
  const recent = times.filter((at) => at > now - count.windowMs).sort((a, b) => b - a);
  if (recent.length <= count.limit) return null;
  return recent[count.limit] + count.windowMs;
}

/**
 * When a lock ends: `limit` failures inside the window lock until the oldest of the last `limit`
 * leaves it. Null when not locked. `failures`: times in ms, any order.
 */
export function lockedUntil(failures: readonly number[], now: number, limit = FAILURE_LIMIT): number | null {
  const recent = failures.filter((at) => at > now - FAILURE_WINDOW_MS && at <= now).sort((a, b) => b - a);
  if (recent.length < limit) return null;
  return recent[limit - 1] + FAILURE_WINDOW_MS;
}

/** "Try again after 9:05 AM EST (in 12 minutes)": the time in the owner's zone, as people write it. */
export function retryMessage(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const time = ownerClock(new Date(until));
  return `Too many failed attempts. Try again after ${time} (in ${minutes} minute${minutes === 1 ? "" : "s"}).`;
}
