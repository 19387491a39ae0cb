import { cartCount, formatCartTotal, type CartEntry, type CartLine, type CartView } from "~/lib/cart";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { mapProduct, withInventory, type StoreProduct } from "~/lib/store-product";
import { isStoreId, type ApiProduct } from "~/lib/store-schema";
import type { Config } from "./config.server";
import { DEMO_BASE_URL, demoStoreFetch } from "./demo-catalog.server";
import { createStoreApi, storeBaseUrl, StoreApiError, type CheckoutRequest } from "./store-api.server";
import { createStoreCache, type CacheLike } from "./store-cache.server";

/**
 * The store as the pages use it: products mapped for display (overrides, flattened prices,
 * sanitised descriptions), stock re-read from the API, the cart priced from the catalog.
 * Without STORE_ID the same client talks to the bundled demo catalog (in memory: never cached).
 */
export interface StorePlatform {
  /** The Workers cache for the API's GET answers; null or absent: no caching. */
  cache?: CacheLike | null;
  /** Keeps a background refresh alive after the answer is sent. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function createStore(config: Config, platform: StorePlatform = {}) {
  const demo = config.store.storeId === null;
  const timeoutMs = config.upstreamTimeoutMs;
  const api = demo
    ? createStoreApi({ baseUrl: DEMO_BASE_URL, fetch: demoStoreFetch, timeoutMs })
    : createStoreApi({
        baseUrl: storeBaseUrl(config.store.apiUrl, config.store.storeId!),
        timeoutMs,
        cache: platform.cache ? createStoreCache({ cache: platform.cache, waitUntil: platform.waitUntil }) : undefined,
      });

  function toStoreProduct(product: ApiProduct): StoreProduct {
    const mapped = mapProduct(product, { ownerName: config.ownerName });
    return { ...mapped, description: sanitizeHtml(mapped.description) };
  }

  return {
    demo,
    api,

    async listProducts(): Promise<StoreProduct[]> {
      const list = await api.listProducts();
      return list.products.map(toStoreProduct);
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

    /** The cart's lines priced from the catalog. Never throws: on a store failure, the count stays. */
    async viewCart(entries: readonly CartEntry[]): Promise<CartView> {
      if (entries.length === 0) return { lines: [], count: 0, total: formatCartTotal([]), error: null };
      try {
        const ids = [...new Set(entries.map((e) => e.productId))];
        const list = await api.listProducts({ ids, limit: ids.length });
        const products = new Map(list.products.map((p) => [p.id, toStoreProduct(p)]));
        const lines: CartLine[] = [];
        for (const entry of entries) {
          const product = products.get(entry.productId);
          const variant = product?.variants.find((v) => v.id === entry.variantId);
          if (!product || !variant) continue; // gone from the catalog
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
        return { lines, count: cartCount(lines), total: formatCartTotal(lines), error: null };
      } catch (error) {
        console.error("Cart pricing failed:", error);
        return {
          lines: [],
          count: cartCount(entries),
          total: formatCartTotal([]),
          error: error instanceof Error ? error.message : String(error),
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
