import { generateTOTP, getTOTPAuthUri } from "@epic-web/totp";
import { renderSVG } from "uqr";
import * as clock from "~/lib/clock";

/**
 * Time-based one-time codes for the D1 owner accounts (@epic-web/totp: RFC 6238, SHA-1, 6 digits,
 * 30-second steps, the authenticator apps' defaults). A code is accepted in its own step and one
 * step either side (clock drift), and only once: the caller keeps the last accepted step.
 */

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = "SHA-1";
/** Steps accepted either side of now. */
export const TOTP_WINDOW = 1;

/** A new random base32 secret (80 bits, the library's default). */
export async function newTotpSecret(): Promise<string> {
  return (await generateTOTP({ period: TOTP_PERIOD, digits: TOTP_DIGITS, algorithm: TOTP_ALGORITHM })).secret;
}

export function totpUri(secret: string, accountName: string, issuer: string): string {
  return getTOTPAuthUri({
    secret,
    accountName,
    issuer,
    period: TOTP_PERIOD,
    digits: TOTP_DIGITS,
    algorithm: TOTP_ALGORITHM,
  });
}

/** The QR code of an otpauth URI as an SVG data URL (no canvas: works on Workers). */
export function qrDataUrl(uri: string): string {
  const svg = renderSVG(uri, { border: 2 });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A code as typed: spaces removed; null unless it is six digits. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** The 30-second step a time falls in. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

/** The code of one 30-second step, made by the library. */
async function codeOfStep(secret: string, step: number): Promise<string> {
  // The library makes the code of "now" only: the step it uses is floor(seconds / period) (RFC 6238's
  // T). A period that puts the library's clock in the middle of `step` gives that step's code;
  // the half-step margin leaves 15 s for the clock to move between this line and the library's.
  // The library reads the machine's clock, not the site's (app/lib/clock.ts): so must this line.
  // eslint-disable-next-line no-restricted-syntax
  const period = Date.now() / 1000 / (step + 0.5);
  return (await generateTOTP({ secret, period, digits: TOTP_DIGITS, algorithm: TOTP_ALGORITHM })).otp;
}

/**
 * Whether two codes are equal, in constant time. Both are signed with a fresh random HMAC key and
 * WebCrypto's verify compares the MACs: its comparison is constant-time (BoringSSL on workerd,
 * OpenSSL on Node), and even a leaky one would only tell about MACs under a key nobody knows.
 * `crypto.subtle.timingSafeEqual` exists on workerd only, not on Node 20, so this runs on both.
 */
async function sameCode(expected: string, typed: string): Promise<boolean> {
  const key = await crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  const encoder = new TextEncoder();
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(expected));
  return crypto.subtle.verify("HMAC", key, mac, encoder.encode(typed));
}

/**
 * The step this code belongs to when it is valid now (its own step or one either side) and newer
 * than `lastStep` (the last step accepted for this factor), else null. The library's own verify
 * compares with ===, so the expected codes are made by it and compared here in constant time;
 * every step of the window is checked, whichever matches.
 */
export async function acceptCode(
  secret: string,
  input: string,
  lastStep: number,
  now = clock.nowMs(),
): Promise<number | null> {
  const code = normaliseCode(input);
  if (code === null) return null;
  const current = stepAt(now);
  const steps = Array.from({ length: 2 * TOTP_WINDOW + 1 }, (_, index) => current - TOTP_WINDOW + index);
  let expected: string[];
  try {
    expected = await Promise.all(steps.map((step) => codeOfStep(secret, step)));
  } catch {
    return null; // not a base32 secret
  }
  const matches = await Promise.all(expected.map((candidate) => sameCode(candidate, code)));
  const step = steps.find((_, index) => matches[index]);
  return step !== undefined && step > lastStep ? step : null;
}
