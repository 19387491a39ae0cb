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
 * (SQLITE_BUSY), and a reader waits its turn as SQLite's own busy timeout would (up to 5 s). The
 * proxy's own workerd can also drop its connection on a loaded machine ("fetch failed"): the
 * reader then opens a new proxy and reads again.
 */
async function read<T>(query: (leads: D1Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query(await db());
    } catch (error) {
      const text = String(error);
      const locked = /database is locked|SQLITE_BUSY/i.test(text);
      const dropped = /fetch failed|other side closed/i.test(text);
      if (attempt >= 50 || !(locked || dropped)) throw error;
      if (dropped) await closeLeadsDb().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The stored leads with this email address. */
export async function leadsByEmail(email: string): Promise<Record<string, unknown>[]> {
  const { results } = await read((leads) =>
    leads.prepare("SELECT * FROM leads WHERE email = ?1 ORDER BY id").bind(email).all(),
  );
  return results;
}

export async function closeLeadsDb(): Promise<void> {
  const open = proxy;
  proxy = null;
  await open?.dispose();
}
