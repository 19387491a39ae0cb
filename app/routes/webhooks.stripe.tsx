import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { linkOrigin } from "~/lib/seo";

/**
 * POST /webhooks/stripe: Stripe's events, verified with STRIPE_WEBHOOK_SECRET over the raw body.
 * A bad or missing signature is a 400 and changes nothing; an event this site does not act on is
 * a 200; a failure to store is a 500 so that Stripe retries. The one route that takes JSON and a
 * post without a browser origin (app/server/request-handler.server.ts lets exactly this path by).
 */

const answer = (status: number, message: string) => json({ message }, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, "Method not allowed.");
  const secret = context.config.stripeWebhookSecret;
  const { payments, fulfilment } = context.services;
  if (!secret || !payments.configured) {
    return answer(503, "Webhooks are not configured: set STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY.");
  }
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) return answer(400, "Missing Stripe-Signature header.");
  const body = await request.text();

  let event;
  try {
    event = await payments.verifyEvent(body, signature, secret);
  } catch (error) {
    console.warn(`Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return answer(400, "Invalid signature.");
  }

  try {
    const handled = await fulfilment.handleEvent(event, linkOrigin({ request, context }));
    return json({ received: true, handled });
  } catch (error) {
    console.error(
      `Stripe event ${event.id} (${event.type}) failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return answer(500, "The event could not be processed; Stripe will retry.");
  }
}

/** Only Stripe posts here. */
export const loader = () => answer(405, "Method not allowed: Stripe posts events here.");
