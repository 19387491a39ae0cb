import { cartCount, EMPTY_CART_VIEW, formatCartTotal, type CartEntry, type CartLine, type CartView } from "~/lib/cart";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { mapProduct, withInventory, type StoreProduct } from "~/lib/store-product";
import { isStoreId, type ApiProduct } from "~/lib/store-schema";
import type { Config } from "~/server/config.server";
import { DEMO_BASE_URL, demoStoreFetch } from "./demo-catalog.server";
import { createStoreApi, storeBaseUrl, StoreApiError, type CheckoutRequest, type StoreApi } from "./store-api.server";
import { createStoreCache, type CacheLike } from "./store-cache.server";
import type { StoreMemory } from "./store-memory.server";

/**
 * The store as the pages use it: products mapped for display (overrides, flattened prices,
 * sanitised descriptions), stock re-read from the API, the cart priced from the catalog.
 * Without STORE_ID the same client talks to the bundled demo catalog, whose answers never change:
 * the isolate's memory keeps them, and no Cache API is asked. In production without STORE_ID there
 * is no shop at all (`open` is false: the pages say it opens soon): the demo catalog and its
 * checkout, which charges nothing, never reach a real visitor.
 */
export interface StorePlatform {
  /** The Workers cache for the API's GET answers; null or absent: no caching. */
  cache?: CacheLike | null;
  /** The isolate's memory of fresh answers (store-memory.server.ts); none: every read asks the cache. */
  memory?: StoreMemory | null;
  /** Keeps a background refresh alive after the answer is sent. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Products asked per page of the catalog, and a bound on pages (a store of 5,000 products). */
const CATALOG_PAGE_SIZE = 100;
const MAX_CATALOG_PAGES = 50;

/** A call to a shop that is not open (production without STORE_ID). */
export class StoreClosedError extends Error {
  override name = "StoreClosedError";
  constructor() {
    super("The shop is not open: STORE_ID is not set");
  }
}

/** The store API of a shop that is not open: no products, and a checkout that refuses. */
const closedApi: StoreApi = {
  listProducts: () => Promise.resolve({ count: 0, offset: 0, limit: 0, products: [] }),
  getProduct: () => Promise.reject(new StoreApiError("Product not found", 404)),
  getInventory: () => Promise.resolve([]),
  checkout: () => Promise.reject(new StoreClosedError()),
};

export function createStore(config: Config, platform: StorePlatform = {}) {
  const timeoutMs = config.upstreamTimeoutMs;
  /** The bundled demo catalog stands in for a store only outside production. */
  const demo = config.store.storeId === null && config.environment !== "production";
  const open = config.store.storeId !== null || demo;
  const api: StoreApi = !open
    ? closedApi
    : demo
      ? createStoreApi({
          baseUrl: DEMO_BASE_URL,
          fetch: demoStoreFetch,
          timeoutMs,
          cache: platform.memory ? createStoreCache({ cache: null, memory: platform.memory }) : undefined,
        })
      : createStoreApi({
          baseUrl: storeBaseUrl(config.store.apiUrl, config.store.storeId!),
          timeoutMs,
          cache: platform.cache
            ? createStoreCache({ cache: platform.cache, memory: platform.memory, waitUntil: platform.waitUntil })
            : undefined,
        });

  function toStoreProduct(product: ApiProduct): StoreProduct {
    const mapped = mapProduct(product, { ownerName: config.ownerName });
    return { ...mapped, description: sanitizeHtml(mapped.description) };
  }

  return {
    /** False in production without STORE_ID: no products, no checkout; the pages say the shop opens soon. */
    open,
    /** The bundled demo catalog (development, tests): its checkout charges nothing. */
    demo,

    /** The whole catalog: every page the store API has (it answers a page at a time). */
    async listProducts(): Promise<StoreProduct[]> {
      const products = new Map<string, ApiProduct>();
      for (let page = 0; page < MAX_CATALOG_PAGES; page++) {
        const list = await api.listProducts({ offset: products.size, limit: CATALOG_PAGE_SIZE });
        const before = products.size;
        for (const product of list.products) products.set(product.id, product);
        // Done at the count, or when a page brings nothing new (a store that ignores offset).
        if (products.size >= list.count || products.size === before) break;
      }
      return [...products.values()].map(toStoreProduct);
    },

    /**
     * These products with their stock, by id, in one products call and one stock call (`ids[]`);
     * ids the store does not know are absent. Stock is read fresh: it decides a cart change.
     */
    async getProducts(ids: readonly string[]): Promise<Map<string, StoreProduct>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const [list, inventory] = await Promise.all([
        api.listProducts({ ids: unique, limit: unique.length }),
        api.getInventory(unique, { fresh: true }),
      ]);
      return new Map(list.products.map((p) => [p.id, withInventory(toStoreProduct(p), inventory)]));
    },

    /**
     * The product with its stock; null when the store does not know the id. `fresh` (cart changes)
     * asks the API itself; otherwise a cached answer of up to a minute (or stale, see store-cache) serves.
     */
    async getProduct(id: string, { fresh = false }: { fresh?: boolean } = {}): Promise<StoreProduct | null> {
      if (!isStoreId(id)) return null;
      let product: ApiProduct;
      try {
        product = await api.getProduct(id, { fresh });
      } catch (error) {
        if (error instanceof StoreApiError && error.status === 404) return null;
        throw error;
      }
      const inventory = await api.getInventory([product.id], { fresh });
      return withInventory(toStoreProduct(product), inventory);
    },

    /**
     * The cart's lines priced from the catalog, and the entries behind them: a line whose product
     * or variant the catalog no longer has (or a variant of another product) is not shown, and
     * `shown` leaves it out, so the cookie is mended and the checkout sends exactly what is shown.
     * Never throws: on a store failure the count stays and `shown` is null.
     */
    async viewCart(entries: readonly CartEntry[]): Promise<{ view: CartView; shown: CartEntry[] | null }> {
      if (entries.length === 0) return { view: EMPTY_CART_VIEW, shown: [] };
      try {
        const ids = [...new Set(entries.map((e) => e.productId))];
        const list = await api.listProducts({ ids, limit: ids.length });
        const products = new Map(list.products.map((p) => [p.id, toStoreProduct(p)]));
        const lines: CartLine[] = [];
        const shown: CartEntry[] = [];
        for (const entry of entries) {
          const product = products.get(entry.productId);
          const variant = product?.variants.find((v) => v.id === entry.variantId);
          if (!product || !variant) continue; // gone from the catalog
          shown.push(entry);
          lines.push({
            product: { id: product.id, title: product.title, image: variant.image_url ?? product.images[0].url },
            variant: {
              id: variant.id,
              title: variant.title,
              manage_inventory: variant.manage_inventory,
              price_in_cents: variant.price_in_cents,
              sale_price_in_cents: variant.sale_price_in_cents,
              currency: variant.currency,
            },
            quantity: entry.quantity,
          });
        }
        return { view: { lines, count: cartCount(lines), total: formatCartTotal(lines), error: null }, shown };
      } catch (error) {
        console.error("Cart pricing failed:", error);
        return {
          view: {
            lines: [],
            count: cartCount(entries),
            total: EMPTY_CART_VIEW.total,
            error: error instanceof Error ? error.message : String(error),
          },
          shown: null,
        };
      }
    },

    checkout(request: CheckoutRequest) {
      return api.checkout(request);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
export { StoreApiError };
