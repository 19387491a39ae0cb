/** The hidden inputs every lead form carries (apart from lead-schemas.ts so the browser loads only these). */

/** The hidden field a person never fills and a bot usually does. */
export const HONEYPOT_FIELD = "website";
/** The hidden per-render token that makes a submission idempotent. */
export const SUBMISSION_ID_FIELD = "submission_id";
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh submission token (browser and server both have Web Crypto). */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
