import type { EmailMessage } from "~/lib/email-messages";
import type { EmailConfig } from "./config.server";

/**
 * Email to the owner (new leads and orders) and to buyers (download links), through Resend's API
 * over fetch. Messages leave after the response (waitUntil): a slow or failing provider never
 * delays a visitor and never loses the lead or order, which is saved before anything is sent.
 * Without RESEND_API_KEY, messages are only logged.
 */
export interface Email {
  /** Schedules a message; failures are logged, never thrown. */
  send(message: EmailMessage, options?: { idempotencyKey?: string }): void;
  /** The owner's address for notices, or null when OWNER_NOTIFY_EMAIL is not set. */
  ownerTo: string | null;
}

/** How long one send may take before it is given up (it runs after the response). */
const SEND_TIMEOUT_MS = 10_000;

export function createEmail(config: EmailConfig, waitUntil: (promise: Promise<unknown>) => void): Email {
  async function deliver(message: EmailMessage, idempotencyKey?: string): Promise<void> {
    if (!config.resendApiKey || !config.from) {
      console.log(`Email not sent (no RESEND_API_KEY) to ${message.to}: ${message.subject}\n${message.text}`);
      return;
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${config.resendApiKey}`,
      "Content-Type": "application/json",
    };
    // Resend sends a message once per key, so a retried send never doubles it.
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const response = await fetch(`${config.apiUrl}/emails`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        from: config.from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  }

  return {
    ownerTo: config.ownerTo,
    send(message, options = {}) {
      waitUntil(
        deliver(message, options.idempotencyKey).catch((error: unknown) => {
          console.error(
            `Email "${message.subject}" to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }),
      );
    },
  };
}
