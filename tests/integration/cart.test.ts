import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartCopy } from "~/content/cart";
import { shopPage } from "~/content/shop";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/lib/cart";
import type { ApiProductInput } from "~/lib/shop-schema";
import { readConfig } from "~/server/config.server";
import { createCartSession, MAX_CART_COOKIE_BYTES } from "~/services/shop/cart-session.server";
import { DEMO_PRODUCTS } from "~/services/shop/demo-catalog.server";
import { cookiesFrom, createTestApp, ORIGIN, useTestApp } from "../support/harness/app";
import { startShopStandIn, type ShopStandIn } from "../support/stand-ins/shop";

let api: ShopStandIn;
beforeAll(async () => {
  api = await startShopStandIn("test-store");
});
afterAll(() => api.close());
const app = useTestApp(() => ({ STORE_ID: api.storeId, STORE_API_URL: api.url }));
beforeEach(() => {
  api.requests.length = 0;
  api.stock.clear();
  api.checkout = { url: "https://checkout.example.test/pay/123" };
  api.failAll = null;
  api.products = DEMO_PRODUCTS;
  api.pageSize = null;
});

const TEE = { productId: "demo-brand-tshirt", black: "demo-tee-black", white: "demo-tee-white" };
const POLO = { productId: "demo-polo-shirt", variantId: "demo-polo" };

/** A visitor's browser without JavaScript: keeps the cookies it is given. */
function visitor() {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    /**
     * `data` posts as a Remix fetcher does (?_data=routes/cart); otherwise as the server-rendered
     * form does, naming where to go next (the page it was on).
     */
    async post(fields: Record<string, string>, headers: Record<string, string> = {}, data = false) {
      const response = await app.post(
        data ? "/cart?_data=routes%2Fcart" : "/cart",
        data ? fields : { redirectTo: fields.returnTo ?? "/cart", ...fields },
        { headers: { Cookie: cookie, ...headers } },
      );
      cookie = cookiesFrom(response, cookie);
      return response;
    },
    async get(path: string) {
      const response = await app.fetch(path, { headers: { Cookie: cookie } });
      cookie = cookiesFrom(response, cookie);
      return response;
    },
    add(productId: string, variantId: string, quantity = 1, extra: Record<string, string> = {}) {
      return this.post({ intent: "add", productId, variantId, quantity: String(quantity), ...extra });
    },
  };
}

function lineQuantities(html: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const match of html.matchAll(/data-variant-id="([^"]+)"[\s\S]*?data-testid="cart-line-quantity"[^>]*>(\d+)</g))
    result[match[1]] = Number(match[2]);
  return result;
}

describe("the store pages read the store API", () => {
  it("/store lists the API's products, renamed by the overrides", async () => {
    const response = await app.fetch("/store");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Brand T-Shirt");
    expect(html).toContain("Polo Shirt");
    expect(html).not.toContain("Face Serum");
    expect(api.requestsTo("/products")).toHaveLength(1);
  });

  it("/store shows the error state when the API fails", async () => {
    api.failAll = { status: 503, statusText: "Service Unavailable" };
    const response = await app.fetch("/store");
    expect(response.status).toBe(502);
    expect(await response.text()).toContain(shopPage.loadError("HTTP 503: Service Unavailable"));
  });

  it("/product/{id} re-reads the stock and answers 404 for an unknown id", async () => {
    const response = await app.fetch(`/product/${TEE.productId}`);
    expect(response.status).toBe(200);
    expect(api.requestsTo(`/products/${TEE.productId}`)).toHaveLength(1);
    const inventory = api.requestsTo("/variants")[0];
    expect(inventory.query.get("fields")).toBe("inventory_quantity");
    expect(inventory.query.getAll("product_ids[]")).toEqual([TEE.productId]);
    const missing = await app.fetch("/product/no-such-product");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("/product/{id} shows the error state with a Go back link when the API fails", async () => {
    api.failAll = { status: 500, statusText: "Internal Server Error" };
    const response = await app.fetch(`/product/${TEE.productId}`);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Error loading product: HTTP 500: Internal Server Error");
    expect(html).toMatch(/<a[^>]*href="\/store"[^>]*>Go back<\/a>/);
  });
});

describe("/cart without JavaScript", () => {
  it("adds with a 303 to the cart page, a flash toast and the catalog's price", async () => {
    const v = visitor();
    const response = await v.add(TEE.productId, TEE.black, 2, { price_in_cents: "1", price: "1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("__cart="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const page = await (await v.get("/cart")).text();
    expect(page).toMatch(/role="status"[\s\S]*Added to Cart![\s\S]*Brand T-Shirt/);
    expect(lineQuantities(page)).toEqual({ [TEE.black]: 2 });
    expect(page).toContain('data-testid="cart-total">$30.00<');
    expect(page).toMatch(/data-testid="cart-badge"[^>]*>2</);
  });

  it("re-reads stock from /variants before an add and rejects beyond it", async () => {
    api.stock.set(TEE.white, 2);
    const v = visitor();
    const response = await v.add(TEE.productId, TEE.white, 3, { inventory_quantity: "99" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(cartCopy.addFailed);
    expect(html).toContain(cartCopy.notEnoughStock("Brand T-Shirt", "White", 2));
    expect(api.requestsTo("/variants").at(-1)!.query.getAll("product_ids[]")).toEqual([TEE.productId]);
    expect(v.cookie).not.toContain("__cart=");
  });

  it("counts what is already in the cart against the stock", async () => {
    const v = visitor();
    expect((await v.add(POLO.productId, POLO.variantId, 2)).status).toBe(303);
    const again = await v.add(POLO.productId, POLO.variantId, 1);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(cartCopy.notEnoughStock("Polo Shirt", "One size", 2));
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [POLO.variantId]: 2 });
  });

  it("rejects a variant of another product, an unavailable product and bad input with 400", async () => {
    const v = visitor();
    expect((await v.add(TEE.productId, POLO.variantId)).status).toBe(400);
    const soldOut = await v.add("demo-jewelry-set", "demo-jewelry");
    expect(soldOut.status).toBe(400);
    expect(await soldOut.text()).toContain(cartCopy.notEnoughStock("Jewelry Set", "Gold", 0));
    expect(
      (await v.post({ intent: "add", productId: TEE.productId, variantId: TEE.black, quantity: "0" })).status,
    ).toBe(400);
    expect(
      (await v.post({ intent: "add", productId: TEE.productId, variantId: TEE.black, quantity: "abc" })).status,
    ).toBe(400);
    expect((await v.post({ intent: "explode" })).status).toBe(400);
    expect(v.cookie).not.toContain("__cart=");
  });

  it("sets quantities (checking stock on the way up), removes and clears", async () => {
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 1);
    await v.add(TEE.productId, TEE.white, 1);
    expect(
      (await v.post({ intent: "set-quantity", variantId: TEE.black, quantity: "4", returnTo: "/cart" })).status,
    ).toBe(303);
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 4, [TEE.white]: 1 });
    const tooMany = await v.post({ intent: "set-quantity", variantId: TEE.white, quantity: "4" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain(cartCopy.notEnoughStock("Brand T-Shirt", "White", 3));
    expect((await v.post({ intent: "set-quantity", variantId: TEE.black, quantity: "0" })).status).toBe(400);
    expect((await v.post({ intent: "remove", variantId: TEE.white })).status).toBe(303);
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 4 });
    expect((await v.post({ intent: "clear" })).status).toBe(303);
    expect(await (await v.get("/cart")).text()).toContain('data-testid="cart-empty"');
  });

  it("treats a tampered cookie as an empty cart, silently", async () => {
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 2);
    const [name, value] = v.cookie
      .split("; ")
      .find((c) => c.startsWith("__cart="))!
      .split(/=(.*)/s);
    const tampered = `${name}=${value.slice(0, 4)}${value[4] === "A" ? "B" : "A"}${value.slice(5)}`;
    const response = await app.fetch("/cart", { headers: { Cookie: tampered } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="cart-empty"');
    expect(html).not.toContain('data-testid="cart-badge"');
    const garbage = await app.fetch("/store", { headers: { Cookie: "__cart=not-a-cookie" } });
    expect(garbage.status).toBe(200);
    expect(await garbage.text()).not.toContain('data-testid="cart-badge"');
  });

  it("ignores a cart cookie signed with another secret", async () => {
    const forged = createCartSession(readConfig({ ENVIRONMENT: "test", SESSION_SECRET: "someone-else" }));
    const header = (await forged.commit([{ productId: TEE.productId, variantId: TEE.black, quantity: 5 }]))!;
    const html = await (await app.fetch("/cart", { headers: { Cookie: header.split(";")[0] } })).text();
    expect(html).toContain('data-testid="cart-empty"');
  });
});

describe("/cart with JavaScript (fetchers)", () => {
  it("answers JSON with the toast and the cookie", async () => {
    const v = visitor();
    const response = await v.post(
      { intent: "add", productId: TEE.productId, variantId: "demo-tee-navy", quantity: "1" },
      {},
      true,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      intent: "add",
      toast: { type: "success", message: cartCopy.added, description: "Brand T-Shirt" },
      checkoutUrl: null,
    });
    expect(v.cookie).toContain("__cart=");
    const tooMany = await v.post({ intent: "set-quantity", variantId: "demo-tee-navy", quantity: "9" }, {}, true);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      ok: false,
      toast: {
        type: "error",
        message: cartCopy.addFailed,
        description: cartCopy.notEnoughStock("Brand T-Shirt", "Navy", 8),
      },
    });
  });

  it("answers a checkout with Remix's redirect, which sends the browser to the checkout", async () => {
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 1);
    const response = await v.post({ intent: "checkout" }, {}, true);
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe("https://checkout.example.test/pay/123");
    expect(await (await v.get("/cart")).text()).toContain('data-testid="cart-empty"');
  });

  it("restores an empty cookie cart from the browser's copy, and only an empty one", async () => {
    const stored = JSON.stringify([
      {
        product: { id: TEE.productId, title: "x", image: "" },
        variant: { id: TEE.black, title: "Black", price_in_cents: 1 },
        quantity: 2,
      },
      { product: { id: "gone", title: "x", image: "" }, variant: { id: "gone-variant" }, quantity: 1 },
    ]);
    const v = visitor();
    expect((await v.post({ intent: "restore", items: stored }, {}, true)).status).toBe(200);
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 2 });
    await v.post(
      {
        intent: "restore",
        items: JSON.stringify([{ product: { id: POLO.productId }, variant: { id: POLO.variantId }, quantity: 1 }]),
      },
      {},
      true,
    );
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 2 });
    const fresh = visitor();
    expect((await fresh.post({ intent: "restore", items: "{not json" }, {}, true)).status).toBe(200);
    expect(await (await fresh.get("/cart")).text()).toContain('data-testid="cart-empty"');
  });
});

describe("checkout", () => {
  it("posts the items, URLs, locale and time zone, clears the cart and 303s to the checkout", async () => {
    // On the store API's origin, which the CSP's form-action allows (see checkout-handoff.test.ts for others).
    api.checkout = { url: `${api.url}/pay/123` };
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 2);
    await v.add(POLO.productId, POLO.variantId, 1);
    const response = await v.post(
      { intent: "checkout", returnTo: "/product/demo-brand-tshirt?variant=demo-tee-black" },
      { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${api.url}/pay/123`);
    const [sent] = api.requestsTo("/checkout");
    expect(sent.method).toBe("POST");
    expect(sent.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(sent.body)).toEqual({
      items: [
        { variant_id: TEE.black, quantity: 2 },
        { variant_id: POLO.variantId, quantity: 1 },
      ],
      successUrl: `${ORIGIN}/success`,
      cancelUrl: `${ORIGIN}/product/demo-brand-tshirt?variant=demo-tee-black`,
      locale: "fr-CA",
      timeZone: "UTC",
    });
    expect(await (await v.get("/cart")).text()).toContain('data-testid="cart-empty"');
  });

  it("never sends the visitor back to another site", async () => {
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 1);
    await v.post({ intent: "checkout", returnTo: "//evil.example/phish" });
    expect(JSON.parse(api.requestsTo("/checkout")[0].body).cancelUrl).toBe(`${ORIGIN}/cart`);
  });

  it("keeps the cart and shows the Checkout Error toast when the store API fails", async () => {
    api.checkout = { status: 422, statusText: "Unprocessable Entity", body: { code: "insufficient_inventory" } };
    const v = visitor();
    await v.add(TEE.productId, TEE.black, 2);
    const response = await v.post({ intent: "checkout" });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toMatch(
      /role="status"[\s\S]*Checkout Error[\s\S]*There was a problem initializing checkout\. Please try again\./,
    );
    expect(lineQuantities(html)).toEqual({ [TEE.black]: 2 });
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 2 });
  });

  it("refuses an empty cart with the cart's own toast", async () => {
    const response = await visitor().post({ intent: "checkout" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(cartCopy.emptyCheckoutTitle);
    expect(html).toContain(cartCopy.emptyCheckoutText);
    expect(api.requestsTo("/checkout")).toHaveLength(0);
  });

  it("the demo catalog's checkout lands on this site's /success", async () => {
    const demo = await createTestApp();
    try {
      const add = await demo.post("/cart", {
        intent: "add",
        productId: TEE.productId,
        variantId: TEE.black,
        quantity: "1",
      });
      const cookie = cookiesFrom(add);
      const response = await demo.post("/cart", { intent: "checkout" }, { headers: { Cookie: cookie } });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`${ORIGIN}/success?demo=1`);
      expect(DEMO_PRODUCTS.length).toBe(7);
    } finally {
      await demo.dispose();
    }
  });
});

/** A cart cookie as the site would sign it, holding these [productId, variantId, quantity] lines. */
async function signedCart(lines: [string, string, number][]): Promise<string> {
  const session = createCartSession(readConfig({ ENVIRONMENT: "test" }));
  const header = await session.commit(
    lines.map(([productId, variantId, quantity]) => ({ productId, variantId, quantity })),
  );
  return header!.split(";")[0];
}

/** `n` products of one unmanaged variant each, with long ids (as some stores have). */
function manyProducts(n: number, idLength = 100): ApiProductInput[] {
  const [template] = DEMO_PRODUCTS.filter((p) => p.id === "demo-devotional-book");
  return Array.from({ length: n }, (_, i) => {
    const id = `product-${String(i).padStart(3, "0")}-`.padEnd(idLength, "x");
    return {
      ...template,
      id,
      title: `Catalog item ${i}`,
      variants: [{ ...template.variants![0], id: `variant-${String(i).padStart(3, "0")}-`.padEnd(idLength, "y") }],
    };
  });
}

describe("quantity has no maximum but stock", () => {
  it("refuses an add over stock with the cart's own words, however large the number", async () => {
    const v = visitor();
    const response = await v.add(TEE.productId, TEE.black, 9999);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(cartCopy.notEnoughStock("Brand T-Shirt", "Black", 12));
    expect(html).not.toContain(cartCopy.badInput);
    const up = await v.add(TEE.productId, TEE.black, 12);
    expect(up.status).toBe(303);
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ [TEE.black]: 12 });
  });

  it("takes any quantity of an unmanaged variant up to a bound, and says the bound in words beyond it", async () => {
    const v = visitor();
    expect((await v.add("demo-devotional-book", "demo-devotional", 1500)).status).toBe(303);
    const absurd = await v.post({
      intent: "add",
      productId: "demo-devotional-book",
      variantId: "demo-devotional",
      quantity: "1" + "0".repeat(30),
    });
    expect(absurd.status).toBe(400);
    expect(await absurd.text()).toContain(cartCopy.quantityTooLarge(MAX_LINE_QUANTITY));
    const huge = await v.post({ intent: "set-quantity", variantId: "demo-devotional", quantity: "9".repeat(35) });
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain(cartCopy.quantityTooLarge(MAX_LINE_QUANTITY));
    expect(lineQuantities(await (await v.get("/cart")).text())).toEqual({ "demo-devotional": 1500 });
  });
});

describe("the cart shows, mends or drops every line its cookie holds", () => {
  it("drops a vanished product and a variant of another product, says so, and checks out exactly what is shown", async () => {
    api.checkout = { url: `${api.url}/pay/7` };
    const cookie = await signedCart([
      [TEE.productId, TEE.black, 2],
      [TEE.productId, POLO.variantId, 1], // a variant of another product
      ["vanished-product", "vanished-variant", 1],
    ]);
    const v = visitor();
    v.cookie = cookie;
    const page = await v.get("/cart");
    const html = await page.text();
    expect(lineQuantities(html)).toEqual({ [TEE.black]: 2 });
    expect(html).toMatch(/data-testid="cart-badge"[^>]*>2</);
    expect(html).toContain(cartCopy.linesDropped(2));
    // The cookie is mended: the next page shows the same and says nothing more.
    const again = await (await v.get("/cart")).text();
    expect(lineQuantities(again)).toEqual({ [TEE.black]: 2 });
    expect(again).not.toContain(cartCopy.linesDropped(2));

    // Even a cookie that was never mended checks out only what the page shows.
    const stale = visitor();
    stale.cookie = cookie;
    expect((await stale.post({ intent: "checkout" })).status).toBe(303);
    expect(JSON.parse(api.requestsTo("/checkout")[0].body).items).toEqual([{ variant_id: TEE.black, quantity: 2 }]);
  });
});

describe("the cart cookie stays within what a browser keeps", () => {
  it("refuses the add that would take the cookie past 4 KB, with a message, and keeps the cart", async () => {
    api.products = manyProducts(MAX_CART_LINES + 5);
    const v = visitor();
    let refused: Response | null = null;
    for (const product of api.products) {
      const response = await v.add(String(product.id), String(product.variants![0].id), 1);
      for (const header of response.headers.getSetCookie())
        expect(new TextEncoder().encode(header).length).toBeLessThanOrEqual(MAX_CART_COOKIE_BYTES);
      if (response.status !== 303) {
        refused = response;
        break;
      }
    }
    expect(refused?.status).toBe(400);
    expect(await refused!.text()).toContain(cartCopy.cartFull);
    const shown = Object.keys(lineQuantities(await (await v.get("/cart")).text()));
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(MAX_CART_LINES);
  });
});

describe("restoring the browser's copy", () => {
  it("caps the lines and reads them in one products call and one stock call", async () => {
    api.products = manyProducts(250, 20);
    const stored = JSON.stringify(
      api.products.map((p) => ({ product: { id: p.id }, variant: { id: p.variants![0].id }, quantity: 1 })),
    );
    const v = visitor();
    expect((await v.post({ intent: "restore", items: stored }, {}, true)).status).toBe(200);
    expect(api.requestsTo("/products")).toHaveLength(1);
    expect(api.requestsTo("/variants")).toHaveLength(1);
    expect(api.requests.filter((r) => r.path.includes("/products/"))).toHaveLength(0);
    api.requests.length = 0;
    const shown = lineQuantities(await (await v.get("/cart")).text());
    expect(Object.keys(shown)).toHaveLength(MAX_CART_LINES);
  });
});

describe("the whole catalog", () => {
  it("/store follows every page of the store API, and the sitemap lists every product", async () => {
    api.products = manyProducts(23, 20);
    api.pageSize = 10;
    const html = await (await app.fetch("/store")).text();
    for (const product of api.products) expect(html).toContain(`/product/${product.id}`);
    expect(api.requestsTo("/products").length).toBeGreaterThanOrEqual(3);
    const sitemap = await (await app.fetch("/sitemap.xml")).text();
    for (const product of api.products) expect(sitemap).toContain(`/product/${product.id}<`);
  });
});
