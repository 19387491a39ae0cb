import { emailWords } from "~/content/email";
import { leadDigest } from "~/lib/email-messages";
import type { Email } from "./email.server";
import type { HeldNotices } from "./held-notices.server";

/** Held notices one digest lists at most (the rest go in the next hour's). */
export const DIGEST_SIZE = 500;

/** One digest an hour: the hour (UTC) names it, and the outbox queues one message per key. */
export const digestKey = (now: Date) => `lead-digest-${now.toISOString().slice(0, 13)}`;

/**
 * The scheduled job's step: the lead notices held past the owner's cap, gathered into this hour's
 * digest and queued (unless this hour's went already). How many leads it lists.
 */
export async function sendNoticeDigest(
  deps: { held: HeldNotices; email: Email; origin: string; perHour: number },
  now: Date,
): Promise<number> {
  const to = deps.email.ownerTo;
  if (!to) return 0;
  const key = digestKey(now);
  const leads = await deps.held.gather(key, now, DIGEST_SIZE);
  if (leads.length === 0) return 0;
  // Queued now or before under the same key: either way the digest is in the outbox. (A run that
  // queued it and died before marking it leaves a notice held since then unlisted; the lead itself
  // is on /owner.)
  await deps.email.send(leadDigest({ leads, origin: deps.origin, to, words: emailWords, perHour: deps.perHour }), {
    idempotencyKey: key,
    kind: "lead-digest",
  });
  await deps.held.markQueued(key, now);
  return leads.length;
}
