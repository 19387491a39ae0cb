import { PLACEHOLDER_IMAGE, SHOP_OVERRIDES, type ShopOverride } from "~/content/shop";
import { MAX_DESCRIPTION_LENGTH } from "./seo";
import { currencyFromCode, effectivePrice, formatMoney, type Currency } from "./money";
import type { ApiImage, ApiInventory, ApiPrice, ApiProduct, ApiVariant } from "./shop-schema";

/** A variant as the shop pages and the cart read it, with the flattened price fields. */
export interface ShopVariant {
  id: string;
  title: string;
  image_url: string | null;
  sku: string | null;
  manage_inventory: boolean;
  /** null when the API did not say (treated as 0 when inventory is managed). */
  inventory_quantity: number | null;
  price_in_cents: number;
  /** Overrides the price when present. */
  sale_price_in_cents: number | null;
  price_in_cents_formatted: string;
  sale_price_in_cents_formatted: string | null;
  currency: Currency;
}

export interface ShopImage {
  url: string;
  alt: string;
}

export interface ShopProduct {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  /** HTML from the shop; the service sanitises it before it reaches a page. */
  description: string;
  purchasable: boolean;
  site_product_selection: string | null;
  /** At least one image: the placeholder when the product has none. */
  images: ShopImage[];
  variants: ShopVariant[];
}

function normalizeTitle(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The override of a placeholder product title, if any (compared without regard to case). */
export function overrideFor(title: string): ShopOverride | null {
  const key = normalizeTitle(title);
  return SHOP_OVERRIDES.find((o) => o.match.includes(key)) ?? null;
}

export function overrideTitle(override: ShopOverride, ownerName: string): string {
  return override.title.replaceAll("{name}", ownerName);
}

function currencyOf(price: ApiPrice | undefined): Currency {
  if (price?.currency?.code)
    return {
      code: price.currency.code,
      symbol: price.currency.symbol ?? null,
      template: price.currency.template ?? null,
    };
  return currencyFromCode(price?.currency_code);
}

function withPrices(
  variant: Omit<ShopVariant, "price_in_cents_formatted" | "sale_price_in_cents_formatted">,
): ShopVariant {
  return {
    ...variant,
    price_in_cents_formatted: formatMoney(variant.price_in_cents, variant.currency),
    sale_price_in_cents_formatted:
      variant.sale_price_in_cents === null ? null : formatMoney(variant.sale_price_in_cents, variant.currency),
  };
}

/** Flattens `prices[0]` into the fields the pages read. */
export function mapVariant(variant: ApiVariant): ShopVariant {
  const price = variant.prices[0];
  const amount = price?.amount ?? 0;
  const sale = price?.sale_amount;
  return withPrices({
    id: variant.id,
    title: variant.title || "Default",
    image_url: variant.image_url ?? null,
    sku: variant.sku ?? null,
    manage_inventory: variant.manage_inventory,
    inventory_quantity: variant.inventory_quantity ?? null,
    price_in_cents: amount,
    sale_price_in_cents: typeof sale === "number" ? sale : null,
    currency: currencyOf(price),
  });
}

/** `GET /products` lists `images`, `GET /products/{id}` has `media`: either, ordered, images only. */
export function productImages(
  product: Pick<ApiProduct, "images" | "media" | "image" | "thumbnail" | "title">,
): ShopImage[] {
  const list: ApiImage[] = (product.images?.length ? product.images : product.media) ?? [];
  const urls = list
    .filter((image) => !image.type || image.type.toLowerCase() === "image")
    .map((image, index) => ({ url: image.url, order: image.order ?? index }))
    .sort((a, b) => a.order - b.order)
    .map((image) => image.url)
    .filter((url) => url.trim() !== "");
  if (urls.length === 0) {
    const single = product.image || product.thumbnail;
    if (single) urls.push(single);
  }
  if (urls.length === 0) urls.push(PLACEHOLDER_IMAGE);
  return [...new Set(urls)].map((url) => ({ url, alt: product.title }));
}

/**
 * The placeholder catalog renamed and repriced: the override price becomes every
 * variant's regular price; a sale price the shop sets below it still applies.
 */
function applyOverride(product: ShopProduct, ownerName: string): ShopProduct {
  const override = overrideFor(product.title);
  if (!override) return product;
  return {
    ...product,
    title: overrideTitle(override, ownerName),
    variants: product.variants.map((variant) =>
      withPrices({
        ...variant,
        price_in_cents: override.priceInCents,
        sale_price_in_cents:
          variant.sale_price_in_cents !== null && variant.sale_price_in_cents < override.priceInCents
            ? variant.sale_price_in_cents
            : null,
      }),
    ),
  };
}

export function mapProduct(product: ApiProduct, options: { ownerName: string }): ShopProduct {
  const mapped: ShopProduct = {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle ?? null,
    ribbon_text: product.ribbon_text?.trim() || null,
    description: product.description ?? "",
    purchasable: product.purchasable,
    site_product_selection: product.site_product_selection ?? null,
    images: productImages(product),
    variants: product.variants.map(mapVariant),
  };
  const overridden = applyOverride(mapped, options.ownerName);
  return { ...overridden, images: overridden.images.map((image) => ({ ...image, alt: overridden.title })) };
}

/** Stock from `GET /variants?fields=inventory_quantity` replaces what the product said. */
export function withInventory(product: ShopProduct, inventory: ApiInventory): ShopProduct {
  const stock = new Map(inventory.map((item) => [item.id, item.inventory_quantity ?? null]));
  return {
    ...product,
    variants: product.variants.map((variant) =>
      stock.has(variant.id) ? { ...variant, inventory_quantity: stock.get(variant.id) ?? null } : variant,
    ),
  };
}

/**
 * The variant whose price a product shows: the lowest-priced (sale price first) when the selection
 * is `lowest_price_first` or not set, else the first.
 */
export function displayedVariant(
  product: Pick<ShopProduct, "variants" | "site_product_selection">,
): ShopVariant | null {
  const [first] = product.variants;
  if (!first) return null;
  const selection = product.site_product_selection;
  if (selection !== null && selection !== "lowest_price_first") return first;
  return product.variants.reduce(
    (lowest, variant) => (effectivePrice(variant) < effectivePrice(lowest) ? variant : lowest),
    first,
  );
}

export interface DisplayedPrice {
  /** What the visitor pays, formatted. */
  price: string;
  /** The struck regular price when on sale. */
  regular: string | null;
}

export function displayedPrice(
  product: Pick<ShopProduct, "variants" | "site_product_selection">,
): DisplayedPrice | null {
  const variant = displayedVariant(product);
  if (!variant) return null;
  if (variant.sale_price_in_cents_formatted)
    return { price: variant.sale_price_in_cents_formatted, regular: variant.price_in_cents_formatted };
  return { price: variant.price_in_cents_formatted, regular: null };
}

/** The index of the gallery image of a variant, or null when the gallery does not have it. */
export function variantImageIndex(
  product: Pick<ShopProduct, "images">,
  variant: Pick<ShopVariant, "image_url"> | null,
): number | null {
  if (!variant?.image_url) return null;
  const index = product.images.findIndex((image) => image.url === variant.image_url);
  return index === -1 ? null : index;
}

/** Gallery index arithmetic: wraps around at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The plain text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The description meta: the first 160 characters of the description's text, or the `fallback`
 * words when it has none.
 */
export function productMetaDescription(product: Pick<ShopProduct, "description">, fallback: string): string {
  const text = htmlToText(product.description);
  return (text || fallback).slice(0, MAX_DESCRIPTION_LENGTH).trim();
}

export type StockState =
  { kind: "untracked" } | { kind: "unavailable" } | { kind: "in-stock"; n: number } | { kind: "not-enough"; n: number };

/** What the product page says about stock for a chosen quantity. */
export function stockState(
  product: Pick<ShopProduct, "purchasable">,
  variant: Pick<ShopVariant, "manage_inventory" | "inventory_quantity"> | null,
  quantity: number,
): StockState {
  if (!product.purchasable || !variant) return { kind: "unavailable" };
  if (!variant.manage_inventory) return { kind: "untracked" };
  const n = Math.max(0, variant.inventory_quantity ?? 0);
  if (n === 0) return { kind: "unavailable" };
  if (quantity > n) return { kind: "not-enough", n };
  return { kind: "in-stock", n };
}

/** The page's stock words; `{n}` is the number left. */
export interface StockWords {
  inStock: string;
  notEnoughStock: string;
  unavailable: string;
}

/** What a stock state says, in the words the page's loader sent. */
export function stockMessage(state: StockState, words: StockWords): string | null {
  switch (state.kind) {
    case "unavailable":
      return words.unavailable;
    case "not-enough":
      return words.notEnoughStock.replaceAll("{n}", String(state.n));
    case "in-stock":
      return words.inStock.replaceAll("{n}", String(state.n));
    default:
      return null;
  }
}

/** Add to cart is possible when purchasable and, with managed stock, the quantity fits. */
export function canAddToCart(state: StockState): boolean {
  return state.kind === "in-stock" || state.kind === "untracked";
}

/** schema.org Product with one Offer per variant, for search engines. */
export function shopProductJsonLd(product: ShopProduct, origin: string): Record<string, unknown> {
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const url = `${origin}/product/${encodeURIComponent(product.id)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: htmlToText(product.description) || undefined,
    image: product.images.map((image) => absolute(image.url)),
    url,
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: variant.title,
      sku: variant.sku ?? undefined,
      price: (effectivePrice(variant) / 100).toFixed(2),
      priceCurrency: variant.currency.code.toUpperCase(),
      availability:
        product.purchasable && (!variant.manage_inventory || (variant.inventory_quantity ?? 0) > 0)
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
      url: `${url}?variant=${encodeURIComponent(variant.id)}`,
    })),
  };
}
