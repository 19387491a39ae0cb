import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFER_KEYS, offers, offerStatusWords, priceVarName, type OfferKey } from "~/content/offers";
import { PAYMENT_ERROR_TOAST_DURATION, purchaseCopy } from "~/content/purchase";
import { checkoutMode } from "~/lib/checkout";
import { cookiesFrom, createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { sendJson, type StandIn } from "../support/stand-ins/stand-in";
import {
  CHECKOUT_PAGE_PREFIX,
  DECLINED_MESSAGE,
  FAILING_MESSAGE,
  sessionRequests,
  startStripeStandIn,
  stripeError,
  stripeHandler,
} from "../support/stand-ins/stripe";

const SECRET = "sk_test_integration_5ecret_never_shown";
const priceId = (key: OfferKey) => `price_test_${key.replace(/-/g, "_")}`;
const priceVars = Object.fromEntries(OFFER_KEYS.map((key) => [priceVarName(key), priceId(key)]));

let stripe: StandIn;
let app: TestApp;
/** Every response body and header the tests saw: none may contain the secret. */
const seen: string[] = [];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await createTestApp({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: stripe.url, ...priceVars });
});
afterAll(async () => {
  await app?.dispose();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.setHandler(stripeHandler);
});

async function record(response: Response): Promise<{ response: Response; text: string }> {
  const text = await response.text();
  seen.push(text, JSON.stringify([...response.headers]));
  return { response, text };
}

function buy(fields: Record<string, string>, vars?: Record<string, string | undefined>) {
  return app.post("/buy", fields, vars ? { vars } : undefined).then(record);
}

/** Follows the 303 back to the page, as a browser does, and returns the page's HTML. */
async function follow(response: Response): Promise<string> {
  const location = response.headers.get("Location");
  expect(location).toBeTruthy();
  const page = await app.fetch(location!, { headers: { Cookie: cookiesFrom(response) } }).then(record);
  expect(page.response.status).toBe(200);
  return page.text;
}

/** React escapes apostrophes and ampersands in text. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** The toast the server rendered into the page, with its duration. */
function toastIn(page: string): { text: string; duration: string } | null {
  const match = /<div role="status"[^>]*data-duration="(\d+)"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(page);
  return match ? { duration: match[1], text: match[2] } : null;
}

describe("a buy for each of the sixteen offers", () => {
  const AT = Date.parse("2026-11-10T15:00:00Z");
  it.each(OFFER_KEYS)("%s creates one Checkout Session with its price and mode and answers 303 to it", async (key) => {
    const returnTo = offers[key].page;
    const fields: Record<string, string> = { offer: key, returnTo };
    if (key === "property-management-playbook") fields.consent = "yes";
    // A session opened at AT closes an hour later unless paid (lib/checkout.ts).
    vi.useFakeTimers({ toFake: ["Date"], now: AT });
    const { response } = await buy(fields).finally(() => vi.useRealTimers());

    const requests = sessionRequests(stripe);
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(Object.fromEntries(new URLSearchParams(requests[0].body))).toEqual({
      mode: offers[key].billing === "month" ? "subscription" : "payment",
      "line_items[0][price]": priceId(key),
      "line_items[0][quantity]": "1",
      success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}${returnTo}`,
      "metadata[offer]": key,
      // The page the checkout started on, counted for it once paid (lib/page-counts.ts).
      "metadata[page]": returnTo,
      expires_at: String(AT / 1000 + 3600),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(new RegExp(`^${stripe.url}${CHECKOUT_PAGE_PREFIX}cs_test_\\d+$`));
  });

  it("lets the browser follow the 303 to Stripe (CSP form-action) and nowhere else", async () => {
    const { response } = await buy({ offer: "funding-bundle", returnTo: "/product/funding-bundle" });
    const formAction = (response.headers.get("Content-Security-Policy") ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("form-action"));
    expect(formAction?.split(" ").slice(1).sort()).toEqual(
      ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com", stripe.url].sort(),
    );
  });

  it("uses subscription mode exactly for the three monthly plans", () => {
    expect(OFFER_KEYS.filter((key) => checkoutMode(key) === "subscription")).toEqual(["starter", "growth", "elite"]);
  });

  it("keeps the section of the page in the cancel URL", async () => {
    await buy({ offer: "personal-credit-ebook", returnTo: "/product/funding-bundle#personal-credit" });
    expect(new URLSearchParams(sessionRequests(stripe)[0].body).get("cancel_url")).toBe(
      `${ORIGIN}/product/funding-bundle#personal-credit`,
    );
  });
});

describe("answers back to the page when a purchase cannot start", () => {
  const returnTo = offers["ai-playbook"].page;

  it("an offer without a price id: 'not available yet', and Stripe is not called", async () => {
    const { response } = await buy({ offer: "ai-playbook", returnTo }, { [priceVarName("ai-playbook")]: undefined });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(returnTo);
    expect(toastIn(await follow(response))?.text).toContain(html(purchaseCopy.unavailable));
    expect(sessionRequests(stripe)).toHaveLength(0);
  });

  it("no STRIPE_SECRET_KEY: 'checkout opens soon' with the waitlist form, never 'Payment failed', and Stripe is not called", async () => {
    const { response, text } = await buy({ offer: "ai-playbook", returnTo }, { STRIPE_SECRET_KEY: undefined });
    expect(response.status).toBe(409);
    expect(text).toContain(html(offerStatusWords["checkout-soon"].text));
    expect(text).toContain('data-waitlist="ai-playbook"');
    expect(text).not.toContain("Payment failed");
    expect(stripe.requests).toHaveLength(0);
  });

  it("a 402 card error from Stripe: 'Payment failed: {message}' for 3 seconds", async () => {
    stripe.setHandler((_request, response) => stripeError(response, 402, "card_error", DECLINED_MESSAGE));
    const { response } = await buy({ offer: "ai-playbook", returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(returnTo);
    const toast = toastIn(await follow(response));
    expect(toast?.text).toContain(html(purchaseCopy.providerError(DECLINED_MESSAGE)));
    expect(toast?.duration).toBe(String(PAYMENT_ERROR_TOAST_DURATION));
  });

  it("a 500 from Stripe: 'Payment failed: {message}', asked once", async () => {
    stripe.setHandler((_request, response) => stripeError(response, 500, "api_error", FAILING_MESSAGE));
    const { response } = await buy({ offer: "starter", returnTo });
    expect(response.status).toBe(303);
    const toast = toastIn(await follow(response));
    expect(toast?.text).toContain(html(purchaseCopy.providerError(FAILING_MESSAGE)));
    expect(toast?.duration).toBe(String(PAYMENT_ERROR_TOAST_DURATION));
    expect(sessionRequests(stripe)).toHaveLength(1);
  });

  it("a 500 that is not JSON: a payment-failed toast with no raw body or stack", async () => {
    stripe.setHandler((_request, response) => {
      response.writeHead(500, { "Content-Type": "text/html" });
      response.end("<h1>upstream exploded</h1>");
    });
    const { response } = await buy({ offer: "vip", returnTo });
    expect(response.status).toBe(303);
    const toast = toastIn(await follow(response));
    expect(toast?.text).toContain("Payment failed: ");
    expect(toast?.text).not.toMatch(/exploded|\bat \S+:\d+|Error:/);
  });

  it("Stripe unreachable: a payment-failed toast that says so", async () => {
    const { response } = await buy({ offer: "vip", returnTo }, { STRIPE_API_URL: "http://127.0.0.1:9" });
    expect(response.status).toBe(303);
    expect(toastIn(await follow(response))?.text).toContain(html(purchaseCopy.providerError(purchaseCopy.unreachable)));
  });

  it("a session without a URL is a failure, not a redirect to nowhere", async () => {
    stripe.setHandler((_request, response) =>
      sendJson(response, 200, { id: "cs_test_nourl", object: "checkout.session", url: null }),
    );
    const { response } = await buy({ offer: "vip", returnTo });
    expect(response.headers.get("Location")).toBe(returnTo);
    expect(toastIn(await follow(response))?.text).toContain("Payment failed: ");
  });

  it("never shows the secret, even when Stripe's message contains it", async () => {
    stripe.setHandler((_request, response) =>
      stripeError(response, 401, "invalid_request_error", `Invalid API Key provided: ${SECRET}`),
    );
    const { response } = await buy({ offer: "vip", returnTo });
    const toast = toastIn(await follow(response));
    expect(toast?.text).toContain("Payment failed: Invalid API Key provided:");
    expect(toast?.text).not.toContain(SECRET);
  });
});

describe("bad input", () => {
  it("an unknown offer is a 400 page that says so, and Stripe is not called", async () => {
    const { response, text } = await buy({ offer: "free-money", returnTo: "/product/funding-bundle" });
    expect(response.status).toBe(400);
    expect(text).toContain(html(purchaseCopy.unknownOffer));
    expect(text).toMatch(/<a[^>]*href="\/product\/funding-bundle"[^>]*>Go back<\/a>/);
    expect(stripe.requests).toHaveLength(0);
  });

  it("no offer at all is a 400", async () => {
    expect((await buy({ returnTo: "/" })).response.status).toBe(400);
  });

  it("the property-management playbook without consent is a 400 page with the message and a link back", async () => {
    const returnTo = offers["property-management-playbook"].page;
    const { response, text } = await buy({ offer: "property-management-playbook", returnTo });
    expect(response.status).toBe(400);
    expect(response.headers.get("Allow")).toBeNull();
    expect(text).toContain(html(purchaseCopy.consentRequired));
    expect(text).toContain(`href="${returnTo}"`);
    expect(text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(stripe.requests).toHaveLength(0);
  });

  it.each(["https://evil.example/steal", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ""])(
    "returnTo %j falls back to /",
    async (returnTo) => {
      const { response } = await buy({ offer: "growth", returnTo });
      expect(new URLSearchParams(sessionRequests(stripe)[0].body).get("cancel_url")).toBe(`${ORIGIN}/`);
      expect(response.status).toBe(303);

      stripe.setHandler((_request, res) => stripeError(res, 402, "card_error", DECLINED_MESSAGE));
      const failed = await buy({ offer: "growth", returnTo });
      expect(failed.response.headers.get("Location")).toBe("/");
    },
  );

  it("GET /buy is not a purchase: 405 with a way back", async () => {
    const { response, text } = await app.fetch("/buy").then(record);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(text).toContain(html(purchaseCopy.directVisit));
    expect(text).toMatch(/<a[^>]*href="\/#products"[^>]*>Go back<\/a>/);
    expect(stripe.requests).toHaveLength(0);
  });
});

describe("secrets", () => {
  it("no response of this file contained the secret key", () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) expect(text).not.toContain(SECRET);
  });
});
