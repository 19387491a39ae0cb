import { rmSync } from "node:fs";
import { E2E_PORT, E2E_POSTS_PER_MINUTE, E2E_STATE } from "./server";
import { SETUP_SECRET } from "../support/fixtures/owner";
import { startWorkerServer } from "../support/harness/worker-server";
import { e2eStripeBindings, E2E_STRIPE_PORT, startStripeStandIn, WEBHOOK_SECRET } from "../support/stand-ins/stripe";
import { emailBindings, startE2EResendStandIn } from "../support/stand-ins/resend";
import { clockOffsetMs, installTestClock } from "../support/test-clock";

/**
 * Serves the production build in Miniflare (tests/support/harness/worker-server.ts) with a fresh
 * local D1 and the stand-ins the journeys need (Stripe, Resend). Returns the teardown.
 */
export default async function globalSetup() {
  rmSync(E2E_STATE, { recursive: true, force: true });
  // Playwright's workers inherit this process's environment: one offset for the specs and the server.
  if (clockOffsetMs()) process.env.CLOCK_OFFSET_MS = String(clockOffsetMs());
  // The stand-ins' own times (a Checkout Session's expiry, a webhook's created) read the same clock.
  installTestClock();
  // The stand-ins answer before the Worker starts, so the first buy or message finds them.
  const stripe = await startStripeStandIn(E2E_STRIPE_PORT);
  const resend = await startE2EResendStandIn();
  const closeStandIns = () => Promise.all([stripe.close(), resend.close()]);
  const vars: Record<string, string> = {
    // Development on 127.0.0.1, as `npm start`: with no OWNER_EMAILS any address may sign up, and
    // with the setup secret set the sign-up and recovery forms ask for it.
    ENVIRONMENT: "development",
    OWNER_SETUP_SECRET: SETUP_SECRET,
    RATE_LIMIT: String(E2E_POSTS_PER_MINUTE),
    ...e2eStripeBindings(stripe.url),
    // The journeys that refund deliver Stripe's signed charge.refunded themselves.
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...emailBindings(resend.url, { key: "re_e2e_stand_in" }),
    // The whole run's mail counts against one day: the budget is integration-tested, not met here.
    EMAIL_DAILY_BUDGET: "100000",
    // The whole run's leads fall in one hour; the cap has its integration test (abuse-limits).
    OWNER_NOTICES_PER_HOUR: "100000",
    // The suite's clock (TEST_NOW): the server's "now" is the specs'.
    ...(clockOffsetMs() ? { CLOCK_OFFSET_MS: String(clockOffsetMs()) } : {}),
  };
  const server = await startWorkerServer({ port: E2E_PORT, persistTo: E2E_STATE, vars, seedDownloads: true }).catch(
    async (error) => {
      await closeStandIns();
      throw error;
    },
  );
  return async () => {
    await server.close();
    await closeStandIns();
  };
}
