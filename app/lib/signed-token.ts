import { keptPerKey } from "./kept";
/**
 * Signed links in the site's emails: unsubscribe (one address, one list, never expiring), confirm a
 * subscription, a billing link (one hour), a buyer's orders (/orders, 30 days) and the free
 * blueprint's (confirms the email list and downloads the file, for DOWNLOAD_DAYS). A token is
 * `payload.signature`, both base64url: the
 * payload is JSON naming what the token is for (`p`), the address (`a`), the list (`l`), when it
 * expires (`x`, epoch milliseconds, absent: never) and a nonce (`n`) for one-time use; the signature
 * is HMAC-SHA256 (WebCrypto) of the payload with SESSION_SECRET, checked in constant time by
 * crypto.subtle.verify. Changing any byte of the payload (another address or list) breaks it.
 */

export type TokenPurpose = "unsubscribe" | "confirm" | "billing" | "orders" | "blueprint";

export interface TokenClaims {
  purpose: TokenPurpose;
  /** The address, lowercased. */
  address: string;
  /** The list (unsubscribe, confirm) or "" for a billing or orders link. */
  list: string;
  /** Epoch milliseconds after which the token is refused; null: never. */
  expiresAt: number | null;
  /** A random value making one-time tokens unique (billing); "" otherwise. */
  nonce: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "malformed" | "forged" | "expired" };

const encoder = new TextEncoder();
/** The HMAC key of each secret, imported once (an isolate has one or two secrets). */
const keyFor = keptPerKey(8, (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey("raw", encoder.encode(`signed-links:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]),
);

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Addresses are compared without regard to case. */
export function normalAddress(address: string): string {
  return address.trim().toLowerCase();
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const body: Record<string, string | number> = { p: claims.purpose, a: normalAddress(claims.address), l: claims.list };
  if (claims.expiresAt !== null) body.x = claims.expiresAt;
  if (claims.nonce) body.n = claims.nonce;
  const payload = toBase64Url(encoder.encode(JSON.stringify(body)));
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The token's claims when it is well formed, signed with this secret, for this purpose and not expired. */
export async function verifyToken(
  secret: string,
  token: unknown,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenCheck> {
  if (typeof token !== "string" || token.length > 2000) return { ok: false, reason: "malformed" };
  const [payload, signatureText, extra] = token.split(".");
  if (!payload || !signatureText || extra !== undefined) return { ok: false, reason: "malformed" };
  const signature = fromBase64Url(signatureText);
  const payloadBytes = fromBase64Url(payload);
  if (!signature || !payloadBytes) return { ok: false, reason: "malformed" };
  const valid = await crypto.subtle.verify("HMAC", await keyFor(secret), signature, encoder.encode(payload));
  if (!valid) return { ok: false, reason: "forged" };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(new TextDecoder().decode(payloadBytes)) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (body.p !== purpose || typeof body.a !== "string" || typeof body.l !== "string") {
    return { ok: false, reason: "forged" };
  }
  const expiresAt = typeof body.x === "number" ? body.x : null;
  if (expiresAt !== null && now.getTime() > expiresAt) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: {
      purpose,
      address: body.a,
      list: body.l,
      expiresAt,
      nonce: typeof body.n === "string" ? body.n : "",
    },
  };
}

/** The lists a visitor can leave: the email list and Money Moves Live's messages. */
export const LISTS = ["newsletter", "event"] as const;
export type ListId = (typeof LISTS)[number];

export function isList(value: string): value is ListId {
  return (LISTS as readonly string[]).includes(value);
}

/** The one-click unsubscribe headers (RFC 8058) for a message of `list` to `address`. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
