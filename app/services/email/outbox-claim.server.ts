/**
 * The outbox's claim on D1, written once for every run that sends from it: the scheduled job's
 * messages (outbox-d1.server.ts) and her broadcasts' batches (broadcast-records.server.ts). A claim
 * is one statement (D1 runs it alone), so a row it claims is no longer due for another run.
 * Parameters: ?1 now, ?2 the claim's end, ?3 its token (numbered on from ?4 by the caller).
 */

/** Rows due at ?1 (queued and due, or claimed by a run whose claim ran out): broadcasts' or the others. */
export function dueSql(broadcast: boolean): string {
  return `kind ${broadcast ? "=" : "<>"} 'broadcast' AND ((status = 'queued' AND next_attempt_at <= ?1) OR (status = 'sending' AND claimed_until <= ?1))`;
}

/**
 * The UPDATE … RETURNING that claims for this run the due rows `pick(due)` names (an attempt more
 * each); `alsoSet`: more columns set on them (a new batch's key).
 */
export function claimSql({
  broadcast,
  pick,
  alsoSet = "",
}: {
  broadcast: boolean;
  pick: (due: string) => string;
  alsoSet?: string;
}): string {
  const due = dueSql(broadcast);
  return `UPDATE outbox SET ${alsoSet}status = 'sending', claimed_until = ?2, claim_token = ?3, attempts = attempts + 1
    WHERE ${pick(due)} AND (${due}) RETURNING *`;
}
