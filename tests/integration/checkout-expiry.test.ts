import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { toastText } from "../support/harness/html";
import { cookiesFrom } from "../support/harness/app";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";
import { offers } from "~/content/offers";
import { CHECKOUT_PAGE_PREFIX, expireRequests, prices, sessionRequests, sessions } from "../support/stand-ins/stripe";

/**
 * Checkout Sessions close: each expires an hour after it opens, and when the owner changes an
 * offer's status or price (her form, or a restore from History) its open sessions are expired
 * through Stripe's API at once, so none opened before can still be paid.
 */

const { app, stripe } = useTestAppWithStripe("sk_test_expiry", { ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions", "leads");

// A Tuesday afternoon in New York, at the start of an authenticator step.
const NOW = new Date("2026-11-10T17:00:01Z");
const PLAN = "homeownership-game-plan";
const OTHER = "dominion-wealth-bundle";
/** A price of her own for the plan, at the plan's price. */
const NEW_PRICE = "price_newPlan";

let owner: OwnerBrowser;
let tests = 0;
beforeEach(async () => {
  // After freshOwnerEachTest has faked the clock: two minutes after the test before (the isolate's
  // copy of her settings is then older than its minute), then she signs in.
  vi.setSystemTime(NOW.getTime() + tests++ * 120_000);
  sessions.clear();
  prices.set(NEW_PRICE, { unit_amount: offers[PLAN].priceCents });
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

/** A visitor's checkout of `offer`: the stand-in's session id. */
async function openCheckout(offer: string): Promise<string> {
  const response = await app.post("/buy", { offer, returnTo: "/" });
  expect(response.status).toBe(303);
  return /cs_test_\d+$/.exec(response.headers.get("Location") ?? "")![0];
}

const offerPost = (offer: string, fields: Record<string, string> = {}) => ({
  intent: `save-${offer}`,
  offer,
  price_id: "",
  status: "on-sale",
  headline: "",
  compare_at: "",
  compare_label: "value",
  ...fields,
});

/** Pays on the stand-in's hosted page, as the buyer would: its status code. */
async function pay(sessionId: string): Promise<number> {
  const response = await fetch(`${stripe().url}${CHECKOUT_PAGE_PREFIX}${sessionId}`, {
    method: "POST",
    body: new URLSearchParams({ email: "late@example.com" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

describe("checkout sessions", () => {
  it("expire an hour after they open", async () => {
    await openCheckout(PLAN);
    const [request] = sessionRequests(stripe());
    expect(Number(new URLSearchParams(request.body).get("expires_at"))).toBe(Math.floor(Date.now() / 1000) + 3600);
  });

  it("of an offer she marks sold out are closed at once; another offer's stay open", async () => {
    const first = await openCheckout(PLAN);
    const second = await openCheckout(PLAN);
    const other = await openCheckout(OTHER);

    const saved = await owner.post("/owner/site/offers", offerPost(PLAN, { status: "sold-out" }));
    expect(saved.status).toBe(303);
    expect(expireRequests(stripe()).sort()).toEqual([first, second].sort());
    expect(sessions.get(first)?.status).toBe("expired");
    expect(sessions.get(second)?.status).toBe("expired");
    expect(sessions.get(other)?.status).toBe("open");
    const toast = toastText(
      await (
        await app.fetch(saved.headers.get("Location")!, { headers: { Cookie: cookiesFrom(saved, owner.cookies) } })
      ).text(),
    );
    expect(toast).toContain("2 checkouts opened before were closed.");

    // The buyer who kept the page open cannot pay; the other offer's can.
    expect(await pay(first)).toBe(400);
    expect(await pay(other)).toBe(303);
  });

  it("of an offer given a new price, or whose older settings she restores, are closed too", async () => {
    // Her first settings of the plan: no price of her own.
    expect((await owner.post("/owner/site/offers", offerPost(PLAN, { headline: "First words" }))).status).toBe(303);
    const before = await openCheckout(PLAN);
    const priced = await owner.post("/owner/site/offers", offerPost(PLAN, { price_id: NEW_PRICE }));
    expect(priced.status).toBe(303);
    expect(expireRequests(stripe())).toEqual([before]);

    // Her words alone (a headline) close nothing.
    const opened = await openCheckout(PLAN);
    stripe().requests.length = 0;
    const words = await owner.post(
      "/owner/site/offers",
      offerPost(PLAN, { price_id: NEW_PRICE, headline: "New words" }),
    );
    expect(words.status).toBe(303);
    expect(expireRequests(stripe())).toEqual([]);
    expect(sessions.get(opened)?.status).toBe("open");

    // Restoring her first settings (without the price id) is the offers' save: the open checkout closes.
    const first = await app.env.LEADS_DB.prepare(
      "SELECT MIN(id) AS id FROM site_versions WHERE section = 'offers'",
    ).first<{ id: number }>();
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    expect(expireRequests(stripe())).toEqual([opened]);
    expect(sessions.get(opened)?.status).toBe("expired");
  });
});
