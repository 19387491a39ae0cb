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
   * Sends them all or throws. `idempotencyKey` names the batch: Resend sends a batch once per key
   * (for 24 hours), so a batch tried again after a lost answer is not delivered twice. "accepted":
   * these messages went (or, same body, went on the earlier call); "accepted-earlier": Resend
   * refused this body because an earlier call under the key (with other rows) was accepted.
   */
  deliverBatch(messages: readonly Deliverable[], idempotencyKey: string): Promise<BatchOutcome>;
}

export type BatchOutcome = "accepted" | "accepted-earlier";

export function createBatchSender(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): BatchSender {
  return {
    async deliverBatch(messages, idempotencyKey) {
      if (!config.resendApiKey || !config.from) {
        console.log(`Broadcast batch not sent (no RESEND_API_KEY): ${messages.length} messages`);
        return "accepted";
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
      if (response.ok) return "accepted";
      const answer = await response.text();
      // Resend's word for "this key was used with another body": the earlier call went through.
      if (response.status === 409 && answer.includes("invalid_idempotent_request")) return "accepted-earlier";
      throw new Error(`Resend answered ${response.status}: ${answer.slice(0, 300)}`);
    },
  };
}
