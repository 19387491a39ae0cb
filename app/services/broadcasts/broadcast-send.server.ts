import { listNames } from "~/content/follow-through";
import type { SiteProfile } from "~/content/profile";
import {
  BATCHES_PER_RUN,
  BATCH_SIZE,
  broadcastAllowance,
  broadcastNonce,
  QUEUE_PAGE,
  QUEUE_PER_RUN,
  RESEND_CALL_SPACING_MS,
  broadcastIdOfKey,
  listOf,
  parseAudience,
  recipientKey,
  recipientMessage,
  renderBody,
  type Audience,
  type RenderedBody,
} from "~/lib/broadcast";
import { afterFailure, errorText } from "~/lib/outbox";
import type { ListId } from "~/lib/signed-token";
import type { Broadcast, BroadcastRecords, ClaimedBatch, RecipientMessage } from "./broadcast-records.server";
import type { LeadInterests } from "~/services/leads/lead-records.server";
import type { ConsentRecords } from "~/services/email/consent-records.server";
import { isSuppressed } from "~/lib/suppression";
import { newClaim } from "~/services/email/email.server";
import { listHeaders } from "~/services/email/links.server";
import type { BatchSender } from "~/services/email/send.server";
import * as clock from "~/lib/clock";

/**
 * Sending broadcasts, one bounded step of the scheduled job: scheduled broadcasts whose time has
 * come start; one broadcast's next recipients (at most QUEUE_PER_RUN, read in pages in address
 * order) are queued in the outbox, one message each; then up to BATCHES_PER_RUN batches of due
 * messages go to Resend's batch endpoint, spaced for its rate limit, each recipient checked
 * against the consent records first (an unsubscribe since she pressed send is skipped). A batch is
 * fixed when first claimed (its rows, their order and its Resend Idempotency-Key) and keeps them on
 * every retry; each copy is rendered from the broadcast at send time. The daily budget holds
 * batches back (the next day's runs send them). A run that dies leaves its claims to lapse; the
 * next picks up from the cursor and the due rows.
 */

/** The business's name and postal address in a broadcast's footer (CAN-SPAM). */
export interface Postal {
  business: string;
  address: string;
}

/** The footer's name and address, from her profile as the site shows it (app/lib/site-profile.ts). */
export function postalAddress(profile: Pick<SiteProfile, "business">): Postal {
  return { business: profile.business.legalName, address: profile.business.mailingAddress };
}

/** Who an audience is, read from the record modules in address order, a bounded page at a time. */
export interface AudienceReader {
  /** Recipients after `cursor`; `next` is where the following page starts (null: the end). */
  page(audience: Audience, cursor: string | null, limit: number): Promise<{ emails: string[]; next: string | null }>;
  /** How many would receive it now. */
  count(audience: Audience): Promise<number>;
  /** Whether this audience can be read here (an interest needs lead records that can be read). */
  available(audience: Audience): boolean;
}

/** Who registered for a Money Moves Live session (the events' registration records has these). */
export interface SessionRegistrants {
  emailsOfSession(sessionStart: Date, after: string | null, limit: number): Promise<string[]>;
}

export function createAudienceReader(deps: {
  consent: ConsentRecords;
  registrations: SessionRegistrants | null;
  /** The lead records' interests where they can be read (interest audiences), else null. */
  interests: LeadInterests | null;
}): AudienceReader {
  const { consent, registrations, interests } = deps;
  /** Of candidates read from elsewhere, those confirmed on the list. */
  async function confirmedOf(audience: Audience, candidates: string[], limit: number) {
    const statuses = await consent.statuses(listOf(audience), candidates);
    return {
      emails: candidates.filter((email) => statuses.get(email) === "confirmed"),
      next: candidates.length < limit ? null : (candidates.at(-1) ?? null),
    };
  }
  const reader: AudienceReader = {
    available: (audience) =>
      audience.kind === "all" || (audience.kind === "event" ? registrations !== null : interests !== null),
    async page(audience, cursor, limit) {
      switch (audience.kind) {
        case "all": {
          const emails = await consent.confirmedAfter(listOf(audience), cursor, limit);
          return { emails, next: emails.length < limit ? null : (emails.at(-1) ?? null) };
        }
        case "event":
          if (!registrations) return { emails: [], next: null };
          return confirmedOf(
            audience,
            await registrations.emailsOfSession(new Date(audience.session), cursor, limit),
            limit,
          );
        case "interest":
          if (!interests) return { emails: [], next: null };
          return confirmedOf(audience, await interests.emailsOfInterest(audience.choice, cursor, limit), limit);
      }
    },
    async count(audience) {
      if (audience.kind === "all") return consent.countConfirmed(listOf(audience));
      // Counted by reading the audience in pages: the candidates live in other records.
      let total = 0;
      let cursor: string | null = null;
      do {
        const page = await reader.page(audience, cursor, QUEUE_PAGE);
        total += page.emails.length;
        cursor = page.next;
      } while (cursor !== null);
      return total;
    },
  };
  return reader;
}

/** Builds recipients' messages: her message rendered once, each with its own unsubscribe link. */
export function messageBuilder(deps: { origin: string; secret: string; postal: Postal }) {
  const { business, address } = deps.postal;
  return async function build(
    broadcastId: number | null,
    body: RenderedBody,
    audience: Audience,
    email: string,
    test = false,
  ): Promise<RecipientMessage> {
    const list = listOf(audience);
    // The broadcast's id is signed into the link, so the unsubscribe it causes is counted against it.
    const nonce = broadcastId === null ? "" : broadcastNonce(broadcastId);
    const link = await listHeaders(deps.origin, deps.secret, email, list, nonce);
    const message = recipientMessage(
      body,
      { unsubscribeUrl: link.url, postalAddress: address, business, listName: listNames[list] },
      test,
    );
    return {
      key: broadcastId === null ? `broadcast-test:${crypto.randomUUID()}` : recipientKey(broadcastId, email),
      to: email,
      subject: message.subject,
      html: message.html,
      text: message.text,
      fragment: message.fragment,
      headers: link.headers,
    };
  };
}

export interface BroadcastRunReport {
  started: number;
  queued: number;
  /** Copies Resend accepted. */
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
  batches: number;
  finished: number;
  /** How many more broadcast messages today's budget allowed when the run began. */
  allowance: number;
}

export interface BroadcastDeps {
  records: BroadcastRecords;
  audiences: AudienceReader;
  consent: ConsentRecords;
  sender: BatchSender;
  origin: string;
  secret: string;
  /** Messages the site may send a day (EMAIL_DAILY_BUDGET); broadcasts leave BROADCAST_RESERVE of it. */
  dailyBudget: number;
  /** Her business's name and postal address, for every message's footer. */
  postal: Postal;
  /** Waits between Resend calls (tests and the bench may pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Queues the next recipients of one broadcast (at most QUEUE_PER_RUN); how many were queued. */
async function queueStep(deps: BroadcastDeps, now: Date): Promise<number> {
  const claim = newClaim(now);
  const broadcast = await deps.records.claimQueuing(now, claim);
  if (!broadcast) return 0;
  const audience = parseAudience(broadcast.audience);
  let cursor = broadcast.cursor;
  let queued = 0;
  while (queued < QUEUE_PER_RUN) {
    const page = audience ? await deps.audiences.page(audience, cursor, QUEUE_PAGE) : { emails: [], next: null };
    const recipients = page.emails.map((email) => ({ key: recipientKey(broadcast.id, email), to: email }));
    const held = await deps.records.enqueue(
      broadcast.id,
      broadcast.subject,
      recipients,
      {
        cursor: page.next ?? cursor,
        done: page.next === null,
        // This run's last page: the next run (five minutes on) takes up the queuing at once.
        release: queued + recipients.length >= QUEUE_PER_RUN,
      },
      claim,
      now,
    );
    if (!held) break;
    queued += recipients.length;
    if (page.next === null) break;
    cursor = page.next;
  }
  return queued;
}

type BatchRow = ClaimedBatch["rows"][number];

/** Sends due broadcast batches within today's budget; what became of them goes in the report. */
async function sendStep(deps: BroadcastDeps, now: Date, report: BroadcastRunReport) {
  report.allowance = broadcastAllowance(deps.dailyBudget, await deps.records.usedToday(now));
  if (report.allowance === 0) return;
  const claim = newClaim(now);
  const batches = await deps.records.claimBatches(now, claim, {
    maxBatches: BATCHES_PER_RUN,
    maxRows: Math.min(report.allowance, BATCH_SIZE * BATCHES_PER_RUN),
    batchSize: BATCH_SIZE,
  });
  if (batches.length === 0) return;
  const rows = batches.flatMap((batch) => batch.rows);
  const idOf = (row: BatchRow) => broadcastIdOfKey(row.idempotencyKey) ?? 0;
  const broadcasts = new Map<number, { broadcast: Broadcast; audience: Audience; body: RenderedBody }>();
  for (const broadcast of await deps.records.byIds([...new Set(rows.map(idOf))])) {
    const audience = parseAudience(broadcast.audience) ?? { kind: "all" };
    broadcasts.set(broadcast.id, { broadcast, audience, body: renderBody(broadcast) });
  }
  const listOfRow = (row: BatchRow): ListId => listOf(broadcasts.get(idOf(row))?.audience ?? { kind: "all" });

  // Who is still confirmed now: an unsubscribe since she pressed send is skipped, never sent; so
  // is an address that bounced or complained (Resend's webhook).
  const confirmed = new Set<string>();
  const held = await deps.consent.suppressions([...new Set(rows.map((row) => row.to))]);
  for (const list of new Set(rows.map(listOfRow))) {
    const emails = rows.filter((row) => listOfRow(row) === list).map((row) => row.to);
    const statuses = await deps.consent.statuses(list, emails);
    for (const email of emails) {
      if (statuses.get(email) === "confirmed" && !isSuppressed(held.get(email)?.reason, "broadcast")) {
        confirmed.add(`${list} ${email}`);
      }
    }
  }
  const isConfirmed = (row: BatchRow) => broadcasts.has(idOf(row)) && confirmed.has(`${listOfRow(row)} ${row.to}`);
  const skip = async (skipped: BatchRow[]) => {
    await deps.records.skip(
      skipped.map((row) => ({ id: row.id, broadcastId: idOf(row), email: row.to })),
      claim.token,
      now,
    );
    report.skipped += skipped.length;
  };
  const build = messageBuilder(deps);
  const sleep = deps.sleep ?? realSleep;
  let lastCall = 0;
  for (const batch of batches) {
    // The batch keeps its rows and its key; the unsubscribed are left out of this call, not moved to another.
    const sendable = batch.rows.filter(isConfirmed);
    const left = batch.rows.filter((row) => !isConfirmed(row));
    if (sendable.length === 0) {
      await skip(left);
      continue;
    }
    const messages = await Promise.all(
      sendable.map((row) => {
        const { broadcast, audience, body } = broadcasts.get(idOf(row))!;
        return build(broadcast.id, body, audience, row.to);
      }),
    );
    // Within Resend's rate limit: calls at least RESEND_CALL_SPACING_MS apart.
    const wait = lastCall + RESEND_CALL_SPACING_MS - clock.nowMs();
    if (lastCall && wait > 0) await sleep(wait);
    lastCall = clock.nowMs();
    report.batches += 1;
    let outcome;
    try {
      outcome = await deps.sender.deliverBatch(messages, batch.key);
    } catch (error) {
      const reason = errorText(error);
      console.error(`Broadcast batch of ${sendable.length} failed: ${reason}`);
      // Every row waits for the batch's retry; those in this call may be with Resend already.
      const offered = new Set(sendable.map((row) => row.id));
      const outcomes = batch.rows.map((row) => ({
        id: row.id,
        outcome: afterFailure(row.attempts, now),
        offered: offered.has(row.id),
      }));
      await deps.records.markFailed(outcomes, claim.token, reason);
      for (const { outcome: after } of outcomes) report[after.status === "failed" ? "failed" : "retrying"] += 1;
      continue;
    }
    // Accepted now: these went. Accepted earlier (a lost answer, another body since): those of that call went.
    const went = outcome === "accepted" ? sendable : batch.rows.filter((row) => row.offered);
    const wentIds = new Set(went.map((row) => row.id));
    await deps.records.markSent([...wentIds], claim.token, now);
    report.sent += went.length;
    await skip(batch.rows.filter((row) => !wentIds.has(row.id)));
  }
}

/** One run's share of every broadcast: start what is due, queue the next recipients, send a bounded number. */
export async function runBroadcasts(deps: BroadcastDeps, now: Date): Promise<BroadcastRunReport> {
  const report: BroadcastRunReport = {
    started: 0,
    queued: 0,
    sent: 0,
    skipped: 0,
    retrying: 0,
    failed: 0,
    batches: 0,
    finished: 0,
    allowance: 0,
  };
  report.started = await deps.records.startDue(now);
  report.queued = await queueStep(deps, now);
  await sendStep(deps, now, report);
  report.finished = await deps.records.finish(now);
  return report;
}
