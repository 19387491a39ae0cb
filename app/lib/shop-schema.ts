import * as v from "valibot";

/**
 * The shop API's answers, checked at the boundary. What the site relies on (learnt from public
 * code that calls the API): the base is https://api-ecommerce.hostinger.com/store/{STORE_ID}, JSON
 * without authentication; a price is a variant's prices[0] (amount, sale_amount or null,
 * currency_code in either case, currency.template such as "$$1" where $1 is the amount with two
 * decimals); GET /products lists `images` where GET /products/{id} has `media` (both accepted);
 * POST /checkout answers { url }, and on failure its body may carry `code` (insufficient_inventory).
 * Unknown fields are allowed (loose objects): the API may add fields without breaking the site.
 * Only what the site reads is required.
 */

/**
 * What a store id looks like: letters, digits, - and _. Anything else ("." or "..", a slash, an
 * encoded one) would name another path of the shop API once put in a URL, so it is no id.
 */
const STORE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isShopId(value: string): boolean {
  return STORE_ID.test(value);
}

const text = v.string();
const optionalText = v.nullish(v.string());
const id = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const count = v.pipe(v.number(), v.finite());

export const CurrencySchema = v.looseObject({
  code: v.string(),
  symbol: optionalText,
  template: optionalText,
});

export const PriceSchema = v.looseObject({
  amount: count,
  sale_amount: v.nullish(count),
  currency_code: optionalText,
  currency: v.nullish(CurrencySchema),
});

export const ImageSchema = v.looseObject({
  url: text,
  order: v.nullish(count),
  type: optionalText,
});

export const OptionValueSchema = v.looseObject({
  id: v.nullish(id),
  option_id: v.nullish(id),
  variant_id: v.nullish(id),
  value: optionalText,
});

export const OptionSchema = v.looseObject({
  id: v.nullish(id),
  title: optionalText,
  values: v.nullish(v.array(OptionValueSchema)),
});

export const VariantSchema = v.looseObject({
  id,
  title: v.nullish(v.string(), ""),
  image_url: optionalText,
  sku: optionalText,
  manage_inventory: v.nullish(v.boolean(), false),
  weight: v.nullish(v.unknown()),
  options: v.nullish(v.array(v.looseObject({ value: optionalText, option_id: v.nullish(id) }))),
  inventory_quantity: v.nullish(count),
  prices: v.nullish(v.array(PriceSchema), []),
});

export const ProductSchema = v.looseObject({
  id,
  title: text,
  subtitle: optionalText,
  ribbon_text: optionalText,
  description: optionalText,
  thumbnail: optionalText,
  image: optionalText,
  type: v.nullish(v.looseObject({ value: optionalText })),
  purchasable: v.nullish(v.boolean(), true),
  order: v.nullish(count),
  site_product_selection: optionalText,
  status: optionalText,
  images: v.nullish(v.array(ImageSchema)),
  media: v.nullish(v.array(ImageSchema)),
  options: v.nullish(v.array(OptionSchema)),
  variants: v.nullish(v.array(VariantSchema), []),
});

export const ProductListSchema = v.looseObject({
  count: v.nullish(count),
  offset: v.nullish(count),
  limit: v.nullish(count),
  // Each product is checked on its own, so one malformed product is skipped, not fatal.
  products: v.array(v.unknown()),
});

export const SingleProductSchema = v.looseObject({ product: v.unknown() });

export const InventorySchema = v.looseObject({
  variants: v.array(v.looseObject({ id, inventory_quantity: v.nullish(count) })),
});

/** The checkout URL the browser is sent to: http(s) only. */
export const CheckoutAnswerSchema = v.looseObject({
  url: v.pipe(
    v.string(),
    v.url(),
    v.check((url) => /^https?:\/\//i.test(url), "The checkout URL must be http(s)."),
  ),
});

export type ApiCurrency = v.InferOutput<typeof CurrencySchema>;
export type ApiPrice = v.InferOutput<typeof PriceSchema>;
export type ApiImage = v.InferOutput<typeof ImageSchema>;
export type ApiVariant = v.InferOutput<typeof VariantSchema>;
export type ApiProduct = v.InferOutput<typeof ProductSchema>;
/** What the API sends for a product, before checking (the demo catalog is written in this shape). */
export type ApiProductInput = v.InferInput<typeof ProductSchema>;
export type ApiInventory = v.InferOutput<typeof InventorySchema>["variants"];

export interface ProductList {
  count: number;
  offset: number;
  limit: number;
  products: ApiProduct[];
}

/** Checks one product; null when it is malformed. */
export function parseProduct(input: unknown): ApiProduct | null {
  const result = v.safeParse(ProductSchema, input);
  return result.success ? result.output : null;
}
