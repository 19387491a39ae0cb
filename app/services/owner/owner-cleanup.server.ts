/**
 * What the owner's D1 tables gather and never need again, removed by the scheduled job: sessions
 * past their expiry, TOTP challenges past theirs (a used code's replay record is the factor's
 * last_step, which stays), and failed sign-ins older than a day (the lock counts only the last
 * minutes). On Supabase, sessions and challenges belong to Supabase Auth; failed sign-ins are
 * still counted in LEADS_DB when it is bound.
 */

/** Failed sign-ins are kept this long: far past the lock's window, long enough to look into. */
export const AUTH_FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface OwnerCleanupReport {
  sessions: number;
  challenges: number;
  authFailures: number;
}

/** Removes the expired rows of the owner's D1 tables, in one batch. */
export async function removeExpiredOwnerRecords(db: D1Database, now: Date): Promise<OwnerCleanupReport> {
  const at = now.toISOString();
  const [sessions, challenges, authFailures] = await db.batch([
    db.prepare("DELETE FROM owner_sessions WHERE expires_at <= ?1").bind(at),
    db.prepare("DELETE FROM owner_challenges WHERE expires_at <= ?1").bind(at),
    db
      .prepare("DELETE FROM owner_auth_failures WHERE at < ?1")
      .bind(new Date(now.getTime() - AUTH_FAILURE_RETENTION_MS).toISOString()),
  ]);
  return {
    sessions: sessions.meta.changes ?? 0,
    challenges: challenges.meta.changes ?? 0,
    authFailures: authFailures.meta.changes ?? 0,
  };
}
