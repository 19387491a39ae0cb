import {
  attemptCounts,
  clearedBySuccess,
  LONGEST_WINDOW_MS,
  refusedUntil,
  type AttemptCount,
  type AttemptSubject,
} from "~/lib/owner-access";
import * as clock from "~/lib/clock";

/**
 * Sign-in attempts (passwords, codes, the setup secret), counted in owner_auth_failures in D1;
 * with no D1, a per-isolate memory that still stops one client hammering one instance. Each
 * attempt is recorded first and then checked, in one batch (D1 runs a batch as one transaction),
 * so attempts sent at once each see the others: of 40 at once, only the first few within the limit
 * go ahead. A failed attempt stays recorded; a success removes its own records and clears its
 * kind's counts for the account (lib/owner-access.ts says which counts there are).
 */
export interface AttemptLimiter {
  /** Records the attempt, then answers whether it may go ahead (null) or when its lock ends (ms). */
  begin(subject: AttemptSubject, now?: number): Promise<Attempt>;
}

export interface Attempt {
  refusedUntil: number | null;
  /** Refused by a count only a recovery lifts (the day's wrong codes), not by a lock that lapses. */
  needsRecovery: boolean;
  /** How many records each count (by key) holds in its window, this attempt's among them. */
  recorded: ReadonlyMap<string, number>;
  /** The attempt succeeded: its records go, and its kind's counts for the account are cleared. */
  succeeded(): Promise<void>;
  /** The backend failed, not the attempt: its own records go, and nothing else changes. */
  withdraw(): Promise<void>;
}

function latest(times: Array<number | null>): number | null {
  const locks = times.filter((t): t is number => t !== null);
  return locks.length ? Math.max(...locks) : null;
}

function needingRecovery(counts: readonly AttemptCount[], locks: ReadonlyArray<number | null>): boolean {
  return counts.some((count, i) => count.needsRecovery === true && locks[i] !== null);
}

export function createD1AttemptLimiter(db: D1Database): AttemptLimiter {
  return {
    async begin(subject, now = clock.nowMs()) {
      const counts = attemptCounts(subject);
      const at = new Date(now).toISOString();
      const results = await db.batch([
        ...counts.map((count) =>
          db
            .prepare("INSERT INTO owner_auth_failures (key, at) VALUES (?1, ?2) RETURNING rowid AS id")
            .bind(count.key, at),
        ),
        ...counts.map((count) =>
          // The newest limit + 1 records are all the check needs.
          db
            .prepare("SELECT at FROM owner_auth_failures WHERE key = ?1 AND at > ?2 ORDER BY at DESC LIMIT ?3")
            .bind(count.key, new Date(now - count.windowMs).toISOString(), count.limit + 1),
        ),
      ]);
      const ids = results.slice(0, counts.length).map((result) => (result.results[0] as { id: number }).id);
      const checks = results.slice(counts.length);
      const locks = counts.map((count, i) =>
        refusedUntil(
          (checks[i].results as Array<{ at: string }>).map((row) => Date.parse(row.at)),
          now,
          count,
        ),
      );
      const until = latest(locks);
      const deleteMine = () =>
        db
          .prepare(`DELETE FROM owner_auth_failures WHERE rowid IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`)
          .bind(...ids);
      return {
        refusedUntil: until,
        needsRecovery: needingRecovery(counts, locks),
        recorded: new Map(counts.map((count, i) => [count.key, checks[i].results.length])),
        async withdraw() {
          await deleteMine().run();
        },
        async succeeded() {
          const cleared = clearedBySuccess(subject);
          await db.batch([
            deleteMine(),
            db
              .prepare(
                `DELETE FROM owner_auth_failures WHERE key IN (${cleared.map((_, i) => `?${i + 1}`).join(", ")})`,
              )
              .bind(...cleared),
            // Old records lock nothing: dropped as the owner signs in.
            db
              .prepare("DELETE FROM owner_auth_failures WHERE at < ?1")
              .bind(new Date(now - LONGEST_WINDOW_MS).toISOString()),
          ]);
        },
      };
    },
  };
}

/** Keys the per-isolate memory holds at most. */
export const MEMORY_ATTEMPT_KEYS = 10_000;

export function createMemoryAttemptLimiter(maxKeys = MEMORY_ATTEMPT_KEYS): AttemptLimiter {
  // In least recently attempted order: a key is re-inserted at each attempt. Each record is an
  // object, so a success removes exactly its own.
  const memory = new Map<string, { at: number; count: AttemptCount }[]>();
  const recent = (key: string, now: number) =>
    (memory.get(key) ?? []).filter((record) => record.at > now - record.count.windowMs);
  /** Whether the key's next attempt would be refused. */
  const locked = (key: string, now: number) => {
    const records = recent(key, now);
    return records.length > 0 && refusedUntil([...records.map((r) => r.at), now], now, records[0].count) !== null;
  };

  /**
   * Past its bound the memory forgets what matters least first: lapsed records, then keys that
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
    async begin(subject, now = clock.nowMs()) {
      const counts = attemptCounts(subject);
      const mine: Array<{ key: string; record: { at: number; count: AttemptCount } }> = [];
      const recorded = new Map<string, number>();
      // Recorded and checked with no await in between: one isolate runs this to the end at once.
      const locks = counts.map((count) => {
        const record = { at: now, count };
        const records = [...recent(count.key, now), record];
        memory.delete(count.key);
        memory.set(count.key, records);
        mine.push({ key: count.key, record });
        recorded.set(count.key, records.length);
        return refusedUntil(
          records.map((r) => r.at),
          now,
          count,
        );
      });
      const until = latest(locks);
      forgetBeyondBound(now);
      const forgetMine = () => {
        for (const { key, record } of mine) {
          const left = (memory.get(key) ?? []).filter((r) => r !== record);
          if (left.length) memory.set(key, left);
          else memory.delete(key);
        }
      };
      return {
        refusedUntil: until,
        needsRecovery: needingRecovery(counts, locks),
        recorded,
        async withdraw() {
          forgetMine();
        },
        async succeeded() {
          forgetMine();
          for (const key of clearedBySuccess(subject)) memory.delete(key);
        },
      };
    },
  };
}

/** The isolate's one memory limiter: every request's limiter falls back to the same counts. */
const memoryLimiter = createMemoryAttemptLimiter();

/**
 * D1 when it answers, memory when it does not (a Supabase site whose D1 lacks the owner tables, or
 * D1 failing under a burst): a broken counter must neither lock the owner out nor turn a sign-in
 * into an error page. Every attempt is recorded in this isolate's memory as well, so when D1 fails
 * the memory that decides has counted every attempt this isolate has seen, not only those since.
 */
export function createAttemptLimiter(db: D1Database | null): AttemptLimiter {
  if (!db) return memoryLimiter;
  const d1 = createD1AttemptLimiter(db);
  return {
    async begin(subject, now) {
      const local = await memoryLimiter.begin(subject, now);
      let attempt: Attempt;
      try {
        attempt = await d1.begin(subject, now);
      } catch (error) {
        console.error(`Owner sign-in limiter: D1 failed, counting in memory: ${String(error)}`);
        return local;
      }
      const quietly = (work: () => Promise<void>) => () =>
        work().catch((error: unknown) => {
          console.error(`Owner sign-in limiter: D1 failed to clear an attempt: ${String(error)}`);
        });
      return {
        refusedUntil: attempt.refusedUntil,
        needsRecovery: attempt.needsRecovery,
        recorded: attempt.recorded,
        succeeded: async () => {
          await local.succeeded();
          await quietly(() => attempt.succeeded())();
        },
        withdraw: async () => {
          await local.withdraw();
          await quietly(() => attempt.withdraw())();
        },
      };
    },
  };
}
