import { DEFAULT_UPSTREAM_TIMEOUT_MS } from "~/server/config.server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "~/server/config.server";
import { createShopApi, shopBaseUrl, ShopApiError } from "~/services/shop/shop-api.server";
import { createCatalog } from "~/services/shop/catalog.server";
import { sendJson, startStandIn, type StandIn } from "../support/stand-ins/stand-in";

let api: StandIn;
beforeAll(async () => {
  api = await startStandIn((_, response) => sendJson(response, 200, {}));
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const client = (timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS) =>
  createShopApi({ baseUrl: shopBaseUrl(api.url, "store 1"), timeoutMs });
const BASE = "/store/store%201";

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Product ${id}`,
  variants: [{ id: `${id}-v`, title: "Default", prices: [{ amount: 1000, sale_amount: null, currency_code: "USD" }] }],
  some_future_field: { nested: true },
  ...extra,
});

describe("the four calls", () => {
  it("GET /products sends every listed query parameter, with a JSON content type", async () => {
    api.setHandler((_, response) =>
      sendJson(response, 200, { count: 1, offset: 5, limit: 10, products: [product("a")] }),
    );
    const list = await client().listProducts({
      ids: ["a", "b"],
      offset: 5,
      limit: 10,
      order: "asc",
      sort_by: "order",
      is_hidden: false,
      to_date: "2026-01-01",
    });
    const [sent] = api.requests;
    expect(sent.method).toBe("GET");
    expect(sent.path).toBe(`${BASE}/products`);
    expect(sent.query.getAll("ids[]")).toEqual(["a", "b"]);
    expect(Object.fromEntries([...sent.query].filter(([k]) => k !== "ids[]"))).toEqual({
      offset: "5",
      limit: "10",
      order: "asc",
      sort_by: "order",
      is_hidden: "false",
      to_date: "2026-01-01",
    });
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(list).toMatchObject({ count: 1, offset: 5, limit: 10 });
    expect(list.products.map((p) => p.id)).toEqual(["a"]);
  });

  it("GET /products sends no query when none is asked for", async () => {
    api.setHandler((_, response) => sendJson(response, 200, { products: [] }));
    await client().listProducts();
    expect([...api.requests[0].query]).toEqual([]);
  });

  it("GET /products/{id} with fields, reading `media`", async () => {
    api.setHandler((_, response) =>
      sendJson(response, 200, {
        product: product("p_1", { media: [{ url: "https://cdn.example/1.jpg", order: 0, type: "image" }] }),
      }),
    );
    // An id that is not an id ("p/1", "..") never reaches the API: hostile-input.test.ts.
    const answer = await client().getProduct("p_1", { fields: "media" });
    expect(api.requests[0].path).toBe(`${BASE}/products/p_1`);
    expect(api.requests[0].query.get("fields")).toBe("media");
    expect(api.requests[0].headers["content-type"]).toBe("application/json");
    expect(answer.media?.[0].url).toBe("https://cdn.example/1.jpg");
  });

  it("GET /variants with fields=inventory_quantity and product_ids[]", async () => {
    api.setHandler((_, response) =>
      sendJson(response, 200, {
        variants: [
          { id: "v1", inventory_quantity: 4 },
          { id: 7, inventory_quantity: null },
        ],
      }),
    );
    const variants = await client().getInventory(["a", "b"]);
    const [sent] = api.requests;
    expect(sent.path).toBe(`${BASE}/variants`);
    expect(sent.query.get("fields")).toBe("inventory_quantity");
    expect(sent.query.getAll("product_ids[]")).toEqual(["a", "b"]);
    expect(variants).toEqual([
      { id: "v1", inventory_quantity: 4 },
      { id: "7", inventory_quantity: null },
    ]);
  });

  it("POST /checkout with the JSON body, answering the URL", async () => {
    api.setHandler((_, response) => sendJson(response, 200, { url: "https://pay.example/c/1", extra: 1 }));
    const body = {
      items: [{ variant_id: "v1", quantity: 2 }],
      successUrl: "https://site/success",
      cancelUrl: "https://site/cart",
      locale: "en-US",
      timeZone: "UTC",
    };
    expect(await client().checkout(body)).toMatchObject({ url: "https://pay.example/c/1" });
    const [sent] = api.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe(`${BASE}/checkout`);
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent.body)).toEqual(body);
  });
});

describe("failures", () => {
  it("raises a non-OK answer as 'HTTP {status}: {statusText}', keeping a checkout's code", async () => {
    api.setHandler((_, response) => {
      response.writeHead(422, "Unprocessable Entity", { "Content-Type": "application/json" });
      response.end(JSON.stringify({ code: "insufficient_inventory" }));
    });
    const error = await client()
      .checkout({ items: [], successUrl: "x", cancelUrl: "y", locale: "en", timeZone: "UTC" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopApiError);
    expect((error as ShopApiError).message).toBe("HTTP 422: Unprocessable Entity");
    expect((error as ShopApiError).status).toBe(422);
    expect((error as ShopApiError).code).toBe("insufficient_inventory");

    api.setHandler((_, response) => {
      response.writeHead(500, "Internal Server Error");
      response.end("<html>oops</html>");
    });
    await expect(client().listProducts()).rejects.toThrow("HTTP 500: Internal Server Error");
  });

  it("gives up after the timeout", async () => {
    // The shop never answers: the call ends only if the client gives up (otherwise the test's own
    // time-out fails it), and the shop sees the client close the connection.
    let hungUp!: () => void;
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    api.setHandler((_, response) => new Promise<void>(() => response.on("close", hungUp)));
    await expect(client(200).listProducts()).rejects.toThrow(/did not answer/);
    await closed;
  });

  it("rejects malformed JSON and answers of the wrong shape", async () => {
    api.setHandler((_, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end('{"products": [');
    });
    await expect(client().listProducts()).rejects.toThrow(/malformed JSON/);
    api.setHandler((_, response) => sendJson(response, 200, { items: [] }));
    await expect(client().listProducts()).rejects.toThrow(/unexpected format/);
    api.setHandler((_, response) => sendJson(response, 200, { url: "javascript:alert(1)" }));
    await expect(
      client().checkout({ items: [], successUrl: "x", cancelUrl: "y", locale: "en", timeZone: "UTC" }),
    ).rejects.toThrow(ShopApiError);
  });

  it("skips a malformed product instead of failing the list", async () => {
    api.setHandler((_, response) =>
      sendJson(response, 200, {
        count: 4,
        products: [
          product("good"),
          { id: "no-title" },
          "nonsense",
          product("bad-price", { variants: [{ id: "x", prices: [{ amount: "ten" }] }] }),
        ],
      }),
    );
    const list = await client().listProducts();
    expect(list.products.map((p) => p.id)).toEqual(["good"]);
  });

  it("reports an unreachable store", async () => {
    const unreachable = createShopApi({ baseUrl: "http://127.0.0.1:9/store/x", timeoutMs: 2000 });
    await expect(unreachable.listProducts()).rejects.toThrow(ShopApiError);
  });
});

describe("the catalog service", () => {
  it("maps, overrides and sanitises what the API sends", async () => {
    api.setHandler((request, response) => {
      if (request.path.endsWith("/variants"))
        return sendJson(response, 200, { variants: [{ id: "s-v", inventory_quantity: 3 }] });
      sendJson(response, 200, {
        product: product("s", {
          title: "HAND SOAP",
          description: '<p onclick="steal()">Fresh<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
          variants: [
            {
              id: "s-v",
              title: "Bar",
              manage_inventory: true,
              inventory_quantity: 50,
              prices: [{ amount: 500, sale_amount: null, currency_code: "usd" }],
            },
          ],
        }),
      });
    });
    const catalog = createCatalog(
      readConfig({ ENVIRONMENT: "test", STORE_ID: "store 1", STORE_API_URL: api.url, OWNER_NAME: "Jane Doe" }),
    );
    const mapped = await catalog.getProduct("s");
    expect(mapped?.title).toBe("Morning Coffee with Jane Doe Devotional");
    expect(mapped?.variants[0]).toMatchObject({
      price_in_cents: 1999,
      inventory_quantity: 3,
      price_in_cents_formatted: "$19.99",
    });
    expect(mapped?.description).not.toMatch(/script|onclick|javascript:/);
    expect(mapped?.description).toContain("Fresh");
  });

  it("answers null for an unknown product (404) and throws for other failures", async () => {
    const catalog = createCatalog(readConfig({ ENVIRONMENT: "test", STORE_ID: "store 1", STORE_API_URL: api.url }));
    api.setHandler((_, response) => {
      response.writeHead(404, "Not Found");
      response.end();
    });
    expect(await catalog.getProduct("nope")).toBeNull();
    api.setHandler((_, response) => {
      response.writeHead(502, "Bad Gateway");
      response.end();
    });
    await expect(catalog.getProduct("nope")).rejects.toThrow("HTTP 502: Bad Gateway");
  });

  it("serves the bundled demo catalog through the same client when STORE_ID is not set", async () => {
    const catalog = createCatalog(readConfig({ ENVIRONMENT: "test" }));
    const products = await catalog.listProducts();
    expect(products).toHaveLength(7);
    expect(api.requests).toHaveLength(0);
    const tee = await catalog.getProduct("demo-brand-tshirt");
    expect(tee?.variants.length).toBeGreaterThan(1);
    expect(tee?.images.length).toBeGreaterThan(1);
    expect(products.some((p) => p.variants.some((v) => v.manage_inventory && v.inventory_quantity === 0))).toBe(true);
    expect(await catalog.getProduct("missing")).toBeNull();
  });
});
