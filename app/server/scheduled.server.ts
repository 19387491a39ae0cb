import { OUTBOX_BATCH_SIZE, SENT_RETENTION_MS, errorText, type OutboxRunReport } from "~/lib/outbox";
import { readConfig, type Config, type Env } from "~/services/config.server";
import { createOutbox, runOutbox } from "~/services/email/email.server";
import type { Outbox } from "~/services/email/outbox.server";
import { createSender } from "~/services/email/send.server";
import { removeExpiredOwnerRecords, type OwnerCleanupReport } from "~/services/owner-cleanup.server";

/**
 * The scheduled job (the Worker's `scheduled` handler, on the cron in wrangler.toml): sends what
 * the outbox has due, then removes what has expired. It is safe to run twice at once: outbox rows
 * are claimed with a conditional update under a lease, and a clean-up deletes only what has
 * expired. Each run is bounded (OUTBOX_BATCH_SIZE messages) and logs one line of what it did.
 */

export interface ScheduledReport {
  at: string;
  /** Null when there is no outbox (no order store configured: messages are sent once, unqueued). */
  outbox: OutboxRunReport | null;
  /** Rows removed; null for a table this configuration does not keep. */
  cleanup: { owner: OwnerCleanupReport | null; sentMessages: number | null };
  /** Steps that failed, with what went wrong (the other steps still ran). */
  errors: Array<{ step: string; error: string }>;
}

interface StepContext {
  config: Config;
  /** Null when there is no order store, hence no outbox. */
  outbox: Outbox | null;
  now: Date;
  report: ScheduledReport;
}

/** Sends what is due (queued and due, or left by a run that died), at most a batch. */
async function outboxStep({ config, outbox, now, report }: StepContext) {
  if (!outbox) return;
  report.outbox = await runOutbox(outbox, createSender(config.email), { now, batch: OUTBOX_BATCH_SIZE });
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
 * The steps of a run, in order; each is independent, so one that fails leaves the others to run.
 * The event reminders (the next issue) join here as a step of their own, after the outbox step.
 */
const STEPS: ReadonlyArray<[name: string, run: (context: StepContext) => Promise<void>]> = [
  ["outbox", outboxStep],
  ["outbox clean-up", outboxCleanupStep],
  ["owner clean-up", ownerCleanupStep],
];

export async function runScheduled(env: Env, options: { now?: Date } = {}): Promise<ScheduledReport> {
  const config = readConfig(env);
  const now = options.now ?? new Date();
  const report: ScheduledReport = {
    at: now.toISOString(),
    outbox: null,
    cleanup: { owner: null, sentMessages: null },
    errors: [],
  };
  const outbox = createOutbox(config.orders, config.upstreamTimeoutMs);
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
