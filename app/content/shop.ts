/**
 * The shop's words and numbers. The cart's words are in cart.ts and the
 * cart's storage key in shop-settings.ts: every page's cart badge loads those, and none of these.
 */

export const shopPage = {
  title: "Store",
  heading: "Store",
  intro: "Faith-inspired merch for everyday reminders: shirts, devotionals, mugs, jewelry and more.",
  metaDescription: "Shop faith-inspired merch: shirts, devotionals, mugs, jewelry and more.",
  loadError: (message: string) => `Error loading products: ${message}`,
  defaultLoadError: "Failed to load products",
  empty: "No products available at the moment.",
  loading: "Loading products…",
  /** Production without a connected store (no STORE_ID): no products, no checkout, a way to hear when. */
  opensSoon: {
    heading: "The shop opens soon",
    text: "Faith-inspired shirts, devotionals, mugs and more are on their way. Leave your name and email and we'll tell you the day the shop opens.",
    product: "This product isn't in the shop yet: the shop opens soon.",
    backToShop: "See the shop",
  },
  /** The form_source's name ("Waitlist: Merch shop") and the interest of its leads. */
  waitlistName: "Merch shop",
};

/** /success after the demo catalog's checkout (development only: production never has the demo). */
export const demoCheckoutWords = {
  eyebrow: "Demo store",
  title: "Nothing was charged",
  text: "This was the demo store's checkout: no payment was taken, no order was placed and nothing will ship. Connect your store (STORE_ID) to sell for real.",
} as const;

/**
 * The product page's words, sent by its loader (decision 0002), so they are plain strings: a
 * `{n}` slot is filled in by lib/shop-product's stockMessage.
 */
export const productPage = {
  defaultLoadError: "Failed to load product",
  goBack: "Go back",
  backToShop: "← Store",
  breadcrumb: "Breadcrumb",
  errorHeading: "We couldn't load this product",
  descriptionHeading: "Description",
  styleLabel: "Style",
  quantityLabel: "Quantity",
  decreaseQuantity: "Decrease quantity",
  increaseQuantity: "Increase quantity",
  addToCart: "Add to Cart",
  adding: "Adding…",
  stock: {
    inStock: "{n} in stock!",
    notEnoughStock: "Not enough stock. Only {n} left.",
    unavailable: "Currently unavailable",
  },
};

export type ProductPageWords = typeof productPage;

/** Words the product page's loader fills in on the server. */
export const productPageServer = {
  loadError: (message: string) => `Error loading product: ${message}`,
  /** Per-product fallback for the meta description when the product has no description text. */
  fallbackDescription: (title: string) => `${title}, from our store.`,
};

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE = "/images/store/placeholder.svg";

/**
 * The shop's placeholder products are renamed and repriced. `match` lists the
 * placeholder titles, compared without regard to case; `{name}` is the owner's name.
 */
export interface ShopOverride {
  match: readonly string[];
  title: string;
  priceInCents: number;
}

export const SHOP_OVERRIDES: readonly ShopOverride[] = [
  { match: ["face serum"], title: "Brand T-Shirt", priceInCents: 1500 },
  // The owner calls it a "homemade vase"; the shop's placeholder is "Handmade Vase".
  { match: ["homemade vase", "handmade vase"], title: "Polo Shirt", priceInCents: 2500 },
  { match: ["hand soap"], title: "Morning Coffee with {name} Devotional", priceInCents: 1999 },
  { match: ["set of plates"], title: "Power Quotes '{name}'", priceInCents: 1299 },
  { match: ["sunglasses"], title: "Jewelry Set", priceInCents: 14999 },
  { match: ["wooden chair"], title: "Morning Coffee with {name} Mugs", priceInCents: 1500 },
  { match: ["wool sweater"], title: "Exclusive Pens", priceInCents: 10900 },
];
