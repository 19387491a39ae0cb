/**
 * Recovery codes: ten random codes of 12 base32 letters and digits (60 bits each), written in
 * groups of four. The owner keeps them; the site keeps only each one's SHA-256.
 */

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // 32 symbols, no 0/O or 1/I to misread
export const RECOVERY_CODE_COUNT = 10;
const LENGTH = 12;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
    const code = [...bytes].map((byte) => ALPHABET[byte & 31]).join("");
    return code.match(/.{4}/g)!.join("-");
  });
}

/** What was typed, as it was made: upper case, without spaces or dashes. Null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export async function recoveryCodeHash(code: string): Promise<string> {
  const normalised = normaliseRecoveryCode(code) ?? "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`owner-recovery:${normalised}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
