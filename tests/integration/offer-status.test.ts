import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offerStatusWords } from "~/content/offers";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { decode, elementWith, textOf } from "../support/harness/html";
import { sessionRequests } from "../support/stand-ins/stripe";

/**
 * An offer the owner marked sold out or coming soon (her "offers" section, as /owner/site/offers
 * stores it) shows so, its buy buttons become a "tell me when it opens" form, and /buy refuses it.
 * Where payments are not set up, the same form says checkout opens soon.
 */

const { app, stripe } = useTestAppWithStripe("sk_test_status");

beforeAll(async () => {
  // Her settings, stored before the first page reads them (an isolate keeps them for a minute).
  const settings = {
    "ai-playbook": { status: "sold-out" },
    "homeownership-game-plan": { status: "coming-soon" },
    "property-management-playbook": { status: "hidden" },
  };
  await app.env.LEADS_DB.prepare(
    "INSERT INTO site_versions (section, value, created_at, created_by) VALUES ('offers', ?, ?, 'owner@example.com')",
  )
    .bind(JSON.stringify(settings), new Date().toISOString())
    .run();
});

beforeEach(async () => {
  await app.env.LEADS_DB.prepare("DELETE FROM leads").run();
});

const page = async (path: string, vars?: Record<string, string | undefined>) => {
  const response = await app.fetch(path, vars ? { vars } : undefined);
  expect(response.status).toBe(200);
  return response.text();
};

/** The buy forms of the page, by offer. */
const buyForms = (html: string) =>
  [...html.matchAll(/<form[^>]*action="\/buy"[^>]*data-offer="([^"]+)"/g)].map((m) => m[1]);

describe("a sold-out or coming-soon offer", () => {
  it("shows 'Sold out' and the waitlist form in place of its buy button on its page", async () => {
    const html = await page("/product/ai-marketing-suite");
    const waitlist = elementWith(html, 'data-waitlist="ai-playbook"');
    expect(waitlist).not.toBeNull();
    expect(textOf(waitlist!)).toContain(offerStatusWords["sold-out"].badge);
    expect(textOf(waitlist!)).toContain("Tell me when it opens");
    expect(waitlist).toContain('action="/waitlist"');
    expect(buyForms(html)).not.toContain("ai-playbook");
    // The monthly plans on the same page still sell.
    expect(buyForms(html)).toEqual(expect.arrayContaining(["starter", "growth", "elite"]));
  });

  it("shows 'Coming soon' on its home card; a hidden offer's card is gone", async () => {
    const html = await page("/?products=ebooks");
    const cards = [...html.matchAll(/<article\b[^>]*data-testid="product-card"[\s\S]*?<\/article>/g)].map((m) =>
      textOf(m[0]),
    );
    expect(cards.find((card) => card.includes("Homeownership"))).toContain(offerStatusWords["coming-soon"].badge);
    expect(cards.some((card) => card.includes("Property Management Playbook"))).toBe(false);
  });

  it("cannot be bought: /buy answers 409 with why and the waitlist form, and Stripe is not asked", async () => {
    for (const offer of ["ai-playbook", "homeownership-game-plan", "property-management-playbook"] as const) {
      const response = await app.post("/buy", { offer, returnTo: "/", consent: "yes" });
      expect(response.status).toBe(409);
      const html = await response.text();
      expect(elementWith(html, `data-waitlist="${offer}"`)).not.toBeNull();
    }
    const refused = await app.post("/buy", { offer: "ai-playbook", returnTo: "/product/ai-marketing-suite" });
    expect(decode(await refused.text())).toContain(offerStatusWords["sold-out"].text);
    expect(sessionRequests(stripe())).toHaveLength(0);
  });

  it("its waitlist form saves a lead named for the offer and goes back to the page", async () => {
    const response = await app.post("/waitlist", {
      offer: "ai-playbook",
      returnTo: "/product/ai-marketing-suite",
      name: "Ada Waiting",
      email: "ada@example.org",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/product/ai-marketing-suite");
    const { results } = await app.env.LEADS_DB.prepare("SELECT name, email, form_source, interest FROM leads").all();
    expect(results).toEqual([
      { name: "Ada Waiting", email: "ada@example.org", form_source: "Waitlist: AI Playbook", interest: "AI Playbook" },
    ]);
  });

  it("a refused waitlist post shows the form again with what was typed and the message (no JavaScript)", async () => {
    const response = await app.post("/waitlist", {
      offer: "ai-playbook",
      returnTo: "/product/ai-marketing-suite",
      name: "Ada Waiting",
      email: "not-an-address",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Ada Waiting"');
    expect(textOf(elementWith(html, 'data-field-error="email"')!)).toContain("valid email");
    const { results } = await app.env.LEADS_DB.prepare("SELECT id FROM leads").all();
    expect(results).toHaveLength(0);
  });
});

describe("an offer where payments are not set up", () => {
  it("shows 'checkout opens soon' with the waitlist form, never 'Payment failed'", async () => {
    const html = await page("/product/funding-bundle", { STRIPE_SECRET_KEY: undefined });
    const waitlist = elementWith(html, 'data-waitlist="funding-bundle"');
    expect(decode(waitlist ?? "")).toContain(offerStatusWords["checkout-soon"].text);
    expect(buyForms(html)).toEqual([]);
    expect(html).not.toContain("Payment failed");
  });
});
