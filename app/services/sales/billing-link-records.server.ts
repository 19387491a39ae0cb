/**
 * One-time billing links: each emailed link's nonce is kept with its address and expiry, and is
 * used once (a conditional update), in the store the orders use: D1 (billing-link-records-d1.server.ts)
 * or Supabase (billing-link-records-supabase.server.ts).
 */
export interface BillingLinkRecords {
  /**
   * Keeps a new link, unless the address has had `cap.perHour` links in the hour before `createdAt`
   * or `cap.perDay` in the day before: then nothing is written and the answer is false (counted in
   * the statement that inserts on D1, so two posts at once never both pass).
   */
  create(
    link: { nonce: string; email: string; expiresAt: Date; createdAt: Date },
    cap: { perHour: number; perDay: number },
  ): Promise<boolean>;
  /** Marks the link used; true only for its first use within its hour, by the address it was made for. */
  use(nonce: string, email: string, now: Date): Promise<boolean>;
  /** Removes the links (used or not) that expired before `before`; the number removed. */
  deleteExpired(before: Date): Promise<number>;
}

export class BillingLinkRecordsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BillingLinkRecordsError";
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
