import { beforeEach, describe, expect, it } from "vitest";
import { cartCopy } from "~/content/cart";
import { demoCheckoutWords, shopPage } from "~/content/shop";
import { successPage } from "~/content/success";
import { newSubmissionId, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { DEMO_PRODUCTS } from "~/services/shop/demo-catalog.server";
import { cookiesFrom, ORIGIN, useTestApp } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * A launch that refuses fakes, as a visitor and the owner see it: production without STORE_ID has
 * no shop (it opens soon, and a visitor may leave an email), the demo checkout says nothing was
 * charged, and /owner lists what her site would still show fake, live from her saved values.
 */

const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "site_versions", "leads");

const PRODUCTION = { ENVIRONMENT: "production", SESSION_SECRET: "production-test-secret-0123456789", SITE_URL: ORIGIN };
const TEE = { productId: "demo-brand-tshirt", variantId: "demo-tee-black" };

const production = (path: string, init: RequestInit = {}) => app.fetch(path, { ...init, vars: PRODUCTION });
const productionPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.post(path, fields, { vars: PRODUCTION, headers });

describe("production without STORE_ID", () => {
  it("/store says the shop opens soon, lists no demo product and offers a form to hear when", async () => {
    const response = await production("/store");
    expect(response.status).toBe(200);
    const main = mainOf(await response.text());
    expect(textOf(main)).toContain(shopPage.opensSoon.heading);
    expect(textOf(main)).toContain(shopPage.opensSoon.text);
    for (const product of DEMO_PRODUCTS) expect(main).not.toContain(product.id);
    expect(main).toMatch(/<form[^>]*method="post"/i);
    expect(main).toContain('name="email"');
  });

  it("the form saves a lead named for the shop, without JavaScript", async () => {
    const response = await productionPost("/store", {
      name: "Tanya Visitor",
      email: "tanya@visitor.test",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/store");
    const rows = await app.env.LEADS_DB.prepare("SELECT name, email, form_source, interest FROM leads").all();
    expect(rows.results).toEqual([
      {
        name: "Tanya Visitor",
        email: "tanya@visitor.test",
        form_source: "Waitlist: Merch shop",
        interest: shopPage.waitlistName,
      },
    ]);
  });

  it("the form refuses a bad email beside the field, keeping the name (400)", async () => {
    const response = await productionPost("/store", {
      name: "Tanya Visitor",
      email: "not-an-email",
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Tanya Visitor"');
    expect(html).toContain('data-field-error="email">Please enter a valid email address.<');
    const count = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM leads").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("a demo product's page is not served: the shop opens soon (404)", async () => {
    const response = await production(`/product/${TEE.productId}`);
    expect(response.status).toBe(404);
    const main = textOf(mainOf(await response.text()));
    expect(main).toContain(shopPage.opensSoon.heading);
    expect(main).not.toContain(DEMO_PRODUCTS[0].title);
  });

  it("the cart neither adds nor checks out (409): no demo checkout exists", async () => {
    const add = await productionPost("/cart", { intent: "add", ...TEE, quantity: "1" });
    expect(add.status).toBe(409);
    expect(decode(await add.text())).toContain(cartCopy.shopClosedTitle);
    const checkout = await productionPost("/cart", { intent: "checkout" });
    expect(checkout.status).toBe(409);
    expect(checkout.headers.get("Location")).toBeNull();
  });

  it("/success?demo=1 claims nothing in production", async () => {
    const text = textOf(mainOf(await (await production("/success?demo=1")).text()));
    expect(text).not.toContain(demoCheckoutWords.title);
    expect(text).toContain(successPage.neutral.title);
  });
});

describe("the demo checkout in development", () => {
  it("lands on a page that says plainly nothing was charged", async () => {
    const add = await app.post("/cart", { intent: "add", ...TEE, quantity: "1" });
    expect(add.status).toBe(200);
    const checkout = await app.post("/cart", { intent: "checkout" }, { headers: { Cookie: cookiesFrom(add) } });
    expect(checkout.status).toBe(303);
    const location = checkout.headers.get("Location")!;
    expect(location).toBe(`${ORIGIN}/success?demo=1`);
    const text = textOf(mainOf(await (await app.fetch(new URL(location).pathname + new URL(location).search)).text()));
    expect(text).toContain(demoCheckoutWords.title);
    expect(text).toContain("no payment was taken");
    expect(text).not.toContain(successPage.neutral.title);
    // No payment, so no receipt: the page says nothing about one.
    expect(text).not.toMatch(/receipt/i);
  });
});

describe("the launch checklist on /owner", () => {
  let owner: OwnerBrowser;
  beforeEach(async () => {
    owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
  });

  /** The checklist's items as [item, level, fix link] and its text. */
  async function checklist() {
    const response = await owner.get("/owner");
    expect(response.status).toBe(200);
    const html = await response.text();
    const items = [...html.matchAll(/<li[^>]*data-testid="launch-item"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => {
      const tag = m[0].slice(0, m[0].indexOf(">"));
      return {
        item: /data-item="([^"]+)"/.exec(tag)![1],
        level: /data-level="([^"]+)"/.exec(tag)![1],
        fix: /href="([^"]+)"/.exec(m[1])?.[1] ?? null,
        text: textOf(m[1]),
      };
    });
    return items;
  }

  it("on the defaults names each sample with a plain line and the page that fixes it", async () => {
    const items = await checklist();
    expect(items.map(({ item, level, fix }) => [item, level, fix])).toEqual([
      ["name", "stop", "/owner/site/profile"],
      ["photo", "stop", "/owner/site/profile"],
      ["contacts", "stop", "/owner/site/profile"],
      ["licence", "stop", "/owner/site/profile"],
      ["story", "stop", "/owner/site/profile"],
      ["focus", "stop", "/owner/site/profile"],
      ["credentials", "stop", "/owner/site/profile"],
      ["offices", "stop", "/owner/site/profile"],
      ["address", "stop", "/owner/site/profile"],
      ["testimonials", "placeholder", "/owner/site/testimonials"],
      ["store", "placeholder", null],
      // Each sales page with sample "value"/"was"/bonus figures she has not confirmed.
      ...Array.from({ length: 6 }, () => ["values", "stop", "/owner/site/offers"]),
      ["booking", "placeholder", "/owner/site/booking"],
    ]);
    expect(items[1].text).toContain("drawn placeholder face");
    expect(items[2].text).toContain("example.com");
  });

  it("an item disappears once she saves a real value (her name, her email and phone)", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      intent: "save",
      name: "Ada Obi",
      email: "ada@adaobi.com",
      phone: "(407) 201-3345",
    }))
      body.append(name, value);
    const saved = await app.fetch("/owner/site/profile", {
      method: "POST",
      body,
      headers: { Cookie: owner.cookies, Origin: ORIGIN },
    });
    expect(saved.status).toBe(303);
    const items = (await checklist()).map((i) => i.item);
    expect(items).not.toContain("name");
    expect(items).not.toContain("contacts");
    expect(items).toContain("photo");
  });

  it("is shown only at aal2: a visitor is sent to sign in", async () => {
    const response = await app.fetch("/owner");
    expect(response.status).toBe(302);
    expect(await response.text()).not.toContain("launch-checklist");
  });
});
