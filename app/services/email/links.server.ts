import { signToken, unsubscribeHeaders, type ListId } from "~/lib/signed-token";

/** The signed links in the site's emails (app/lib/signed-token.ts), as absolute URLs. */

export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const CONFIRM_PATH = "/confirm-subscription";

/** A signed link's purpose and the page it opens. */
const LINK_PATHS = { unsubscribe: UNSUBSCRIBE_PATH, confirm: CONFIRM_PATH } as const;

/**
 * A signed link to `purpose`'s page: never expires; good for this address and list alone. `nonce`
 * is signed with the rest: a broadcast's (broadcastNonce) on an unsubscribe link, so the broadcast
 * it is counted against cannot be changed; REGISTRATIONS_NONCE on the event's reconfirm request.
 */
async function signedUrl(
  purpose: keyof typeof LINK_PATHS,
  origin: string,
  secret: string,
  email: string,
  list: ListId,
  nonce: string,
): Promise<string> {
  const token = await signToken(secret, { purpose, address: email, list, expiresAt: null, nonce });
  return `${origin}${LINK_PATHS[purpose]}?t=${token}`;
}

export const unsubscribeUrl = (origin: string, secret: string, email: string, list: ListId, nonce = "") =>
  signedUrl("unsubscribe", origin, secret, email, list, nonce);

/**
 * The nonce of the event's reconfirm request's link: its button, besides confirming, sends the
 * confirmations the address's registrations were held back for (signed, so no other link does).
 */
export const REGISTRATIONS_NONCE = "registrations";

/** `nonce`: "" or REGISTRATIONS_NONCE. */
export const confirmUrl = (origin: string, secret: string, email: string, list: ListId, nonce = "") =>
  signedUrl("confirm", origin, secret, email, list, nonce);

/** The List-Unsubscribe headers of a message of `list` to `email` (RFC 8058 one-click). */
export async function listHeaders(origin: string, secret: string, email: string, list: ListId, nonce = "") {
  const url = await unsubscribeUrl(origin, secret, email, list, nonce);
  return { url, headers: unsubscribeHeaders(url) };
}
