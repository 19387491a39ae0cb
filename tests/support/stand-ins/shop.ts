import type { ServerResponse } from "node:http";
import type { ApiProductInput } from "~/lib/shop-schema";
import { DEMO_PRODUCTS } from "~/services/shop/demo-catalog.server";
import { sendJson, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/**
 * A stand-in of the shop API (`/store/{storeId}/...`) serving the demo catalog's products, with
 * stock and the checkout answer under the test's control. It records every request.
 */
export interface ShopStandIn extends StandIn {
  storeId: string;
  /** Stock answered by /variants, by variant id (falls back to the catalog's). */
  stock: Map<string, number>;
  /** The checkout answer: a URL, or an HTTP failure. */
  checkout: { url: string } | { status: number; statusText: string; body?: unknown };
  /** When set, every request fails with this status. */
  failAll: { status: number; statusText: string } | null;
  /** The catalog served (the demo catalog unless a test sets another). */
  products: ApiProductInput[];
  /** When set, /products answers at most this many per page, honouring offset and limit. */
  pageSize: number | null;
  requestsTo(path: string): RecordedRequest[];
}

function fail(response: ServerResponse, status: number, statusText: string, body: unknown = { message: statusText }) {
  response.writeHead(status, statusText, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startShopStandIn(storeId = "test-store"): Promise<ShopStandIn> {
  const prefix = `/store/${storeId}`;
  const base = await startStandIn((request, response) => {
    if (standIn.failAll) return fail(response, standIn.failAll.status, standIn.failAll.statusText);
    if (!request.path.startsWith(prefix)) return fail(response, 404, "Not Found");
    const path = request.path.slice(prefix.length);
    if (request.method === "GET" && path === "/products") {
      const ids = request.query.getAll("ids[]");
      const all = ids.length ? standIn.products.filter((p) => ids.includes(String(p.id))) : standIn.products;
      const offset = Number(request.query.get("offset") ?? 0);
      const limit = Math.min(Number(request.query.get("limit") ?? all.length), standIn.pageSize ?? all.length);
      const products = all.slice(offset, offset + limit);
      return sendJson(response, 200, { count: all.length, offset, limit, products });
    }
    const single = /^\/products\/([^/]+)$/.exec(path);
    if (request.method === "GET" && single) {
      const product = standIn.products.find((p) => p.id === decodeURIComponent(single[1]));
      if (!product) return fail(response, 404, "Not Found");
      const { images, ...rest } = product;
      return sendJson(response, 200, { product: { ...rest, media: images } });
    }
    if (request.method === "GET" && path === "/variants") {
      const ids = request.query.getAll("product_ids[]");
      const variants = standIn.products
        .filter((p) => ids.includes(String(p.id)))
        .flatMap((p) =>
          (p.variants ?? []).map((v) => ({
            id: v.id,
            inventory_quantity: standIn.stock.get(String(v.id)) ?? v.inventory_quantity ?? null,
          })),
        );
      return sendJson(response, 200, { variants });
    }
    if (request.method === "POST" && path === "/checkout") {
      const answer = standIn.checkout;
      if ("url" in answer) return sendJson(response, 200, { url: answer.url });
      return fail(response, answer.status, answer.statusText, answer.body);
    }
    return fail(response, 404, "Not Found");
  });
  // The handler above runs only after this line, once requests arrive.
  const standIn: ShopStandIn = Object.assign(base, {
    storeId,
    stock: new Map<string, number>(),
    checkout: { url: "https://checkout.example.test/pay/123" } as ShopStandIn["checkout"],
    failAll: null as ShopStandIn["failAll"],
    products: DEMO_PRODUCTS,
    pageSize: null as number | null,
    requestsTo(path: string) {
      return base.requests.filter((r) => r.path === `${prefix}${path}`);
    },
  });
  return standIn;
}
