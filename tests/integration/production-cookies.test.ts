import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { cookiesFrom, createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { startShopStandIn, type ShopStandIn } from "../support/stand-ins/shop";

/** In production every cookie is Secure, HttpOnly and SameSite=Lax, and HSTS is sent. */

let app: TestApp;
// Production has no demo catalog: the cart needs a connected store.
let store: ShopStandIn;

beforeAll(async () => {
  store = await startShopStandIn();
  app = await createTestApp({
    ENVIRONMENT: "production",
    SESSION_SECRET: "production-test-secret-0123456789",
    SITE_URL: ORIGIN,
    STORE_ID: store.storeId,
    STORE_API_URL: store.url,
  });
});
afterAll(async () => {
  await app?.dispose();
  await store?.close();
});

function expectHardenedCookies(response: Response, names: string[]) {
  const cookies = response.headers.getSetCookie();
  expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual([...names].sort());
  for (const cookie of cookies) {
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes, cookie).toContain("secure");
    expect(attributes, cookie).toContain("httponly");
    expect(attributes, cookie).toContain("samesite=lax");
  }
}

function expectHsts(response: Response) {
  expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains/);
}

describe("production cookies and HSTS", () => {
  it("a cart add without JavaScript: the cart and toast cookies, then the toast cleared", async () => {
    const add = await app.post("/cart", {
      redirectTo: "/cart",
      intent: "add",
      productId: "demo-brand-tshirt",
      variantId: "demo-tee-black",
      quantity: "1",
    });
    expect(add.status).toBe(303);
    expectHardenedCookies(add, ["__cart", "__toast"]);
    expectHsts(add);

    const page = await app.fetch(add.headers.get("Location")!, { headers: { Cookie: cookiesFrom(add) } });
    expect(page.status).toBe(200);
    expectHardenedCookies(page, ["__toast"]);
    expectHsts(page);
    // Shown once, then deleted: the pages after it carry no toast cookie.
    const [cleared] = page.headers.getSetCookie();
    expect(cleared).toMatch(/^__toast=;/);
    expect(cleared).toContain("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  });

  it("a cart add with JavaScript (fetcher): the cart cookie", async () => {
    const add = await app.post("/cart?_data=routes%2Fcart", {
      intent: "add",
      productId: "demo-brand-tshirt",
      variantId: "demo-tee-black",
      quantity: "1",
    });
    expect(add.status).toBe(200);
    expectHardenedCookies(add, ["__cart"]);
    expectHsts(add);
  });

  it("a lead's post/redirect/get: the toast cookie", async () => {
    const leadCase = LEAD_CASES.find((c) => c.id === "event")!;
    const response = await app.post(leadCase.action, leadCase.post);
    expect(response.status).toBe(303);
    expectHardenedCookies(response, ["__toast"]);
    expectHsts(response);
  });

  it("sends HSTS on pages and errors too", async () => {
    expectHsts(await app.fetch("/"));
    expectHsts(await app.fetch("/no-such-page"));
  });
});
