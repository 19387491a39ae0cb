/**
 * How long the follow-through's working rows are kept before the scheduled job removes them (the
 * outbox's own rule is SENT_RETENTION_MS in outbox.ts, the owner's records' in owner-cleanup).
 */

const DAY = 24 * 60 * 60 * 1000;

/** Billing links live an hour and are used once; a day past expiry no request can still use one. */
export const BILLING_LINK_RETENTION_MS = 1 * DAY;

/** RegistrationRecords serve the reminders alone (the lead stays in `leads`): kept 30 days past the session. */
export const REGISTRATION_RETENTION_MS = 30 * DAY;
