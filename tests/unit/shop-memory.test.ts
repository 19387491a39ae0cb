import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createShopCache } from "~/services/shop/shop-cache.server";
import { createShopMemory } from "~/services/shop/shop-memory.server";

const FRESH = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the isolate's memory of store answers", () => {
  it("recalls a value while it is fresh by the time it was stored, then forgets it", () => {
    const memory = createShopMemory();
    memory.remember("/products", { count: 1 }, Date.now() - 10_000);
    expect(memory.recall("/products", FRESH)).toEqual({ count: 1 });
    vi.setSystemTime(Date.now() + FRESH - 10_000);
    expect(memory.recall("/products", FRESH)).toBeUndefined();
    vi.setSystemTime(Date.now() - 1000);
    expect(memory.recall("/products", FRESH)).toBeUndefined();
  });

  it("does not trust a stored time ahead of its clock", () => {
    const memory = createShopMemory();
    memory.remember("/products", { count: 1 }, Date.now() + 5_000);
    expect(memory.recall("/products", FRESH)).toBeUndefined();
  });

  it("freezes what it keeps, so a page cannot change the answer the next page gets", () => {
    const memory = createShopMemory();
    memory.remember("/products/a", { product: { title: "Tee", images: [{ url: "/a.svg" }] } }, Date.now());
    const kept = memory.recall("/products/a", FRESH) as { product: { title: string; images: { url: string }[] } };
    expect(() => {
      kept.product.title = "Changed";
    }).toThrow(TypeError);
    expect(() => kept.product.images.push({ url: "/b.svg" })).toThrow(TypeError);
    expect(memory.recall("/products/a", FRESH)).toEqual({ product: { title: "Tee", images: [{ url: "/a.svg" }] } });
  });

  it("keeps at most its bound, forgetting the answer stored longest ago", () => {
    const memory = createShopMemory(2);
    memory.remember("/a", 1, Date.now());
    memory.remember("/b", 2, Date.now());
    memory.remember("/a", 3, Date.now()); // stored again: now the newest
    memory.remember("/c", 4, Date.now());
    expect([memory.recall("/a", FRESH), memory.recall("/b", FRESH), memory.recall("/c", FRESH)]).toEqual([
      3,
      undefined,
      4,
    ]);
    memory.clear();
    expect(memory.recall("/a", FRESH)).toBeUndefined();
  });
});

describe("a store cache with memory alone (the demo catalog)", () => {
  it("loads an answer once per fresh minute", async () => {
    const cache = createShopCache({ cache: null, memory: createShopMemory(), freshMs: FRESH });
    const load = vi.fn(async () => ({ count: 7 }));
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    vi.setSystemTime(Date.now() + FRESH - 1);
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await cache.read("https://demo/products", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing from a load that fails", async () => {
    const cache = createShopCache({ cache: null, memory: createShopMemory() });
    await expect(cache.read("https://demo/products", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    const load = vi.fn(async () => ({ count: 7 }));
    expect(await cache.read("https://demo/products", load)).toEqual({ count: 7 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
