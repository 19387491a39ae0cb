import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { claimedRowOf, messageFromRow, OutboxStoreError, type Outbox, type OutboxMessage } from "./outbox.server";

/** The client never subscribes to Realtime; see leads-supabase.server.ts. */
class NoRealtime {
  constructor() {
    throw new Error("The outbox does not use Supabase Realtime.");
  }
}

/** Postgres' unique_violation: a message with this key is queued already. */
const UNIQUE_VIOLATION = "23505";

type Result = { data: unknown; error: { message: string; code?: string } | null; status: number };

/**
 * The outbox in Supabase's `outbox` table (supabase/migrations/20261205000000_outbox.sql), written
 * and read with the service-role key like the orders: no other role has any access. Rows are
 * claimed by the table's claim_outbox function (one statement, rows locked by another run skipped).
 */
export function createSupabaseOutbox(options: { url: string; serviceRoleKey: string; timeoutMs: number }): Outbox {
  let client: SupabaseClient | null = null;
  const connect = () =>
    (client ??= createClient(options.url, options.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as typeof WebSocket },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }) },
    }));
  const table = () => connect().from("outbox");

  async function run(what: string, query: () => PromiseLike<Result>, allow?: string): Promise<Result> {
    let result: Result;
    try {
      result = await query();
    } catch (error) {
      throw new OutboxStoreError(`Supabase ${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (result.error && result.error.code !== allow) {
      throw new OutboxStoreError(
        `Supabase ${what} failed (HTTP ${result.status}${result.error.code ? `, ${result.error.code}` : ""}): ${result.error.message}`,
      );
    }
    return result;
  }

  const rows = (result: Result): OutboxMessage[] =>
    Array.isArray(result.data) ? (result.data as Record<string, unknown>[]).map(messageFromRow) : [];
  const changedAny = (result: Result) => Array.isArray(result.data) && result.data.length > 0;

  return {
    async enqueueClaimed(message, claim, now) {
      const row = { ...claimedRowOf(message, claim, now), headers: message.headers ?? null };
      const inserted = await run("insert into outbox", () => table().insert(row).select("*"), UNIQUE_VIOLATION);
      return inserted.error ? null : (rows(inserted)[0] ?? null);
    },
    async claimDue(now, claim, batch) {
      return rows(
        await run("claim of outbox rows", () =>
          connect().rpc("claim_outbox", {
            at: now.toISOString(),
            lease_until: claim.until,
            token: claim.token,
            batch,
          }),
        ),
      );
    },
    async markSent(id, token, now) {
      const result = await run("update of outbox", () =>
        table()
          .update({
            status: "sent",
            sent_at: now.toISOString(),
            claimed_until: null,
            claim_token: null,
            last_error: null,
          })
          .eq("id", id)
          .eq("claim_token", token)
          .eq("status", "sending")
          .select("id"),
      );
      return changedAny(result);
    },
    async markFailed(id, token, outcome, error) {
      const changes: Record<string, unknown> = {
        status: outcome.status,
        last_error: error,
        claimed_until: null,
        claim_token: null,
        ...(outcome.status === "queued" ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      };
      const result = await run("update of outbox", () =>
        table().update(changes).eq("id", id).eq("claim_token", token).eq("status", "sending").select("id"),
      );
      return changedAny(result);
    },
    async listFailed(limit) {
      return rows(
        await run("read of outbox", () =>
          table()
            .select("*")
            .eq("status", "failed")
            .order("created_at", { ascending: false })
            .order("id", { ascending: false })
            .limit(limit),
        ),
      );
    },
    async claimFailed(id, claim) {
      const result = await run("update of outbox", () =>
        table()
          .update({ status: "sending", attempts: 1, claimed_until: claim.until, claim_token: claim.token })
          .eq("id", id)
          .eq("status", "failed")
          .select("*"),
      );
      return rows(result)[0] ?? null;
    },
    async deleteSentBefore(before) {
      const result = await run("clean-up of outbox", () =>
        table().delete().eq("status", "sent").lt("sent_at", before).select("id"),
      );
      return Array.isArray(result.data) ? result.data.length : 0;
    },
  };
}
