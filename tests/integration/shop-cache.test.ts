import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_OWNER_NAME } from "~/content/site";
import { shopPage } from "~/content/shop";
import { cartCopy } from "~/content/cart";
import { mapProduct } from "~/lib/shop-product";
import { parseProduct } from "~/lib/shop-schema";
import { DEMO_PRODUCTS } from "~/services/shop/demo-catalog.server";
import { SHOP_FRESH_MS, SHOP_STALE_MS } from "~/services/shop/shop-cache.server";
import { createKeptMemory } from "~/services/cache/kept.server";
import { createTestApp, type TestApp } from "../support/harness/app";
import { mainOf, textOf } from "../support/harness/html";
import { MemoryCache } from "../support/stand-ins/memory-cache";
import { startShopStandIn, type ShopStandIn } from "../support/stand-ins/shop";

/** The shop's GET answers are cached (fresh, then stale while refreshing, then last good on failure). */

let api: ShopStandIn;
let app: TestApp;
const cache = new MemoryCache();
// The isolate's memory in front of the cache, forgotten between tests as the cache is.
const memory = createKeptMemory();

const POLO = { productId: "demo-polo-shirt", variantId: "demo-polo" };
const titles = DEMO_PRODUCTS.map((p) => mapProduct(parseProduct(p)!, { ownerName: DEFAULT_OWNER_NAME }).title);
const poloStock = DEMO_PRODUCTS.find((p) => p.id === POLO.productId)!.variants![0].inventory_quantity as number;

beforeAll(async () => {
  api = await startShopStandIn("cached-store");
  // A short time-out so the "unreachable" and "hanging" cases end quickly.
  app = await createTestApp(
    { STORE_ID: api.storeId, STORE_API_URL: api.url, UPSTREAM_TIMEOUT_MS: "1000" },
    { shopCache: cache, kept: memory },
  );
});
afterAll(async () => {
  await app.dispose();
  await api.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
  cache.clear();
  memory.clear();
  api.requests.length = 0;
  api.stock.clear();
  api.failAll = null;
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function page(path: string) {
  const response = await app.fetch(path);
  return { status: response.status, text: textOf(mainOf(await response.text())) };
}

describe("store cache", () => {
  it("answers a second visit within freshness without asking the store", async () => {
    const first = await page("/store");
    expect(first.status).toBe(200);
    for (const title of titles) expect(first.text).toContain(title);
    later(SHOP_FRESH_MS / 2);
    const second = await page("/store");
    expect(second.status).toBe(200);
    for (const title of titles) expect(second.text).toContain(title);
    await app.settle();
    expect(api.requestsTo("/products")).toHaveLength(1);
  });

  it("keeps a fresh answer in the isolate's memory: a second visit reads neither the store nor the cache", async () => {
    await page("/store");
    const reads = cache.matches;
    later(SHOP_FRESH_MS - 1000);
    const second = await page("/store");
    for (const title of titles) expect(second.text).toContain(title);
    expect(cache.matches).toBe(reads);
    expect(api.requestsTo("/products")).toHaveLength(1);

    // Past the fresh minute the cache is read again (and answers stale while the shop is asked).
    later(2000);
    await page("/store");
    expect(cache.matches).toBe(reads + 1);
    await app.settle();
  });

  it("remembers an answer read from the cache as of the time it was stored, not the time it was read", async () => {
    await page("/store");
    memory.clear(); // a new isolate: the cache has the answer, the memory has not
    later(SHOP_FRESH_MS / 2);
    await page("/store");
    const reads = cache.matches;
    // Half a minute later the answer is a minute old: no longer fresh, so the memory does not serve it.
    later(SHOP_FRESH_MS / 2 + 1000);
    await page("/store");
    expect(cache.matches).toBe(reads + 1);
    await app.settle();
    expect(api.requestsTo("/products")).toHaveLength(2);
  });

  it("serves a stale product page at once and refreshes it in the background", async () => {
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${poloStock} in stock!`);
    api.stock.set(POLO.variantId, 1);

    later(SHOP_FRESH_MS / 2);
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${poloStock} in stock!`);
    expect(api.requestsTo("/variants")).toHaveLength(1);

    later(SHOP_FRESH_MS);
    // Stale: the visitor gets the stored answer; the refresh runs after the answer (waitUntil).
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${poloStock} in stock!`);
    await app.settle();
    expect(api.requestsTo("/variants")).toHaveLength(2);
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${1} in stock!`);
    await app.settle();
    expect(api.requestsTo("/variants")).toHaveLength(2);
  });

  it("asks the store again, and waits for it, once the stale window has passed", async () => {
    await page("/store");
    later(SHOP_FRESH_MS + SHOP_STALE_MS + 1000);
    expect((await page("/store")).status).toBe(200);
    expect(api.requestsTo("/products")).toHaveLength(2);
  });

  it.each([
    ["answers 500", { status: 500, statusText: "Internal Server Error" }],
    ["answers 503", { status: 503, statusText: "Service Unavailable" }],
  ])("still shows the products when the store %s after a good answer", async (_name, failure) => {
    await page("/store");
    await page(`/product/${POLO.productId}`);
    api.failAll = failure;
    later(SHOP_FRESH_MS + SHOP_STALE_MS + 1000);

    const store = await page("/store");
    expect(store.status).toBe(200);
    expect(store.text).not.toContain(shopPage.loadError(""));
    for (const title of titles) expect(store.text).toContain(title);
    const product = await page(`/product/${POLO.productId}`);
    expect(product.status).toBe(200);
    expect(product.text).toContain(`${poloStock} in stock!`);
    // The shop was asked (and failed): the last good answer stood in.
    expect(api.requestsTo("/products").length).toBeGreaterThan(1);
  });

  it("still shows the products when the store becomes unreachable after a good answer", async () => {
    const gone = await startShopStandIn("cached-store");
    const vars = { STORE_API_URL: gone.url };
    expect((await app.fetch("/store", { vars })).status).toBe(200);
    await gone.close();
    later(SHOP_FRESH_MS + SHOP_STALE_MS + 1000);
    const response = await app.fetch("/store", { vars });
    const text = textOf(mainOf(await response.text()));
    expect(response.status).toBe(200);
    for (const title of titles) expect(text).toContain(title);
  });

  it("shows the store's error when it fails and nothing good was ever stored", async () => {
    api.failAll = { status: 500, statusText: "Internal Server Error" };
    const store = await page("/store");
    expect(store.status).toBe(502);
    expect(store.text).toContain(shopPage.loadError("HTTP 500: Internal Server Error"));
  });

  it("checks stock for an add to the cart against the store, never the cache", async () => {
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${poloStock} in stock!`);
    api.stock.set(POLO.variantId, 0);
    const variantCalls = api.requestsTo("/variants").length;

    // The cached page still says in stock, but the add asks the shop and is refused.
    expect((await page(`/product/${POLO.productId}`)).text).toContain(`${poloStock} in stock!`);
    const refused = await app.post("/cart", { intent: "add", ...POLO, quantity: "1" });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain(cartCopy.addFailed);
    expect(api.requestsTo("/variants").length).toBe(variantCalls + 1);

    // And a store that fails is an error for the add, not a stored answer.
    api.stock.set(POLO.variantId, 5);
    api.failAll = { status: 500, statusText: "Internal Server Error" };
    const failed = await app.post("/cart", { intent: "add", ...POLO, quantity: "1" });
    expect(failed.status).toBe(502);
  });
});
