import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORM_COPY } from "~/content/lead-forms";
import { offers, priceVarName } from "~/content/offers";
import { purchaseCopy } from "~/content/purchase";
import { shopPage } from "~/content/shop";
import { cookiesFrom, createTestApp, type TestApp } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { startStandIn, type StandIn } from "../support/stand-ins/stand-in";
import { SUPABASE_KEY } from "../support/stand-ins/supabase-leads";

/**
 * Upstreams that accept the connection and never answer: every page gives up after
 * UPSTREAM_TIMEOUT_MS (small here; 5 s by default) and shows the page's own message. No duration is
 * asserted: the test's own time-out bounds it.
 */

let hanging: StandIn;
let app: TestApp;

beforeAll(async () => {
  hanging = await startStandIn(() => new Promise<void>(() => {}));
  app = await createTestApp({ UPSTREAM_TIMEOUT_MS: "300" });
});
afterAll(async () => {
  await app?.dispose();
  await hanging?.close();
});

describe("a hanging upstream never hangs the page", () => {
  it("/store with a hanging store API and nothing cached: 'Error loading products: …'", async () => {
    const response = await app.fetch("/store", { vars: { STORE_ID: "hanging-store", STORE_API_URL: hanging.url } });
    expect(response.status).toBe(502);
    const text = textOf(mainOf(await response.text()));
    expect(text).toContain(shopPage.loadError(""));
    expect(text).toMatch(/did not answer/);
    expect(hanging.requests.some((r) => r.path === "/store/hanging-store/products")).toBe(true);
  }, 10_000);

  it("a buy with a hanging Stripe: 303 back to the page with the 'Payment failed: …' toast", async () => {
    const offer = offers["ai-playbook"];
    const vars = {
      STRIPE_SECRET_KEY: "sk_test_hanging",
      STRIPE_API_URL: hanging.url,
      [priceVarName("ai-playbook")]: "price_test_hanging",
    };
    const response = await app.post("/buy", { offer: "ai-playbook", returnTo: offer.page }, { vars });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(offer.page);
    const page = await app.fetch(offer.page, { headers: { Cookie: cookiesFrom(response) }, vars });
    const toast = /<div role="status"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(await page.text())?.[1] ?? "";
    expect(decode(textOf(toast))).toContain(purchaseCopy.providerError(purchaseCopy.unreachable));
    expect(hanging.requests.some((r) => r.path === "/v1/checkout/sessions")).toBe(true);
  }, 10_000);

  it("a lead with a hanging Supabase: 502, the form's error toast, the answers kept", async () => {
    const leadCase = LEAD_CASES.find((c) => c.id === "event")!;
    const vars = { SUPABASE_URL: hanging.url, SUPABASE_ANON_KEY: SUPABASE_KEY };
    const before = hanging.requests.length;
    const post = leadCase.post;
    const response = await app.post(leadCase.action, post, { vars });
    expect(response.status).toBe(502);
    const html = await response.text();
    const toast = /<div role="status"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? "";
    expect(textOf(toast)).toContain(LEAD_FORM_COPY.event.failure.message);
    for (const [name, value] of Object.entries(post)) {
      if (name === "submission_id") continue;
      const input = new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(decode(/\svalue="([^"]*)"/.exec(input)?.[1] ?? ""), `${name} kept`).toBe(value);
    }
    expect(hanging.requests.slice(before).some((r) => r.path === "/rest/v1/leads")).toBe(true);
    const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM leads").all();
    expect(results).toHaveLength(0);
  }, 10_000);
});
