/** The hidden inputs every lead form carries (apart from lead-schemas.ts so the browser loads only these). */

/** The hidden field a person never fills and a bot usually does. */
export const HONEYPOT_FIELD = "website";
/** The hidden per-render token that makes a submission idempotent. */
export const SUBMISSION_ID_FIELD = "submission_id";
/** The hidden field that names the page the form was shown on (counted, lib/page-counts.ts). */
export const SOURCE_PAGE_FIELD = "from_page";
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh submission token (browser and server both have Web Crypto). */
export function newSubmissionId(): string {
  // Every form render asks for one; randomUUID draws from a pooled buffer (a sixth of the CPU of
  // getRandomValues per call in Node), 122 random bits. Browsers offer it only on HTTPS and localhost.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID().replaceAll("-", "");
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
