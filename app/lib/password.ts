/**
 * Passwords of the D1 owner accounts: PBKDF2-SHA256 through WebCrypto, a random 16-byte salt per
 * password, and the iteration count stored with the hash (`pbkdf2-sha256$<count>$<salt>$<hash>`),
 * so the count can be raised later and old hashes still verify.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Cloudflare refuses more than 100,000 PBKDF2 iterations in production (local workerd does not). */
export const MAX_PBKDF2_ITERATIONS = 100_000;
export const DEFAULT_PBKDF2_ITERATIONS = 100_000;
/** Below this a hash is too cheap to slow a guesser down at all. */
export const MIN_PBKDF2_ITERATIONS = 1_000;

const SCHEME = "pbkdf2-sha256";
const HASH_BYTES = 32;

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = DEFAULT_PBKDF2_ITERATIONS): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < MIN_PBKDF2_ITERATIONS || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new RangeError(
      `PBKDF2 iterations must be ${MIN_PBKDF2_ITERATIONS}–${MAX_PBKDF2_ITERATIONS}, got ${iterations}.`,
    );
  }
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`;
}

export interface StoredHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

export function parseHash(stored: string): StoredHash | null {
  const [scheme, count, salt, hash] = stored.split("$");
  const iterations = Number(count);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations < 1 || !salt || !hash) return null;
  try {
    return { iterations, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

/** Compares two byte strings in time that depends only on their length. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ (b[i % b.length] ?? 0);
  return difference === 0;
}

/** True when `password` matches the stored hash (with the count it was hashed with). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.iterations > MAX_PBKDF2_ITERATIONS) return false;
  return equalBytes(await derive(password, parsed.salt, parsed.iterations), parsed.hash);
}
