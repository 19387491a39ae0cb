import { beforeEach, describe, expect, it } from "vitest";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { decode, textOf } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * Her words for a sales page's headline, promise, questions and guarantee, posted on the card of
 * the page's first offer (/owner/site/offers), through the real build on local D1: the page shows
 * them, a malformed field is refused with her words kept, and History brings old words back.
 */

const { app } = useTestAppWithStripe("sk_test_sales_words", { ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions", "leads");

let owner: OwnerBrowser;
beforeEach(async () => {
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

const PLAN = "homeownership-game-plan";
const PLAN_PAGE = "/product/homeownership-game-plan";

const post = (fields: Record<string, string>) =>
  owner.post("/owner/site/offers", {
    intent: `save-${PLAN}`,
    offer: PLAN,
    price_id: "",
    status: "on-sale",
    headline: "",
    compare_at: "",
    compare_label: "value",
    page_headline: "",
    promise: "",
    faq: "",
    guarantee: "",
    ...fields,
  });

const pageText = async () => {
  const response = await app.fetch(PLAN_PAGE);
  expect(response.status).toBe(200);
  return textOf(await response.text());
};

describe("her words on a sales page", () => {
  it("shows her headline, promise, questions and guarantee, hides a block she removes, and empty brings the usual words back", async () => {
    const before = await pageText();
    expect(before).toContain("Money-Back Guarantee");

    const saved = await post({
      page_headline: "Own your first home in 2027",
      promise: "A plan *you* can follow.",
      faq: "Q: Do I need good credit?\nA: No, we start where you are.",
      guarantee: "Keep it 30 days; <b>full</b> refund if not.",
    });
    expect(saved.status).toBe(303);
    const html = await (await app.fetch(PLAN_PAGE)).text();
    const text = textOf(html);
    expect(text).toContain("Own your first home in 2027");
    expect(text).toContain("A plan you can follow.");
    expect(text).toContain("Do I need good credit?");
    expect(text).toContain("No, we start where you are.");
    expect(text).toContain("Keep it 30 days; full refund if not.");
    expect(html).not.toContain("<b>full</b>");

    expect((await post({ guarantee: "none", faq: "NONE" })).status).toBe(303);
    const hidden = await app.fetch(PLAN_PAGE).then((r) => r.text());
    expect(hidden).not.toContain('id="guarantee-heading"');
    expect(hidden).not.toContain('data-testid="sales-faq"');

    expect((await post({})).status).toBe(303);
    expect(await pageText()).toContain("Money-Back Guarantee");
  });

  it("refuses a malformed or over-long FAQ with a clear message and keeps what she typed", async () => {
    const typed = "Do I need credit?\nA: No.";
    const refused = await post({ faq: typed, page_headline: "Kept title" });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toContain("start each question with “Q:”");
    expect(html).toContain(typed);
    expect(html).toContain("Kept title");

    const long = await post({ faq: `Q: Long?\nA: ${"x".repeat(6100)}` });
    expect(long.status).toBe(400);
    expect(decode(await long.text())).toContain("Keep it to 6000 characters");
    expect(await pageText()).not.toContain("Kept title");
  });

  it("History's restore brings her old words back", async () => {
    expect((await post({ page_headline: "First words title" })).status).toBe(303);
    expect((await post({ page_headline: "Second words title" })).status).toBe(303);
    expect(await pageText()).toContain("Second words title");
    const first = await app.env.LEADS_DB.prepare(
      "SELECT MIN(id) AS id FROM site_versions WHERE section = 'offers'",
    ).first<{ id: number }>();
    const restored = await owner.post("/owner/site/history", { intent: "restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    expect(await pageText()).toContain("First words title");
  });
});
