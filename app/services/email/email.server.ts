import type { EmailMessage } from "~/lib/email-messages";
import { afterFailure, errorText, leaseUntil, type OutboxRunReport } from "~/lib/outbox";
import { isSuppressed } from "~/lib/suppression";
import type { EmailConfig } from "~/server/config.server";
import type { ConsentRecords } from "./consent-records.server";
import { RECIPIENT_CAP, type Claim, type Outbox, type OutboxMessage, type RecipientCap } from "./outbox.server";
import { createSender, type Sender } from "./send.server";
import * as clock from "~/lib/clock";

/**
 * Email to the owner (new leads and orders) and to buyers (download links). Every message is first
 * written to the outbox, in the same store as the orders (awaited, before the response), then sent
 * after the response (waitUntil). A send that fails or times out stays in the outbox with its error
 * and the scheduled job tries it again with backoff (lib/outbox.ts), always under the same
 * Resend idempotency key, so Resend never delivers it twice. With no order records there is no outbox:
 * a message is sent once after the response and a failure is only logged. Without RESEND_API_KEY
 * messages are only logged (and count as sent).
 */
export interface Email {
  /**
   * Queues a message and sends it after the response. `idempotencyKey` names the message: a second
   * call with the same key (a replayed event) queues and sends nothing. Never throws. False when
   * nothing was queued nor sent: its key was queued before, or it is over its cap.
   */
  send(message: EmailMessage, options: SendOptions): Promise<boolean>;
  /** The owner's address for notices, or null when OWNER_NOTIFY_EMAIL is not set. */
  ownerTo: string | null;
  /** The messages given up after their last retry, newest first; null when there is no outbox. */
  failed(limit?: number): Promise<OutboxMessage[] | null>;
  /** Sends a failed message again now (after the response); false when it is not a failed message. */
  sendAgain(id: number): Promise<boolean>;
}

export interface SendOptions {
  idempotencyKey: string;
  /** What the message is (buyer-delivery, order-notice, lead-notice, payment-failed), for the owner. */
  kind: string;
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * A message a stranger's post can cause (a confirmation, a billing link, an event message): at
   * most RECIPIENT_CAP of its kind to one address (true), or this cap, counted in the outbox; over
   * it, nothing is sent. With `true`, nothing is sent either when the outbox cannot count.
   */
  capped?: boolean | RecipientCap;
}

/** Failed messages the owner's page lists at most. */
export const FAILED_LIST_LIMIT = 50;

/** Senders the scheduled job runs at once: Workers allow six connections open at a time. */
const PARALLEL_SENDS = 6;

export function newClaim(now: Date): Claim {
  return { token: crypto.randomUUID(), until: leaseUntil(now) };
}

function describe(message: { subject: string; to: string }): string {
  return `Email "${message.subject}" to ${message.to}`;
}

/**
 * One attempt at a claimed row: sent, or its failure recorded (queued for a retry or given up).
 * What happened, for a run's report; never throws (a row whose result cannot be written stays
 * claimed until its lease ends, then the next run tries it again under the same key).
 */
export async function attemptSend(
  outbox: Outbox,
  sender: Sender,
  row: OutboxMessage,
  token: string,
  now: () => Date,
): Promise<"sent" | "retrying" | "failed" | "lost"> {
  try {
    try {
      await sender.deliver(row, row.idempotencyKey);
    } catch (error) {
      const outcome = afterFailure(row.attempts, now());
      const reason = errorText(error);
      console.error(
        `${describe(row)} failed (attempt ${row.attempts}): ${reason}${outcome.status === "failed" ? "; given up" : `; next try at ${outcome.nextAttemptAt}`}`,
      );
      const recorded = await outbox.markFailed(row.id, token, outcome, reason);
      return recorded ? (outcome.status === "failed" ? "failed" : "retrying") : "lost";
    }
    return (await outbox.markSent(row.id, token, now())) ? "sent" : "lost";
  } catch (error) {
    console.error(`${describe(row)}: the outbox could not record the attempt: ${errorText(error)}`);
    return "lost";
  }
}

/**
 * Sends what is due: claims up to `batch` rows (a conditional update, so two runs at once never
 * hold one row) and tries each, a few at a time.
 */
export async function runOutbox(
  outbox: Outbox,
  sender: Sender,
  options: { now: Date; batch: number },
): Promise<OutboxRunReport> {
  const claim = newClaim(options.now);
  const rows = await outbox.claimDue(options.now, claim, options.batch);
  const report: OutboxRunReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
  let next = 0;
  async function worker() {
    while (next < rows.length) {
      const row = rows[next++];
      const result = await attemptSend(outbox, sender, row, claim.token, () => options.now);
      if (result !== "lost") report[result] += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, rows.length) }, worker));
  return report;
}

export function createEmail(deps: {
  config: EmailConfig;
  outbox: Outbox | null;
  /** Who bounced or complained (Resend's webhook); null: nobody is held. */
  suppressions?: Pick<ConsentRecords, "suppressions"> | null;
  waitUntil: (promise: Promise<unknown>) => void;
  /** How long one send may take (SEND_TIMEOUT_MS unless a test says otherwise). */
  sendTimeoutMs?: number;
}): Email {
  const { config, outbox, waitUntil } = deps;
  const sender = createSender(config, deps.sendTimeoutMs);

  /** Without an outbox (or when it cannot be written): one attempt after the response, failures logged. */
  function sendOnce(message: EmailMessage, options: SendOptions) {
    waitUntil(
      sender.deliver({ ...message, headers: options.headers }, options.idempotencyKey).catch((error: unknown) => {
        console.error(`${describe(message)} failed: ${errorText(error)}`);
      }),
    );
    return true;
  }

  /** Whether the address bounced or complained so that this kind must not reach it (unreadable: sent). */
  async function held(message: EmailMessage, kind: string): Promise<boolean> {
    if (!deps.suppressions || !isSuppressed("complained", kind)) return false;
    const address = message.to.trim().toLowerCase();
    try {
      const found = (await deps.suppressions.suppressions([address])).get(address);
      if (!isSuppressed(found?.reason, kind)) return false;
      console.info(`${describe(message)} not sent: the address ${found?.reason} on ${found?.at}`);
      return true;
    } catch (error) {
      console.error(`${describe(message)}: the suppressions could not be read (${errorText(error)}); sending it`);
      return false;
    }
  }

  return {
    ownerTo: config.ownerTo,
    async send(message, options) {
      if (await held(message, options.kind)) return false;
      if (!outbox) return sendOnce(message, options);
      const now = clock.now();
      const claim = newClaim(now);
      let row: OutboxMessage | null;
      try {
        const { capped, ...queued } = options;
        const cap = capped === true ? RECIPIENT_CAP : capped || undefined;
        row = await outbox.enqueueClaimed({ ...message, ...queued }, claim, now, cap);
      } catch (error) {
        // The lead or order is saved already: the message still gets its one attempt, unless it is
        // capped per recipient (uncounted, a stranger's posts could send it to anyone without end).
        console.error(`${describe(message)} could not be queued (${errorText(error)}); sending it once`);
        return options.capped === true ? false : sendOnce(message, options);
      }
      // null: this key is queued already (that row is, or was, sent on its own), or over the cap.
      if (!row) return false;
      waitUntil(attemptSend(outbox, sender, row, claim.token, () => clock.now()));
      return true;
    },
    async failed(limit = FAILED_LIST_LIMIT) {
      return outbox ? outbox.listFailed(limit) : null;
    },
    async sendAgain(id) {
      if (!outbox) return false;
      const claim = newClaim(clock.now());
      const row = await outbox.claimFailed(id, claim);
      if (!row) return false;
      waitUntil(attemptSend(outbox, sender, row, claim.token, () => clock.now()));
      return true;
    },
  };
}
