/**
 * Whether two secrets are equal, in time that does not depend on where they differ: both are
 * signed with HMAC-SHA-256 under a key made for this one comparison, and the two fixed-length
 * digests are compared in full. WebCrypto does the hashing; nothing here is a hand-made primitive.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const key = await crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.sign("HMAC", key, encoder.encode(given)),
    crypto.subtle.sign("HMAC", key, encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ right[i];
  return difference === 0;
}
