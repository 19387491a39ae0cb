import { listNames } from "~/content/follow-through";
import type { SiteProfile } from "~/content/profile";
import {
  BATCHES_PER_RUN,
  BATCH_SIZE,
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
import type { BroadcastRecords, RecipientMessage } from "./broadcast-records.server";
import type { ConsentRecords } from "./consent-records.server";
import { newClaim } from "./email.server";
import { listHeaders } from "./links.server";
import type { OutboxMessage } from "./outbox.server";
import type { BatchSender } from "./send.server";
import * as clock from "~/lib/clock";

/**
 * Sending broadcasts, one bounded step of the scheduled job: scheduled broadcasts whose time has
 * come start; one broadcast's next recipients (at most QUEUE_PER_RUN, read in pages in address
 * order) are queued in the outbox, one message each; then up to BATCHES_PER_RUN batches of due
 * messages go to Resend's batch endpoint, spaced for its rate limit, each recipient checked
 * against the consent records first (an unsubscribe since she pressed send is skipped). A run that
 * dies leaves its claims to lapse; the next picks up from the cursor and the due rows.
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
  /** Whether this audience can be read here (an interest needs the leads in D1). */
  available(audience: Audience): boolean;
}

/** Who registered for a Money Moves Live session (the events' registration records has these). */
export interface SessionRegistrants {
  emailsOfSession(sessionStart: Date, after: string | null, limit: number): Promise<string[]>;
}

/** Emails of the email list's leads that chose an interest, in address order (D1 leads only). */
async function interestEmails(db: D1Database, choice: string, after: string | null, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT lower(email) AS email FROM leads WHERE form_source = 'emailList' AND interest = ?1
       AND lower(email) > ?2 ORDER BY 1 LIMIT ?3`,
    )
    .bind(choice, after ?? "", limit)
    .all<{ email: string }>();
  return results.map((row) => row.email);
}

export function createAudienceReader(deps: {
  consent: ConsentRecords;
  registrations: SessionRegistrants | null;
  /** The leads' D1 database when the leads are kept there (interest audiences), else null. */
  leadsDb: D1Database | null;
}): AudienceReader {
  const { consent, registrations, leadsDb } = deps;
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
      audience.kind === "all" || (audience.kind === "event" ? registrations !== null : leadsDb !== null),
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
          if (!leadsDb) return { emails: [], next: null };
          return confirmedOf(audience, await interestEmails(leadsDb, audience.choice, cursor, limit), limit);
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
    const link = await listHeaders(deps.origin, deps.secret, email, list);
    // The broadcast's id rides along, so the unsubscribe it causes is counted against it.
    const url = broadcastId === null ? link.url : `${link.url}&b=${broadcastId}`;
    const message = recipientMessage(
      body,
      { unsubscribeUrl: url, postalAddress: address, business, listName: listNames[list] },
      test,
    );
    return {
      key: broadcastId === null ? `broadcast-test:${crypto.randomUUID()}` : recipientKey(broadcastId, email),
      to: email,
      subject: message.subject,
      html: message.html,
      text: message.text,
      fragment: message.fragment,
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  };
}

export interface BroadcastRunReport {
  started: number;
  queued: number;
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
  batches: number;
  finished: number;
}

export interface BroadcastDeps {
  records: BroadcastRecords;
  audiences: AudienceReader;
  consent: ConsentRecords;
  sender: BatchSender;
  origin: string;
  secret: string;
  /** Her business's name and postal address, for every message's footer. */
  postal: Postal;
  /** Waits between Resend calls (tests and the bench may pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The batch's key: the same rows make the same key, so Resend delivers a retried batch once. */
async function batchKey(keys: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode([...keys].sort().join("\n")));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `broadcast-batch:${hex}`;
}

/** Queues the next recipients of one broadcast (at most QUEUE_PER_RUN); how many were queued. */
async function queueStep(deps: BroadcastDeps, now: Date): Promise<number> {
  const claim = newClaim(now);
  const broadcast = await deps.records.claimQueuing(now, claim);
  if (!broadcast) return 0;
  const audience = parseAudience(broadcast.audience);
  const build = messageBuilder(deps);
  const body = renderBody(broadcast);
  let cursor = broadcast.cursor;
  let queued = 0;
  while (queued < QUEUE_PER_RUN) {
    const page = audience ? await deps.audiences.page(audience, cursor, QUEUE_PAGE) : { emails: [], next: null };
    const messages = await Promise.all(page.emails.map((email) => build(broadcast.id, body, audience!, email)));
    const held = await deps.records.enqueue(
      broadcast.id,
      messages,
      {
        cursor: page.next ?? cursor,
        done: page.next === null,
        // This run's last page: the next run (five minutes on) takes up the queuing at once.
        release: queued + messages.length >= QUEUE_PER_RUN,
      },
      claim,
      now,
    );
    if (!held) break;
    queued += messages.length;
    if (page.next === null) break;
    cursor = page.next;
  }
  return queued;
}

/** Sends due broadcast messages in batches; what became of them goes in the report. */
async function sendStep(deps: BroadcastDeps, now: Date, report: BroadcastRunReport) {
  const claim = newClaim(now);
  const rows = await deps.records.claimMessages(now, claim, BATCH_SIZE * BATCHES_PER_RUN);
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((row) => broadcastIdOfKey(row.idempotencyKey) ?? 0))];
  const lists = new Map<number, ListId>(
    (await deps.records.byIds(ids)).map((b) => [b.id, listOf(parseAudience(b.audience) ?? { kind: "all" })]),
  );
  const listOfRow = (row: OutboxMessage) => lists.get(broadcastIdOfKey(row.idempotencyKey) ?? 0) ?? "newsletter";

  // Who is still confirmed now: an unsubscribe since she pressed send is skipped, never sent.
  const confirmed = new Set<string>();
  for (const list of new Set(rows.map(listOfRow))) {
    const emails = rows.filter((row) => listOfRow(row) === list).map((row) => row.to);
    const statuses = await deps.consent.statuses(list, emails);
    for (const email of emails) if (statuses.get(email) === "confirmed") confirmed.add(`${list} ${email}`);
  }
  const skipped = rows.filter((row) => !confirmed.has(`${listOfRow(row)} ${row.to}`));
  await deps.records.skip(
    skipped.map((row) => ({ id: row.id, broadcastId: broadcastIdOfKey(row.idempotencyKey) ?? 0, email: row.to })),
    claim.token,
    now,
  );
  report.skipped += skipped.length;

  const sendable = rows.filter((row) => confirmed.has(`${listOfRow(row)} ${row.to}`));
  const sleep = deps.sleep ?? realSleep;
  let lastCall = 0;
  for (let i = 0; i < sendable.length; i += BATCH_SIZE) {
    const batch = sendable.slice(i, i + BATCH_SIZE);
    // Within Resend's rate limit: calls at least RESEND_CALL_SPACING_MS apart.
    const wait = lastCall + RESEND_CALL_SPACING_MS - clock.nowMs();
    if (lastCall && wait > 0) await sleep(wait);
    lastCall = clock.nowMs();
    report.batches += 1;
    try {
      await deps.sender.deliverBatch(batch, await batchKey(batch.map((row) => row.idempotencyKey)));
    } catch (error) {
      const reason = errorText(error);
      console.error(`Broadcast batch of ${batch.length} failed: ${reason}`);
      const outcomes = batch.map((row) => ({ id: row.id, outcome: afterFailure(row.attempts, now) }));
      await deps.records.markFailed(outcomes, claim.token, reason);
      for (const { outcome } of outcomes) report[outcome.status === "failed" ? "failed" : "retrying"] += 1;
      continue;
    }
    await deps.records.markSent(
      batch.map((row) => row.id),
      claim.token,
      now,
    );
    report.sent += batch.length;
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
  };
  report.started = await deps.records.startDue(now);
  report.queued = await queueStep(deps, now);
  await sendStep(deps, now, report);
  report.finished = await deps.records.finish(now);
  return report;
}
