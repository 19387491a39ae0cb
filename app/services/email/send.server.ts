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

/** Resend's API over fetch (POST /emails); a send that takes longer than `timeoutMs` has failed. */
export function createSender(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): Sender {
  return {
    async deliver(message, idempotencyKey) {
      if (!config.resendApiKey || !config.from) {
        console.log(`Email not sent (no RESEND_API_KEY) to ${message.to}: ${message.subject}\n${message.text}`);
        return;
      }
      const response = await fetch(`${config.apiUrl}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.resendApiKey}`,
          "Content-Type": "application/json",
          // Resend sends a message once per key, so a retried send never doubles it.
          "Idempotency-Key": idempotencyKey,
        },
        body: JSON.stringify({
          from: config.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
    },
  };
}

/** Sends up to 100 messages in one call to Resend's batch endpoint (POST /emails/batch). */
export interface BatchSender {
  /**
   * Sends them all or throws. `idempotencyKey` names the batch: Resend sends a batch once per key,
   * so a batch tried again after a lost answer (same rows, same key) is not delivered twice.
   */
  deliverBatch(messages: readonly Deliverable[], idempotencyKey: string): Promise<void>;
}

export function createBatchSender(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): BatchSender {
  return {
    async deliverBatch(messages, idempotencyKey) {
      if (!config.resendApiKey || !config.from) {
        console.log(`Broadcast batch not sent (no RESEND_API_KEY): ${messages.length} messages`);
        return;
      }
      const response = await fetch(`${config.apiUrl}/emails/batch`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.resendApiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body: JSON.stringify(
          messages.map((message) => ({
            from: config.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.headers ? { headers: message.headers } : {}),
          })),
        ),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
    },
  };
}
