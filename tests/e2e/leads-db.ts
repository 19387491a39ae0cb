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

/** The stored leads with this email address. */
export async function leadsByEmail(email: string): Promise<Record<string, unknown>[]> {
  const { results } = await (await db()).prepare("SELECT * FROM leads WHERE email = ?1 ORDER BY id").bind(email).all();
  return results;
}

export async function closeLeadsDb(): Promise<void> {
  await proxy?.dispose();
  proxy = null;
}
