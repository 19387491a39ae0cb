import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { receiveResendEvent } from "~/services/email/resend-webhook.server";

/**
 * POST /webhooks/resend: Resend's events (bounces, complaints), verified with RESEND_WEBHOOK_SECRET
 * over the raw body. Unsigned or badly signed: 400; the same delivery again: 409; either changes
 * nothing. A failure to store is a 500 so that Resend retries. Like Stripe's, a post without a
 * browser origin (app/server/request-handler.server.ts lets exactly these paths by).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, { status: 405 });
  const answer = await receiveResendEvent(request, context);
  return json({ message: answer.message }, { status: answer.status });
}

/** Only Resend posts here. */
export const loader = () => json({ message: "Method not allowed: Resend posts events here." }, { status: 405 });
