/**
 * One-time billing links: each emailed link's nonce is kept with its address and expiry, and is
 * used once (a conditional update), in the store the orders use: D1 (billing-link-records-d1.server.ts)
 * or Supabase (billing-link-records-supabase.server.ts).
 */
export interface BillingLinkRecords {
  create(link: { nonce: string; email: string; expiresAt: Date }): Promise<void>;
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
