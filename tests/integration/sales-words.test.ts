import { beforeEach, describe, expect, it } from "vitest";
import { useTestAppWithStripe } from "../support/harness/app-with-stripe";
import { seedBucket } from "../../scripts/seed-downloads.mjs";
import { ORIGIN } from "../support/harness/app";
import { decode, textOf } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * Her words for a sales page's blocks (headline, promise, what is inside, who it is for, questions,
 * guarantee, the value), posted on the card of the page's first offer (/owner/site/offers), through
 * the real build on local D1: the page shows them as text, a malformed field is refused with her
 * words kept, and History brings old words back. In production the sample value figures show only
 * where she ticked "this is true", and the launch list stops on each page that would show them and
 * on each offer still delivering a sample file.
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
    inside: "",
    for_whom: "",
    faq: "",
    guarantee: "",
    page_compare_at: "",
    ...fields,
  });

const PRODUCTION = { ENVIRONMENT: "production", SESSION_SECRET: "production-test-secret-0123456789", SITE_URL: ORIGIN };

const DOMINION = "dominion-wealth-bundle";
const DOMINION_PAGE = "/product/dominion-wealth-bundle";
/** Dominion's card as the form shows it: its sample "Total value" figure, unchanged. */
const postDominion = (fields: Record<string, string>) =>
  owner.post("/owner/site/offers", {
    intent: `save-${DOMINION}`,
    offer: DOMINION,
    price_id: "",
    status: "on-sale",
    headline: "",
    compare_at: "2,987",
    compare_label: "value",
    page_headline: "",
    promise: "",
    inside: "",
    for_whom: "",
    faq: "",
    guarantee: "",
    page_compare_at: "",
    ...fields,
  });

const dominionText = async (vars?: Record<string, unknown>) => {
  const response = await app.fetch(DOMINION_PAGE, vars ? { vars } : {});
  expect(response.status).toBe(200);
  return textOf(await response.text());
};

/** The /owner launch list's items of one kind, as [level, text]. */
async function launchItems(kind: string) {
  const response = await owner.get("/owner");
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<li[^>]*data-testid="launch-item"[^>]*>([\s\S]*?)<\/li>/g)]
    .filter((m) => m[0].includes(`data-item="${kind}"`))
    .map((m) => [/data-level="([^"]+)"/.exec(m[0])![1], textOf(m[1])]);
}

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
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    expect(await pageText()).toContain("First words title");
  });
});

describe("what is inside, who it is for and the value, in her words", () => {
  it("shows them as text where the page's usual words were, “none” removes each block, History brings them back", async () => {
    const before = await app.fetch(PLAN_PAGE).then((r) => r.text());
    expect(textOf(before)).toContain("Who is it for?");
    expect(before).toContain('data-testid="sales-delivery"');

    const saved = await post({
      inside: "- Twelve weekly *lessons*\n- A printable <i>planner</i>",
      for_whom: "Renters in Florida who want the **keys** within a year.",
      page_compare_at: "Worth $500 to the families I coach.\n\n- Lifetime updates",
    });
    expect(saved.status).toBe(303);
    const html = await app.fetch(PLAN_PAGE).then((r) => r.text());
    const text = textOf(html);
    expect(text).toContain("Twelve weekly lessons");
    expect(text).toContain("A printable planner");
    expect(text).toContain("Who it is for");
    expect(text).toContain("Renters in Florida who want the keys within a year.");
    expect(text).toContain("Worth $500 to the families I coach.");
    expect(text).toContain("Lifetime updates");
    // Her words replace the usual "Who is it for?" answer, and no mark-up of hers reaches the page.
    expect(text).not.toContain("Who is it for?");
    expect(html).not.toContain("<i>planner");
    expect(html).not.toContain("**keys**");

    expect((await post({ inside: "none", for_whom: "None", page_compare_at: "none" })).status).toBe(303);
    const removed = await app.fetch(PLAN_PAGE).then((r) => r.text());
    expect(removed).not.toContain('data-testid="sales-delivery"');
    expect(removed).not.toContain('data-testid="sales-for-whom"');
    expect(removed).not.toContain('data-testid="sales-value"');
    expect(textOf(removed)).not.toContain("Who is it for?");
    expect(textOf(removed)).not.toContain("Renters in Florida");

    const first = await app.env.LEADS_DB.prepare(
      "SELECT MIN(id) AS id FROM site_versions WHERE section = 'offers'",
    ).first<{ id: number }>();
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    const back = await pageText();
    expect(back).toContain("Renters in Florida who want the keys within a year.");
    expect(back).toContain("Twelve weekly lessons");
  });

  it("keeps what she typed beside the message when a block is too long", async () => {
    const refused = await post({ inside: "x".repeat(2001), for_whom: "Kept words for whom" });
    expect(refused.status).toBe(400);
    const html = decode(await refused.text());
    expect(html).toContain("Keep it to 2000 characters");
    expect(html).toContain("Kept words for whom");
  });
});

describe("nothing invented goes live: the sample value figures", () => {
  it("production shows none until she ticks “this is true”; her own value words show instead; the launch list stops meanwhile", async () => {
    // Outside production the sample figures show (the bonuses' values, the total value).
    expect(await dominionText()).toContain("$1,698");
    const live = await dominionText(PRODUCTION);
    expect(live).not.toContain("$1,698");
    expect(live).not.toContain("$2,987");
    expect(live).not.toContain("Total value");
    expect(live).not.toContain("Priceless");
    expect((await launchItems("values")).map(([level, text]) => [level, text.includes(DOMINION_PAGE)])).toContainEqual([
      "stop",
      true,
    ]);

    // Saving the card with the sample figure unchanged does not make it hers.
    expect((await postDominion({})).status).toBe(303);
    expect(await dominionText(PRODUCTION)).not.toContain("$2,987");

    expect((await postDominion({ compare_at_true: "yes" })).status).toBe(303);
    const confirmed = await dominionText(PRODUCTION);
    expect(confirmed).toContain("$1,698");
    expect(confirmed).toContain("Total value $2,987+");
    expect((await launchItems("values")).some(([, text]) => text.includes(DOMINION_PAGE))).toBe(false);

    expect((await postDominion({ page_compare_at: "Every bonus is yours to keep." })).status).toBe(303);
    const hers = await dominionText(PRODUCTION);
    expect(hers).toContain("Every bonus is yours to keep.");
    expect(hers).not.toContain("$1,698");
    expect((await launchItems("values")).some(([, text]) => text.includes(DOMINION_PAGE))).toBe(false);
  });

  it("the launch list names every offer on sale still delivering a sample file `npm start` seeded", async () => {
    const bucket = app.env.DOWNLOADS as R2Bucket;
    await seedBucket(bucket);
    const [[level, text]] = await launchItems("files");
    expect(level).toBe("stop");
    expect(text).toContain("AI Playbook");
    expect(text).toContain("Dominion Wealth Bundle");
    // The real file in its place (no sample mark): that offer is no longer named.
    await bucket.put("ai-playbook.pdf", new TextEncoder().encode("%PDF-1.4 the real playbook"));
    const [[, after]] = await launchItems("files");
    expect(after).not.toContain("AI Playbook");
    expect(after).toContain("Dominion Wealth Bundle");
  });
});
