import path from "node:path";
import { getPlatformProxy } from "wrangler";

/**
 * Opens the D1 database a `wrangler pages dev --persist-to <dir>` server writes to, so a test can
 * read what a visitor's post stored. (wrangler keeps its state under <dir>/v3.)
 */
export async function openLocalD1(persistTo: string): Promise<{ db: D1Database; dispose(): Promise<void> }> {
  const proxy = await getPlatformProxy<{ LEADS_DB: D1Database }>({
    configPath: "wrangler.toml",
    persist: { path: path.join(persistTo, "v3") },
  });
  return { db: proxy.env.LEADS_DB, dispose: () => proxy.dispose() };
}
