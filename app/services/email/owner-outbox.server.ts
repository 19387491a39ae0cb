import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Toast } from "~/content/types";
import type { FailedEmail } from "~/lib/outbox";
import type { OutboxMessage } from "./outbox.server";

/**
 * The failed messages as the owner's dashboard shows them, and its "Send again" button. Callers
 * check the owner at aal2 first (requireSecondLevelOwner): the rows carry buyers' and leads'
 * addresses.
 */

const view = (message: OutboxMessage): FailedEmail => ({
  id: message.id,
  createdAt: message.createdAt,
  kind: message.kind,
  to: message.to,
  subject: message.subject,
  attempts: message.attempts,
  lastError: message.lastError ?? "",
});

/** The messages given up after their last retry; empty when there is no outbox. */
export async function failedMessages(context: AppLoadContext): Promise<FailedEmail[]> {
  return ((await context.services.email.failed()) ?? []).map(view);
}

export const SEND_AGAIN_TITLE = "Could not send the message again";

/** The message id a "Send again" post names, or null when it names none. */
export function sendAgainId(form: FormData): number | null {
  const value = form.get("id");
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * Sends a failed message again now (after the response; a failure goes back to the retries).
 * The toast to show, or null when it is not a failed message (sent meanwhile, or no such id).
 */
export async function sendAgain(context: AppLoadContext, id: number): Promise<Toast | null> {
  const taken = await context.services.email.sendAgain(id);
  return taken
    ? {
        type: "success",
        message: "Sending again",
        description: "The message is on its way. If it fails again, it is retried and shown here.",
      }
    : null;
}
