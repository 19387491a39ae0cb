import { rowsOf, serviceRoleQueries, type ServiceRoleOptions } from "~/server/supabase.server";
import { BillingLinkRecordsError, DAY_MS, HOUR_MS, type BillingLinkRecords } from "./billing-link-records.server";

/** Billing links in Supabase's `billing_links` (service role only); used once by use_billing_link. */
export function createSupabaseBillingLinkRecords(options: ServiceRoleOptions): BillingLinkRecords {
  const { run } = serviceRoleQueries(options, (message, cause) => new BillingLinkRecordsError(message, { cause }));
  return {
    async create({ nonce, email, expiresAt, createdAt }, cap) {
      // Counted before the insert (two posts in the same instant may both pass; D1 counts in one statement).
      const since = async (ms: number) => {
        const data = await run("count of billing_links", (db) =>
          db
            .from("billing_links")
            .select("nonce")
            .eq("email", email)
            .gt("created_at", new Date(createdAt.getTime() - ms).toISOString())
            .limit(cap.perDay),
        );
        return rowsOf(data).length;
      };
      if ((await since(HOUR_MS)) >= cap.perHour || (await since(DAY_MS)) >= cap.perDay) return false;
      await run("insert into billing_links", (db) =>
        db.from("billing_links").insert({
          nonce,
          email,
          expires_at: expiresAt.toISOString(),
          created_at: createdAt.toISOString(),
        }),
      );
      return true;
    },
    async use(nonce, email, now) {
      const data = await run("update of billing_links", (db) =>
        db.rpc("use_billing_link", { p_nonce: nonce, p_email: email, p_at: now.toISOString() }),
      );
      return data === true;
    },
    async deleteExpired(before) {
      const data = await run("clean-up of billing_links", (db) =>
        db.from("billing_links").delete().lt("expires_at", before.toISOString()).select("nonce"),
      );
      return rowsOf(data).length;
    },
  };
}
