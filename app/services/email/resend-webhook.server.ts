import type { AppLoadContext } from "@remix-run/cloudflare";
import { Resend } from "resend";
import { webhookOutcome } from "~/lib/resend-event";
import * as clock from "~/lib/clock";

/**
 * POST /webhooks/resend: Resend's delivery events, signed the Svix way (svix-id, svix-timestamp,
 * svix-signature over the raw body, five minutes' tolerance), checked by the resend SDK's
 * `webhooks.verify` (standardwebhooks) with RESEND_WEBHOOK_SECRET. A permanent bounce or a
 * complaint holds the address (lib/suppression.ts says what it still gets). Each delivery's id is
 * kept: the same id again is refused and changes nothing.
 */

export type WebhookAnswer = { status: number; message: string };

/** The SDK's verifier needs no API key; the client is made only to reach it. */
const VERIFY_ONLY_KEY = "re_webhook_verification_only";

export async function receiveResendEvent(request: Request, context: AppLoadContext): Promise<WebhookAnswer> {
  const secret = context.config.email.webhookSecret;
  const { consent } = context.services;
  if (!secret || !consent) {
    return { status: 503, message: "The webhook is not configured: set RESEND_WEBHOOK_SECRET." };
  }
  const id = request.headers.get("svix-id");
  const timestamp = request.headers.get("svix-timestamp");
  const signature = request.headers.get("svix-signature");
  if (!id || !timestamp || !signature) return { status: 400, message: "Missing the svix-* signature headers." };
  const body = await request.text();

  let payload: unknown;
  try {
    payload = new Resend(VERIFY_ONLY_KEY).webhooks.verify({
      payload: body,
      headers: { id, timestamp, signature },
      webhookSecret: secret,
    });
  } catch (error) {
    console.warn(`Resend webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 400, message: "Invalid signature." };
  }
  const outcome = webhookOutcome(payload);
  if (!outcome) return { status: 400, message: "Not an event." };

  let first: boolean;
  try {
    first = await consent.recordWebhook({
      id,
      type: outcome.type,
      reason: outcome.reason,
      emails: outcome.emails,
      at: clock.now(),
    });
  } catch (error) {
    console.error(
      `Resend event ${id} (${outcome.type}) failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { status: 500, message: "The event could not be recorded; Resend will retry." };
  }
  if (!first) return { status: 409, message: "This event was received already." };
  return { status: 200, message: outcome.reason ? `Held: ${outcome.emails.length} address(es).` : "Received." };
}
