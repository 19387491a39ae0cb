import { openLocalD1, type LocalD1 } from "../support/database/local-d1";
import { E2E_STATE } from "./server";

/**
 * The e2e server's own D1 database (wrangler dev --persist-to E2E_STATE keeps it under v3/d1),
 * opened beside the server so a journey can check what it stored (and, rarely, set a time the
 * journey cannot wait for).
 */
let local: LocalD1 | null = null;

async function db(): Promise<D1Database> {
  local ??= await openLocalD1(E2E_STATE);
  return local.db;
}

/**
 * Two processes share the SQLite file: while the server writes, a read may find it locked
 * (SQLITE_BUSY), and a reader waits its turn as SQLite's own busy timeout would (up to 5 s). The
 * reader's own workerd can also drop its connection on a loaded machine ("fetch failed"): the
 * reader then opens it again and reads again.
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

/**
 * The address's event registrations as if made at `at`: a reminder is due only to those who
 * registered before its window opened, and a journey cannot wait a day.
 */
export async function registeredAt(email: string, at: Date): Promise<number> {
  const result = await read((leads) =>
    leads
      .prepare("UPDATE event_registrations SET created_at = ?1 WHERE email = ?2")
      .bind(at.toISOString(), email)
      .run(),
  );
  return result.meta.changes;
}

export async function closeLeadsDb(): Promise<void> {
  const open = local;
  local = null;
  await open?.dispose();
}
