import { cartCount, EMPTY_CART_VIEW, formatCartTotal, type CartEntry, type CartLine, type CartView } from "~/lib/cart";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { mapProduct, withInventory, type ShopProduct } from "~/lib/shop-product";
import { isShopId, type ApiProduct } from "~/lib/shop-schema";
import type { Config } from "~/server/config.server";
import { DEMO_BASE_URL, demoShopFetch } from "./demo-catalog.server";
import { createShopApi, shopBaseUrl, ShopApiError, type CheckoutRequest, type ShopApi } from "./shop-api.server";
import { createShopCache } from "./shop-cache.server";
import { createKeptMemory, type CacheApi, type KeptMemory } from "~/services/cache/kept.server";

/**
 * The shop as the pages use it: products mapped for display (overrides, flattened prices,
 * sanitised descriptions), stock re-read from the API, the cart priced from the catalog.
 * Without STORE_ID the same client talks to the bundled demo catalog, whose answers never change:
 * the isolate's memory keeps them, and no Cache API is asked. In production without STORE_ID there
 * is no shop at all (`open` is false: the pages say it opens soon): the demo catalog and its
 * checkout, which charges nothing, never reach a real visitor.
 */
export interface CatalogPlatform {
  /** The Workers cache for a real shop's GET answers; null or absent: no caching. */
  cache?: CacheApi | null;
  /** The isolate's memory (services/cache); absent: the demo catalog is read every time. */
  kept?: KeptMemory;
  /** Keeps a background refresh alive after the answer is sent. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Products asked per page of the catalog, and a bound on pages (a store of 5,000 products). */
const CATALOG_PAGE_SIZE = 100;
const MAX_CATALOG_PAGES = 50;

/** A call to a shop that is not open (production without STORE_ID). */
export class ShopClosedError extends Error {
  override name = "ShopClosedError";
  constructor() {
    super("The shop is not open: STORE_ID is not set");
  }
}

/** The shop API of a shop that is not open: no products, and a checkout that refuses. */
const closedApi: ShopApi = {
  listProducts: () => Promise.resolve({ count: 0, offset: 0, limit: 0, products: [] }),
  getProduct: () => Promise.reject(new ShopApiError("Product not found", 404)),
  getInventory: () => Promise.resolve([]),
  checkout: () => Promise.reject(new ShopClosedError()),
};

export function createCatalog(config: Config, platform: CatalogPlatform = {}) {
  const timeoutMs = config.upstreamTimeoutMs;
  /** The bundled demo catalog stands in for a shop only outside production. */
  const demo = config.shop.storeId === null && config.environment !== "production";
  const open = config.shop.storeId !== null || demo;
  const api: ShopApi = !open
    ? closedApi
    : demo
      ? createShopApi({
          baseUrl: DEMO_BASE_URL,
          fetch: demoShopFetch,
          timeoutMs,
          cache: platform.kept ? createShopCache({ store: platform.kept.store("shop") }) : undefined,
        })
      : createShopApi({
          baseUrl: shopBaseUrl(config.shop.apiUrl, config.shop.storeId!),
          timeoutMs,
          cache: platform.cache
            ? createShopCache({
                store: (platform.kept ?? createKeptMemory()).store("shop", platform.cache),
                waitUntil: platform.waitUntil,
              })
            : undefined,
        });

  function toShopProduct(product: ApiProduct): ShopProduct {
    const mapped = mapProduct(product, { ownerName: config.ownerName });
    return { ...mapped, description: sanitizeHtml(mapped.description) };
  }

  return {
    /** False in production without STORE_ID: no products, no checkout; the pages say the shop opens soon. */
    open,
    /** The bundled demo catalog (development, tests): its checkout charges nothing. */
    demo,

    /** The whole catalog: every page the shop API has (it answers a page at a time). */
    async listProducts(): Promise<ShopProduct[]> {
      const products = new Map<string, ApiProduct>();
      for (let page = 0; page < MAX_CATALOG_PAGES; page++) {
        const list = await api.listProducts({ offset: products.size, limit: CATALOG_PAGE_SIZE });
        const before = products.size;
        for (const product of list.products) products.set(product.id, product);
        // Done at the count, or when a page brings nothing new (a store that ignores offset).
        if (products.size >= list.count || products.size === before) break;
      }
      return [...products.values()].map(toShopProduct);
    },

    /**
     * These products with their stock, by id, in one products call and one stock call (`ids[]`);
     * ids the shop does not know are absent. Stock is read fresh: it decides a cart change.
     */
    async getProducts(ids: readonly string[]): Promise<Map<string, ShopProduct>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const [list, inventory] = await Promise.all([
        api.listProducts({ ids: unique, limit: unique.length }),
        api.getInventory(unique, { fresh: true }),
      ]);
      return new Map(list.products.map((p) => [p.id, withInventory(toShopProduct(p), inventory)]));
    },

    /**
     * The product with its stock; null when the shop does not know the id. `fresh` (cart changes)
     * asks the API itself; otherwise a cached answer of up to a minute (or stale, see shop-cache) serves.
     */
    async getProduct(id: string, { fresh = false }: { fresh?: boolean } = {}): Promise<ShopProduct | null> {
      if (!isShopId(id)) return null;
      let product: ApiProduct;
      try {
        product = await api.getProduct(id, { fresh });
      } catch (error) {
        if (error instanceof ShopApiError && error.status === 404) return null;
        throw error;
      }
      const inventory = await api.getInventory([product.id], { fresh });
      return withInventory(toShopProduct(product), inventory);
    },

    /**
     * The cart's lines priced from the catalog, and the entries behind them: a line whose product
     * or variant the catalog no longer has (or a variant of another product) is not shown, and
     * `shown` leaves it out, so the cookie is mended and the checkout sends exactly what is shown.
     * Never throws: on a shop failure the count stays and `shown` is null.
     */
    async viewCart(entries: readonly CartEntry[]): Promise<{ view: CartView; shown: CartEntry[] | null }> {
      if (entries.length === 0) return { view: EMPTY_CART_VIEW, shown: [] };
      try {
        const ids = [...new Set(entries.map((e) => e.productId))];
        const list = await api.listProducts({ ids, limit: ids.length });
        const products = new Map(list.products.map((p) => [p.id, toShopProduct(p)]));
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

export type Catalog = ReturnType<typeof createCatalog>;
export { ShopApiError };
