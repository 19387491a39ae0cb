import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { E2E_STATE } from "./server";

/**
 * The e2e server's own D1 database (wrangler pages dev --persist-to E2E_STATE keeps it under
 * v3/d1), opened read-side through wrangler's platform proxy so a journey can check what it stored.
 */
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ LEADS_DB: D1Database }>>> | null = null;

async function db(): Promise<D1Database> {
  proxy ??= await getPlatformProxy<{ LEADS_DB: D1Database }>({
    configPath: "wrangler.toml",
    persist: { path: path.join(E2E_STATE, "v3") },
  });
  return proxy.env.LEADS_DB;
}

/**
 * Two processes share the SQLite file: while the server writes, a read may find it locked
 * (SQLITE_BUSY). A reader waits its turn, as SQLite's own busy timeout would: up to 5 s.
 */
async function whenUnlocked<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 50 || !/database is locked|SQLITE_BUSY/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The stored leads with this email address. */
export async function leadsByEmail(email: string): Promise<Record<string, unknown>[]> {
  const leads = await db();
  const { results } = await whenUnlocked(() =>
    leads.prepare("SELECT * FROM leads WHERE email = ?1 ORDER BY id").bind(email).all(),
  );
  return results;
}

export async function closeLeadsDb(): Promise<void> {
  await proxy?.dispose();
  proxy = null;
}
