import * as clock from "~/lib/clock";
import { LOCAL_ORIGIN } from "~/lib/seo";
import { BILLING_LINK_RETENTION_MS, REGISTRATION_RETENTION_MS } from "~/lib/follow-through-retention";
import { OUTBOX_BATCH_SIZE, SENT_RETENTION_MS, errorText, type OutboxRunReport } from "~/lib/outbox";
import { readConfig, type Config, type Env } from "~/server/config.server";
import { createBroadcastRecords } from "~/services/broadcasts/broadcast-records.server";
import {
  createAudienceReader,
  postalAddress,
  runBroadcasts,
  type BroadcastRunReport,
} from "~/services/broadcasts/broadcast-send.server";
import { shownProfile } from "~/lib/site-profile";
import { createEmail, runOutbox } from "~/services/email/email.server";
import { sendDueReminders } from "~/services/events/event-mail.server";
import { signatureFor } from "~/services/email/signature.server";
import { sendNoticeDigest } from "~/services/email/notice-digest.server";
import { createSiteContent } from "~/services/site/site-content.server";
import {
  createBillingLinkRecords,
  createConsentRecords,
  createHeldNotices,
  createLeadInterests,
  createOutbox,
  createRegistrationRecords,
} from "~/server/records.server";
import type { Outbox } from "~/services/email/outbox.server";
import { createBatchSender, createSender } from "~/services/email/send.server";
import { removeExpiredOwnerRecords, type OwnerCleanupReport } from "~/services/owner/owner-cleanup.server";
import { removeOldPageCounts } from "~/services/counts/page-counts.server";

/**
 * The scheduled job (the Worker's `scheduled` handler, on the cron in wrangler.toml): sends what
 * the outbox has due, queues and sends Money Moves Live's reminders and the hour's digest of the
 * owner's held lead notices, then removes what has expired (sent messages, the owner's records,
 * old billing links and registrations, page counts older than 13 months).
 * It is safe to run twice at once: outbox rows and reminders are claimed with conditional updates,
 * and a clean-up deletes only what has expired. Each run is bounded (OUTBOX_BATCH_SIZE messages,
 * REMINDER_BATCH reminders of each kind) and logs one line of what it did.
 */

export interface ScheduledReport {
  at: string;
  /** Null when there is no outbox (no order records configured: messages are sent once, unqueued). */
  outbox: OutboxRunReport | null;
  /** The owner's broadcasts this run; null without D1 or a consent records. */
  broadcasts: BroadcastRunReport | null;
  /** Event reminders queued (and sent) this run; null when there is no registration records. */
  reminders: number | null;
  /** Leads listed in the hour's digest of held notices this run; null without an outbox. */
  digest: number | null;
  /** Rows removed; null for a table this configuration does not keep. */
  cleanup: {
    owner: OwnerCleanupReport | null;
    sentMessages: number | null;
    billingLinks: number | null;
    registrations: number | null;
    pageCounts: number | null;
  };
  /** Steps that failed, with what went wrong (the other steps still ran). */
  errors: Array<{ step: string; error: string }>;
}

interface StepContext {
  config: Config;
  /** Null when there is no order records, hence no outbox. */
  outbox: Outbox | null;
  now: Date;
  report: ScheduledReport;
}

/** Sends what is due (queued and due, or left by a run that died), at most a batch. */
async function outboxStep({ config, outbox, now, report }: StepContext) {
  if (!outbox) return;
  report.outbox = await runOutbox(outbox, createSender(config.email), { now, batch: OUTBOX_BATCH_SIZE });
}

/**
 * The owner's broadcasts: start those due, queue the next recipients of one (bounded), and send
 * due messages in batches through Resend's batch endpoint (bounded), skipping the unsubscribed.
 */
async function broadcastsStep({ config, now, report }: StepContext) {
  const consent = createConsentRecords(config);
  if (!config.d1 || !consent) return;
  const registrations = createRegistrationRecords(config);
  // Her business's name and postal address as the site shows them, for every message's footer.
  const own = (await createSiteContent({ db: config.d1 }).overrides()).profile;
  const postal = postalAddress(shownProfile(own, { production: config.environment === "production" }));
  report.broadcasts = await runBroadcasts(
    {
      records: createBroadcastRecords(config.d1),
      audiences: createAudienceReader({
        consent,
        registrations,
        interests: createLeadInterests(config),
      }),
      consent,
      sender: createBatchSender(config.email),
      origin: config.siteUrl ?? LOCAL_ORIGIN,
      secret: config.sessionSecret,
      dailyBudget: config.email.dailyBudget,
      postal,
    },
    now,
  );
}

/**
 * Money Moves Live's reminders due now (24 hours and 1 hour before), each claimed in the registration records
 * before it is queued, so it goes out once; never to an address that unsubscribed. The messages are
 * queued in the outbox and sent here; one that fails is retried by the outbox step of later runs.
 */
async function remindersStep({ config, outbox, now, report }: StepContext) {
  const registrations = createRegistrationRecords(config);
  if (!registrations) return;
  const sends: Promise<unknown>[] = [];
  const email = createEmail({
    config: config.email,
    outbox,
    suppressions: createConsentRecords(config),
    waitUntil: (promise) => void sends.push(promise),
  });
  try {
    // The owner's schedule and join link, read fresh: the job runs every few minutes.
    const site = createSiteContent({ db: config.d1 });
    const event = (await site.overrides()).event;
    report.reminders = await sendDueReminders(
      {
        registrations,
        email,
        secret: config.sessionSecret,
        // Outside production without SITE_URL the links point at the local site.
        origin: config.siteUrl ?? LOCAL_ORIGIN,
        joinUrl: event?.joinUrl ?? config.eventJoinUrl,
        signature: await signatureFor({ config, services: { site } }),
        event,
      },
      now,
    );
  } finally {
    await Promise.allSettled(sends);
  }
}

/**
 * The owner's lead notices held past her hourly cap: gathered into one digest an hour and queued
 * (sent here; a failure is retried by the outbox step). Digested notices go after the outbox's
 * retention.
 */
async function noticeDigestStep({ config, outbox, now, report }: StepContext) {
  const held = createHeldNotices(config);
  if (!held || !outbox) return;
  const sends: Promise<unknown>[] = [];
  const email = createEmail({ config: config.email, outbox, waitUntil: (promise) => void sends.push(promise) });
  try {
    report.digest = await sendNoticeDigest(
      { held, email, origin: config.siteUrl ?? LOCAL_ORIGIN, perHour: config.email.noticesPerHour },
      now,
    );
  } finally {
    await Promise.allSettled(sends);
  }
  await held.deleteQueuedBefore(new Date(now.getTime() - SENT_RETENTION_MS));
}

/** Sent messages older than the retention: the outbox keeps what is pending or failed. */
async function outboxCleanupStep({ outbox, now, report }: StepContext) {
  if (!outbox) return;
  report.cleanup.sentMessages = await outbox.deleteSentBefore(
    new Date(now.getTime() - SENT_RETENTION_MS).toISOString(),
  );
}

/** The owner's expired sessions and challenges and old failed sign-ins, where they live in D1. */
async function ownerCleanupStep({ config, now, report }: StepContext) {
  if (!config.d1) return;
  report.cleanup.owner = await removeExpiredOwnerRecords(config.d1, now);
}

/**
 * The follow-through's working rows past their retention: billing links a day after they expired
 * (used or not), Money Moves Live registrations 30 days after their session started (the lead
 * stays in `leads`). Where there are no such records (no order backend), nothing.
 */
async function followThroughCleanupStep({ config, now, report }: StepContext) {
  const billingLinks = createBillingLinkRecords(config);
  const registrations = createRegistrationRecords(config);
  if (billingLinks) {
    report.cleanup.billingLinks = await billingLinks.deleteExpired(new Date(now.getTime() - BILLING_LINK_RETENTION_MS));
  }
  if (registrations) {
    report.cleanup.registrations = await registrations.deleteStartedBefore(
      new Date(now.getTime() - REGISTRATION_RETENTION_MS),
    );
  }
}

/** Page counts of days older than their retention (lib/page-counts.ts), where they live in D1. */
async function pageCountsCleanupStep({ config, now, report }: StepContext) {
  if (!config.d1) return;
  report.cleanup.pageCounts = await removeOldPageCounts(config.d1, now);
}

/**
 * The steps of a run, in order; each is independent, so one that fails leaves the others to run.
 * The reminders come after the outbox step: a run sends what was due before queuing new ones.
 */
const STEPS: ReadonlyArray<[name: string, run: (context: StepContext) => Promise<void>]> = [
  ["outbox", outboxStep],
  ["broadcasts", broadcastsStep],
  ["event reminders", remindersStep],
  ["lead notice digest", noticeDigestStep],
  ["outbox clean-up", outboxCleanupStep],
  ["owner clean-up", ownerCleanupStep],
  ["follow-through clean-up", followThroughCleanupStep],
  ["page counts clean-up", pageCountsCleanupStep],
];

export async function runScheduled(env: Env, options: { now?: Date } = {}): Promise<ScheduledReport> {
  const config = readConfig(env);
  clock.setClockOffset(config.clockOffsetMs);
  const now = options.now ?? clock.now();
  const report: ScheduledReport = {
    at: now.toISOString(),
    outbox: null,
    broadcasts: null,
    reminders: null,
    digest: null,
    cleanup: { owner: null, sentMessages: null, billingLinks: null, registrations: null, pageCounts: null },
    errors: [],
  };
  const outbox = createOutbox(config);
  for (const [step, run] of STEPS) {
    try {
      await run({ config, outbox, now, report });
    } catch (error) {
      report.errors.push({ step, error: errorText(error) });
    }
  }
  const log = report.errors.length ? console.error : console.log;
  log(`Scheduled run: ${JSON.stringify(report)}`);
  return report;
}
