import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../support/harness/app";
import { elementWith, textOf } from "../support/harness/html";
import type { StandIn } from "../support/stand-ins/stand-in";
import { priceRequests, prices, startStripeStandIn, stripeHandler } from "../support/stand-ins/stripe";

/**
 * Every price a visitor sees is the price Stripe charges: the AI Playbook is typed at $27 in
 * app/content; Stripe's price for it says what the page shows, fetched at most once an hour.
 */

const PAGE = "/product/ai-marketing-suite";
const RAISED = "price_raised_playbook";

let stripe: StandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.setHandler(stripeHandler);
  prices.clear();
  prices.set(RAISED, { unit_amount: 3700 });
});
afterEach(() => {
  vi.useRealTimers();
});

const app = useTestApp(() => ({
  STRIPE_SECRET_KEY: "sk_test_prices",
  STRIPE_API_URL: stripe.url,
  STRIPE_PRICE_AI_PLAYBOOK: RAISED,
}));

/** The AI Playbook's price as its panel on the sales page shows it. */
function playbookPrice(html: string): string {
  const panel = elementWith(html, 'data-offer="ai-playbook"');
  expect(panel).not.toBeNull();
  return textOf(elementWith(panel!, "data-price")!);
}

/** The schema.org Products of the page. */
function products(html: string): Array<{ name: string; offers: { price: string; priceCurrency: string } }> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]))
    .flat()
    .filter((block) => block["@type"] === "Product");
}

async function page(path: string, vars?: Record<string, string>): Promise<string> {
  const response = await app.fetch(path, vars ? { vars } : undefined);
  expect(response.status).toBe(200);
  return response.text();
}

describe("an offer priced from Stripe", () => {
  it("shows Stripe's $37 on its page and in the JSON-LD while the typed price is $27", async () => {
    const html = await page(PAGE);
    expect(playbookPrice(html)).toBe("$37");
    const playbook = products(html).find((p) => p.name === "AI Playbook");
    expect(playbook?.offers).toMatchObject({ price: "37.00", priceCurrency: "USD" });
    expect(textOf(elementWith(html, 'data-offer="ai-playbook"')!)).not.toContain("$27");
  });

  it("shows Stripe's price on the home page's card too", async () => {
    const html = await page("/?products=bundles");
    const cards = [...html.matchAll(/<article\b[^>]*data-testid="product-card"[\s\S]*?<\/article>/g)].map((m) =>
      textOf(m[0]),
    );
    const suite = cards.find((card) => card.includes("AI Marketing Suite"));
    // The lowest of the playbook ($37 at Stripe) and the monthly plans ($97 and up).
    expect(suite).toContain("From $37");
  });

  it("1,000 page views make at most one Stripe call for the price", async () => {
    // The page's data as a navigation asks for it (the same loader as the HTML, without the render).
    const data = `${PAGE}?_data=routes%2Fproduct.ai-marketing-suite`;
    for (let batch = 0; batch < 20; batch++) {
      const views = await Promise.all(
        Array.from({ length: 50 }, () =>
          app.fetch(data).then((r) => r.json() as Promise<{ offers: Record<string, { priceCents: number }> }>),
        ),
      );
      for (const view of views) expect(view.offers["ai-playbook"].priceCents).toBe(3700);
    }
    expect(priceRequests(stripe, RAISED).length).toBeLessThanOrEqual(1);
  }, 120_000);

  it("asks Stripe again once the hour is over, and shows a change made there", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const id = "price_changing_playbook";
    prices.set(id, { unit_amount: 3700 });
    expect(playbookPrice(await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: id }))).toBe("$37");
    prices.set(id, { unit_amount: 4700 });
    vi.advanceTimersByTime(59 * 60_000);
    expect(playbookPrice(await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: id }))).toBe("$37");
    vi.advanceTimersByTime(2 * 60_000);
    const changed = await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: id });
    expect(playbookPrice(changed)).toBe("$47");
    // The page's data is kept between views (sales-page.server.ts), never past a new price.
    expect(products(changed).find((p) => p.name === "AI Playbook")?.offers.price).toBe("47.00");
    expect(priceRequests(stripe, id)).toHaveLength(2);
  });

  it("shows the typed $27 when Stripe is unreachable", async () => {
    stripe.setHandler((_request, response) => void response.destroy());
    const html = await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: "price_unreachable_playbook" });
    expect(playbookPrice(html)).toBe("$27");
    expect(products(html).find((p) => p.name === "AI Playbook")?.offers.price).toBe("27.00");
  });

  it("shows the typed price when Stripe has no such price, or one that cannot stand for the offer", async () => {
    prices.set("price_yearly_playbook", { unit_amount: 3700, recurring: { interval: "year" } });
    prices.set("price_inactive_playbook", { unit_amount: 3700, active: false });
    for (const id of ["price_missing_playbook", "price_yearly_playbook", "price_inactive_playbook"]) {
      expect(playbookPrice(await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: id }))).toBe("$27");
    }
  });

  it("shows the typed price without asking Stripe when no price is set", async () => {
    const html = await page(PAGE, { STRIPE_PRICE_AI_PLAYBOOK: "" });
    expect(playbookPrice(html)).toBe("$27");
    expect(priceRequests(stripe)).toHaveLength(0);
  });
});
