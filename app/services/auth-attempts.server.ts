import { CLIENT_FAILURE_LIMIT, FAILURE_LIMIT, FAILURE_WINDOW_MS, lockedUntil } from "~/lib/owner-access";

/**
 * Failed sign-ins and codes, counted per account and per client (owner_auth_failures in D1; with
 * no D1, a per-isolate memory that still stops one client hammering one instance). Either key
 * over its limit locks sign-in until its window passes.
 */
export interface AttemptLimiter {
  /** When the lock on these keys ends (ms), or null when none is locked. */
  lockedUntil(keys: AttemptKeys, now?: number): Promise<number | null>;
  recordFailure(keys: AttemptKeys, now?: number): Promise<void>;
  /** After a success: the account's failures no longer count. */
  clearAccount(account: string): Promise<void>;
}

export interface AttemptKeys {
  /** The address (lower-cased) or account id the attempt was for. */
  account: string;
  /** The client's address. */
  client: string;
}

const accountKey = (account: string) => `account:${account}`;
const clientKey = (client: string) => `client:${client}`;

function later(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

export function createD1AttemptLimiter(db: D1Database): AttemptLimiter {
  async function times(key: string, now: number): Promise<number[]> {
    const { results } = await db
      .prepare("SELECT at FROM owner_auth_failures WHERE key = ?1 AND at > ?2")
      .bind(key, new Date(now - FAILURE_WINDOW_MS).toISOString())
      .all<{ at: string }>();
    return results.map((row) => Date.parse(row.at));
  }
  return {
    async lockedUntil(keys, now = Date.now()) {
      const [account, client] = await Promise.all([
        times(accountKey(keys.account), now),
        times(clientKey(keys.client), now),
      ]);
      return later(lockedUntil(account, now, FAILURE_LIMIT), lockedUntil(client, now, CLIENT_FAILURE_LIMIT));
    },
    async recordFailure(keys, now = Date.now()) {
      const at = new Date(now).toISOString();
      await db.batch([
        db.prepare("INSERT INTO owner_auth_failures (key, at) VALUES (?1, ?2)").bind(accountKey(keys.account), at),
        db.prepare("INSERT INTO owner_auth_failures (key, at) VALUES (?1, ?2)").bind(clientKey(keys.client), at),
        // Old records keep nothing locked: drop them as we go.
        db
          .prepare("DELETE FROM owner_auth_failures WHERE at < ?1")
          .bind(new Date(now - FAILURE_WINDOW_MS).toISOString()),
      ]);
    },
    async clearAccount(account) {
      await db.prepare("DELETE FROM owner_auth_failures WHERE key = ?1").bind(accountKey(account)).run();
    },
  };
}

/** Keys the per-isolate memory holds at most. */
export const MEMORY_ATTEMPT_KEYS = 10_000;

const limitOf = (key: string) => (key.startsWith("client:") ? CLIENT_FAILURE_LIMIT : FAILURE_LIMIT);

export function createMemoryAttemptLimiter(maxKeys = MEMORY_ATTEMPT_KEYS): AttemptLimiter {
  // In least recently failed order: a key is re-inserted at each failure.
  const memory = new Map<string, number[]>();
  const recent = (key: string, now: number) => (memory.get(key) ?? []).filter((at) => at > now - FAILURE_WINDOW_MS);
  const locked = (key: string, now: number) => lockedUntil(recent(key, now), now, limitOf(key)) !== null;

  /**
   * Past its bound the memory forgets what matters least first: lapsed failures, then keys that
   * lock nothing, then the oldest locks. A flood of new keys cannot lift a lock that way.
   */
  function forgetBeyondBound(now: number) {
    const forgettable = [
      (key: string) => recent(key, now).length === 0,
      (key: string) => !locked(key, now),
      () => true,
    ];
    for (const forget of forgettable) {
      for (const key of memory.keys()) {
        if (memory.size <= maxKeys) return;
        if (forget(key)) memory.delete(key);
      }
    }
  }

  return {
    async lockedUntil(keys, now = Date.now()) {
      return later(
        lockedUntil(recent(accountKey(keys.account), now), now, FAILURE_LIMIT),
        lockedUntil(recent(clientKey(keys.client), now), now, CLIENT_FAILURE_LIMIT),
      );
    },
    async recordFailure(keys, now = Date.now()) {
      for (const key of [accountKey(keys.account), clientKey(keys.client)]) {
        const failures = [...recent(key, now), now];
        memory.delete(key);
        memory.set(key, failures);
      }
      forgetBeyondBound(now);
    },
    async clearAccount(account) {
      memory.delete(accountKey(account));
    },
  };
}

/** The isolate's one memory limiter: every request's limiter falls back to the same counts. */
const memoryLimiter = createMemoryAttemptLimiter();

/**
 * D1 when it answers, memory when it does not (a Supabase site whose D1 lacks the owner tables):
 * a broken counter must neither lock the owner out nor turn a sign-in into an error page.
 */
export function createAttemptLimiter(db: D1Database | null): AttemptLimiter {
  if (!db) return memoryLimiter;
  const d1 = createD1AttemptLimiter(db);
  async function either<R>(work: (limiter: AttemptLimiter) => Promise<R>): Promise<R> {
    try {
      return await work(d1);
    } catch (error) {
      console.error(`Owner sign-in limiter: D1 failed, counting in memory: ${String(error)}`);
      return work(memoryLimiter);
    }
  }
  return {
    lockedUntil: (keys, now) => either((limiter) => limiter.lockedUntil(keys, now)),
    recordFailure: (keys, now) => either((limiter) => limiter.recordFailure(keys, now)),
    clearAccount: (account) => either((limiter) => limiter.clearAccount(account)),
  };
}
