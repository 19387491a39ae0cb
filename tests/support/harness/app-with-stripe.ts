import { afterAll, beforeAll, beforeEach } from "vitest";
import { OFFER_KEYS, priceVarName } from "~/content/offers";
import type { StandIn } from "../stand-ins/stand-in";
import { startStripeStandIn, stripeHandler } from "../stand-ins/stripe";
import { useTestApp, type TestApp } from "./app";

/** Every offer's price binding, each naming a price the Stripe stand-in answers for (price_test_<offer>). */
export const OFFER_PRICE_VARS: Record<string, string> = Object.fromEntries(
  OFFER_KEYS.map((key) => [priceVarName(key), `price_test_${key.replace(/-/g, "_")}`]),
);

/**
 * The test file's app (useTestApp) with payments set up against the Stripe stand-in: the stand-in
 * starts before the app and closes after it, every offer has a price, and before each test the
 * stand-in forgets what it was sent and answers as Stripe again. Call `stripe()` inside tests and hooks.
 */
export function useTestAppWithStripe(secretKey: string, vars: Record<string, unknown> = {}) {
  let standIn: StandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn?.close());
  const stripe = () => {
    if (!standIn) throw new Error("The Stripe stand-in starts in beforeAll; read it inside tests and hooks.");
    return standIn;
  };
  const app: TestApp = useTestApp(() => ({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_API_URL: stripe().url,
    ...OFFER_PRICE_VARS,
    ...vars,
  }));
  beforeEach(() => {
    stripe().requests.length = 0;
    stripe().setHandler(stripeHandler);
  });
  return { app, stripe };
}
