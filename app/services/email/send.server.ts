import { Resend, type CreateEmailOptions, type ErrorResponse } from "resend";
import type { EmailConfig } from "~/server/config.server";

/** What Resend is given of one message. */
export interface Deliverable {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string> | null;
}

/** How long one send may take before it counts as failed (it runs after the response or in the scheduled job). */
export const SEND_TIMEOUT_MS = 10_000;

export interface Sender {
  /** Sends once or throws what went wrong. Without RESEND_API_KEY the message is only logged. */
  deliver(message: Deliverable, idempotencyKey: string): Promise<void>;
}

/** Sends up to 100 messages in one call to Resend's batch endpoint (POST /emails/batch). */
export interface BatchSender {
  /**
   * Sends them all or throws. `idempotencyKey` names the batch: Resend sends a batch once per key
   * (for 24 hours), so a batch tried again after a lost answer is not delivered twice. "accepted":
   * these messages went (or, same body, went on the earlier call); "accepted-earlier": Resend
   * refused this body because an earlier call under the key (with other rows) was accepted.
   */
  deliverBatch(messages: readonly Deliverable[], idempotencyKey: string): Promise<BatchOutcome>;
}

export type BatchOutcome = "accepted" | "accepted-earlier";

/**
 * Resend's client (the `resend` SDK, over fetch: it runs on workerd) at RESEND_API_URL, or null
 * without RESEND_API_KEY and EMAIL_FROM (then messages are only logged).
 */
function resendClient(config: EmailConfig): { resend: Resend; from: string } | null {
  if (!config.resendApiKey || !config.from) return null;
  return { resend: new Resend(config.resendApiKey, { baseUrl: config.apiUrl }), from: config.from };
}

/** One message as Resend's API takes it. */
function payload(from: string, message: Deliverable): CreateEmailOptions {
  return {
    from,
    to: [message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

/**
 * The SDK answers a failure as a value: thrown here, with Resend's status and words, or the
 * time-out itself when the send ran out of time (the SDK reports that as "unable to fetch").
 */
function failure(error: ErrorResponse, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  return error.statusCode === null
    ? new Error(`Resend could not be reached: ${error.message}`)
    : new Error(`Resend answered ${error.statusCode}: ${error.message.slice(0, 300)}`);
}

/** Sends one message; a send that takes longer than `timeoutMs` has failed. */
export function createSender(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): Sender {
  const client = resendClient(config);
  return {
    async deliver(message, idempotencyKey) {
      if (!client) {
        console.log(`Email not sent (no RESEND_API_KEY) to ${message.to}: ${message.subject}\n${message.text}`);
        return;
      }
      // Resend sends a message once per key, so a retried send never doubles it.
      const signal = AbortSignal.timeout(timeoutMs);
      const { error } = await client.resend.emails.send(payload(client.from, message), { idempotencyKey, signal });
      if (error) throw failure(error, signal);
    },
  };
}

export function createBatchSender(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): BatchSender {
  const client = resendClient(config);
  return {
    async deliverBatch(messages, idempotencyKey) {
      if (!client) {
        console.log(`Broadcast batch not sent (no RESEND_API_KEY): ${messages.length} messages`);
        return "accepted";
      }
      const signal = AbortSignal.timeout(timeoutMs);
      const { error } = await client.resend.batch.send(
        messages.map((message) => payload(client.from, message)),
        { idempotencyKey, signal },
      );
      if (!error) return "accepted";
      // Resend's word for "this key was used with another body": the earlier call went through.
      if (error.name === "invalid_idempotent_request") return "accepted-earlier";
      throw failure(error, signal);
    },
  };
}
