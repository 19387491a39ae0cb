import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { renderSVG } from "uqr";

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

/**
 * The step this code belongs to when it is valid now and newer than `lastStep` (the last step
 * accepted for this factor), else null. `now` is the clock the library reads (Date.now()).
 */
export async function acceptCode(
  secret: string,
  input: string,
  lastStep: number,
  now = Date.now(),
): Promise<number | null> {
  const code = normaliseCode(input);
  if (code === null) return null;
  const result = await verifyTOTP({
    otp: code,
    secret,
    period: TOTP_PERIOD,
    digits: TOTP_DIGITS,
    algorithm: TOTP_ALGORITHM,
    window: TOTP_WINDOW,
  });
  if (!result) return null;
  const step = stepAt(now) + result.delta;
  return step > lastStep ? step : null;
}
