import * as v from "valibot";
import {
  CheckoutAnswerSchema,
  InventorySchema,
  isShopId,
  parseProduct,
  ProductListSchema,
  SingleProductSchema,
  type ApiInventory,
  type ApiProduct,
  type ProductList,
} from "~/lib/shop-schema";

/**
 * The shop API client: its four calls against `{apiUrl}/store/{storeId}`.
 * Every answer is checked with valibot; a non-OK answer throws 'HTTP {status}: {statusText}'.
 */

export class ShopApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when the API answered. */
    readonly status: number | null = null,
    /** The `code` of a failed checkout (e.g. insufficient_inventory), when the body had one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ShopApiError";
  }
}

/** How the client reads its GET answers through a cache (shop-cache.server.ts makes one). */
export interface ShopCache {
  /** The answer for this URL: cached when fresh enough, else loaded (and stored). */
  read<T>(url: string, load: () => Promise<T>): Promise<T>;
}

export interface ProductListQuery {
  ids?: readonly string[];
  offset?: number;
  limit?: number;
  order?: string;
  sort_by?: string;
  is_hidden?: boolean;
  to_date?: string;
}

export interface CheckoutRequest {
  items: { variant_id: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  locale: string;
  timeZone: string;
}

export interface ShopApi {
  listProducts(query?: ProductListQuery): Promise<ProductList>;
  /** `fresh` skips the cache: stock checks before a cart change never use a stored answer. */
  getProduct(id: string, options?: { fields?: string; fresh?: boolean }): Promise<ApiProduct>;
  getInventory(productIds: readonly string[], options?: { fresh?: boolean }): Promise<ApiInventory>;
  checkout(request: CheckoutRequest): Promise<{ url: string }>;
}

export interface ShopApiOptions {
  /** `{apiUrl}/store/{storeId}`, no trailing slash. */
  baseUrl: string;
  /** Defaults to the global fetch; the demo catalog passes its own. */
  fetch?: (input: Request) => Promise<Response>;
  /** The configuration's upstreamTimeoutMs (one setting for every upstream call). */
  timeoutMs: number;
  /** Keeps GET answers (see shop-cache.server.ts); none means every call asks the API. */
  cache?: ShopCache;
}

export function shopBaseUrl(apiUrl: string, storeId: string): string {
  return `${apiUrl.replace(/\/+$/, "")}/store/${encodeURIComponent(storeId)}`;
}

export function createShopApi(options: ShopApiOptions): ShopApi {
  // Called through a wrapper: workerd refuses a fetch detached from the global object.
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const { timeoutMs } = options;
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const within = `${seconds} second${seconds === 1 ? "" : "s"}`;
  const cache = options.cache ?? null;

  const urlOf = (path: string, query?: URLSearchParams) =>
    `${options.baseUrl}${path}${query && [...query].length ? `?${query}` : ""}`;

  /** A network failure or a time-out, told apart for the visitor. */
  function unreachable(error: unknown, otherwise: string): ShopApiError {
    const name = (error as { name?: string })?.name;
    return new ShopApiError(
      name === "TimeoutError" || name === "AbortError" ? `The store did not answer within ${within}` : otherwise,
    );
  }

  /** A GET through the cache (unless fresh is asked for), keyed by its URL. */
  function cached<T>(path: string, query: URLSearchParams, fresh: boolean, load: () => Promise<T>): Promise<T> {
    if (!cache || fresh) return load();
    return cache.read(urlOf(path, query), load);
  }

  async function call<S extends v.GenericSchema>(
    path: string,
    schema: S,
    init: { method?: string; query?: URLSearchParams; body?: unknown } = {},
  ): Promise<v.InferOutput<S>> {
    const request = new Request(urlOf(path, init.query), {
      method: init.method ?? "GET",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      throw unreachable(error, "Could not reach the store");
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw unreachable(error, "Could not read the store's answer");
    }
    if (!response.ok) {
      throw new ShopApiError(`HTTP ${response.status}: ${response.statusText}`, response.status, errorCode(text));
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ShopApiError("The store answered with malformed JSON", response.status);
    }
    const result = v.safeParse(schema, data);
    if (!result.success) throw new ShopApiError("The store answered in an unexpected format", response.status);
    return result.output;
  }

  return {
    async listProducts(query = {}) {
      const params = new URLSearchParams();
      for (const id of query.ids ?? []) params.append("ids[]", id);
      for (const name of ["offset", "limit", "order", "sort_by", "is_hidden", "to_date"] as const) {
        const value = query[name];
        if (value !== undefined) params.set(name, String(value));
      }
      return cached("/products", params, false, async () => {
        const list = await call("/products", ProductListSchema, { query: params });
        const products = list.products.map(parseProduct).filter((p): p is ApiProduct => p !== null);
        return {
          count: list.count ?? products.length,
          offset: list.offset ?? 0,
          limit: list.limit ?? products.length,
          products,
        };
      });
    },
    async getProduct(id, { fields, fresh = false } = {}) {
      const params = new URLSearchParams();
      if (fields) params.set("fields", fields);
      // Never another path of the API ("..", "a/b"): the caller answers 404 for a ShopApiError 404.
      if (!isShopId(id)) throw new ShopApiError(`Not a product id: ${JSON.stringify(id.slice(0, 40))}`, 404);
      const path = `/products/${encodeURIComponent(id)}`;
      return cached(path, params, fresh, async () => {
        const { product } = await call(path, SingleProductSchema, { query: params });
        const parsed = parseProduct(product);
        if (!parsed) throw new ShopApiError("The store answered with a malformed product");
        return parsed;
      });
    },
    async getInventory(productIds, { fresh = false } = {}) {
      const params = new URLSearchParams({ fields: "inventory_quantity" });
      for (const id of productIds) params.append("product_ids[]", id);
      return cached(
        "/variants",
        params,
        fresh,
        async () => (await call("/variants", InventorySchema, { query: params })).variants,
      );
    },
    async checkout(body) {
      return call("/checkout", CheckoutAnswerSchema, { method: "POST", body });
    },
  };
}

function errorCode(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { code?: unknown })?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}
