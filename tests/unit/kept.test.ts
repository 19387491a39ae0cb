import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createKeptMemory, kept, KEPT } from "~/services/cache/kept.server";
import { createShopCache } from "~/services/shop/shop-cache.server";
import { MemoryCache } from "../support/stand-ins/memory-cache";

/** The one place that keeps values between requests (services/cache): its rules, memory and Cache API. */

const FRESH = KEPT.shop.ttl;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a value kept in the isolate's memory", () => {
  it("is loaded once per fresh period, then again", async () => {
    const store = createKeptMemory().store("siteContent");
    const load = vi.fn(async () => ({ count: 7 }));
    const read = () => kept({ store, rule: KEPT.siteContent, key: "k", load });
    expect(await read()).toEqual({ count: 7 });
    vi.setSystemTime(Date.now() + KEPT.siteContent.ttl - 1);
    expect(await read()).toEqual({ count: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between readers that ask while it is under way", async () => {
    const store = createKeptMemory().store("stripePrice");
    let release = (_value: string) => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const reads = [1, 2, 3].map(() => kept({ store, rule: KEPT.stripePrice, key: "price", load }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release("answer");
    expect(await Promise.all(reads)).toEqual(["answer", "answer", "answer"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers a failed load's stand-in for its retry period, then loads again", async () => {
    const store = createKeptMemory().store("stripePrice");
    const load = vi.fn(() => Promise.reject(new Error("down")));
    const read = () =>
      kept<string | null>({
        store,
        rule: KEPT.stripePrice,
        key: "price",
        load,
        onFailure: () => ({ value: null, keepFor: KEPT.stripePrice.retryAfterFailure }),
      });
    expect(await read()).toBeNull();
    vi.setSystemTime(Date.now() + KEPT.stripePrice.retryAfterFailure - 1);
    expect(await read()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps at most its rule's number of keys, forgetting the least recently used", async () => {
    const store = createKeptMemory().store("siteContent");
    const load = vi.fn(async () => "v");
    for (let i = 0; i <= KEPT.siteContent.entries; i++) {
      await kept({ store, rule: KEPT.siteContent, key: `k${i}`, load });
    }
    expect(load).toHaveBeenCalledTimes(KEPT.siteContent.entries + 1);
    await kept({ store, rule: KEPT.siteContent, key: `k${KEPT.siteContent.entries}`, load });
    expect(load).toHaveBeenCalledTimes(KEPT.siteContent.entries + 1);
    await kept({ store, rule: KEPT.siteContent, key: "k0", load });
    expect(load).toHaveBeenCalledTimes(KEPT.siteContent.entries + 2);
  });

  it("forgets everything when cleared", async () => {
    const memory = createKeptMemory();
    const load = vi.fn(async () => "v");
    await kept({ store: memory.store("shop"), rule: KEPT.shop, key: "k", load });
    memory.clear();
    await kept({ store: memory.store("shop"), rule: KEPT.shop, key: "k", load });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a value kept in memory in front of the Workers Cache API", () => {
  it("is read from the Cache API as of the time it was stored there (another isolate's answer)", async () => {
    const cacheApi = new MemoryCache();
    const load = vi.fn(async () => ({ price: 1 }));
    const first = createKeptMemory().store("stripePrice", cacheApi);
    await kept({ store: first, rule: KEPT.stripePrice, key: "https://stripe.test/v1/prices/p", load });
    expect(cacheApi.puts).toBe(1);
    // Another isolate, later: the Cache API answers; once the hour since it was stored is over, Stripe is asked.
    vi.setSystemTime(Date.now() + KEPT.stripePrice.ttl - 1000);
    const second = createKeptMemory().store("stripePrice", cacheApi);
    const read = () => kept({ store: second, rule: KEPT.stripePrice, key: "https://stripe.test/v1/prices/p", load });
    expect(await read()).toEqual({ price: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    const matches = cacheApi.matches;
    expect(await read()).toEqual({ price: 1 });
    expect(cacheApi.matches).toBe(matches); // fresh in memory: no Cache API read
    vi.setSystemTime(Date.now() + 2000);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("treats an entry it cannot read (an older format) as absent", async () => {
    const cacheApi = new MemoryCache();
    await cacheApi.put(new Request("https://shop.test/products"), new Response(JSON.stringify({ count: 1 })));
    const load = vi.fn(async () => ({ count: 2 }));
    const store = createKeptMemory().store("shop", cacheApi);
    expect(await kept({ store, rule: KEPT.shop, key: "https://shop.test/products", load })).toEqual({ count: 2 });
  });
});

describe("the shop's answers with memory alone (the demo catalog)", () => {
  it("loads an answer once per fresh minute", async () => {
    const cache = createShopCache({ store: createKeptMemory().store("shop") });
    const load = vi.fn(async () => ({ count: 7 }));
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    vi.setSystemTime(Date.now() + FRESH - 1);
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing from a load that fails", async () => {
    const cache = createShopCache({ store: createKeptMemory().store("shop") });
    await expect(cache.read("https://demo/products", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    const load = vi.fn(async () => ({ count: 7 }));
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("freezes what it keeps, so a page cannot change the answer the next page gets", async () => {
    const cache = createShopCache({ store: createKeptMemory().store("shop") });
    const load = async () => ({ product: { title: "Tee", images: [{ url: "/a.svg" }] } });
    const first = await cache.read("https://demo/products/a", load);
    expect(() => {
      first.product.title = "Changed";
    }).toThrow(TypeError);
    expect(() => first.product.images.push({ url: "/b.svg" })).toThrow(TypeError);
    expect(await cache.read("https://demo/products/a", load)).toEqual({
      product: { title: "Tee", images: [{ url: "/a.svg" }] },
    });
  });
});
