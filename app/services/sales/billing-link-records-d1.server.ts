import { d1Queries } from "~/server/d1.server";
import { BillingLinkRecordsError, DAY_MS, HOUR_MS, type BillingLinkRecords } from "./billing-link-records.server";

/** Billing links in D1 (migrations/). */
export function createD1BillingLinkRecords(db: D1Database): BillingLinkRecords {
  const run = d1Queries(BillingLinkRecordsError);
  return {
    create: ({ nonce, email, expiresAt, createdAt }, cap) =>
      run("insert into billing_links", async () => {
        const since = (ms: number) => new Date(createdAt.getTime() - ms).toISOString();
        const result = await db
          .prepare(
            `INSERT INTO billing_links (nonce, email, expires_at, created_at) SELECT ?1, ?2, ?3, ?4
             WHERE (SELECT count(*) FROM billing_links WHERE email = ?2 AND created_at > ?5) < ?6
               AND (SELECT count(*) FROM billing_links WHERE email = ?2 AND created_at > ?7) < ?8`,
          )
          .bind(
            nonce,
            email,
            expiresAt.toISOString(),
            createdAt.toISOString(),
            since(HOUR_MS),
            cap.perHour,
            since(DAY_MS),
            cap.perDay,
          )
          .run();
        return (result.meta.changes ?? 0) > 0;
      }),
    use: (nonce, email, now) =>
      run("update of billing_links", async () => {
        const result = await db
          .prepare(
            "UPDATE billing_links SET used_at = ?2 WHERE nonce = ?1 AND email = ?3 AND used_at IS NULL AND expires_at > ?2",
          )
          .bind(nonce, now.toISOString(), email)
          .run();
        return (result.meta.changes ?? 0) > 0;
      }),
    deleteExpired: (before) =>
      run("clean-up of billing_links", async () => {
        const result = await db
          .prepare("DELETE FROM billing_links WHERE expires_at < ?1")
          .bind(before.toISOString())
          .run();
        return result.meta.changes ?? 0;
      }),
  };
}
