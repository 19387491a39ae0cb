import { signToken, unsubscribeHeaders, type ListId } from "~/lib/signed-token";

/** The signed links in the site's emails (app/lib/signed-token.ts), as absolute URLs. */

export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const CONFIRM_PATH = "/confirm-subscription";

/**
 * Never expires; good for this address and list alone. `nonce` (a broadcast's, broadcastNonce) is
 * signed with the rest, so the broadcast an unsubscribe is counted against cannot be changed.
 */
export async function unsubscribeUrl(
  origin: string,
  secret: string,
  email: string,
  list: ListId,
  nonce = "",
): Promise<string> {
  const token = await signToken(secret, { purpose: "unsubscribe", address: email, list, expiresAt: null, nonce });
  return `${origin}${UNSUBSCRIBE_PATH}?t=${token}`;
}

/**
 * The nonce of the event's reconfirm request's link: its button, besides confirming, sends the
 * confirmations the address's registrations were held back for (signed, so no other link does).
 */
export const REGISTRATIONS_NONCE = "registrations";

/** Never expires; good for this address and list alone. `nonce`: "" or REGISTRATIONS_NONCE. */
export async function confirmUrl(
  origin: string,
  secret: string,
  email: string,
  list: ListId,
  nonce = "",
): Promise<string> {
  const token = await signToken(secret, { purpose: "confirm", address: email, list, expiresAt: null, nonce });
  return `${origin}${CONFIRM_PATH}?t=${token}`;
}

/** The List-Unsubscribe headers of a message of `list` to `email` (RFC 8058 one-click). */
export async function listHeaders(origin: string, secret: string, email: string, list: ListId, nonce = "") {
  const url = await unsubscribeUrl(origin, secret, email, list, nonce);
  return { url, headers: unsubscribeHeaders(url) };
}
