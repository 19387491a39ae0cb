/**
 * The store's and the cart's words and numbers (spec sections 2, 5, 8 and 9). Pages, services and
 * tests read them from here.
 */

export const storePage = {
  title: "Store",
  heading: "Store",
  intro: "Faith-inspired merch for everyday reminders: shirts, devotionals, mugs, jewelry and more.",
  metaDescription: "Shop faith-inspired merch: shirts, devotionals, mugs, jewelry and more.",
  loadError: (message: string) => `Error loading products: ${message}`,
  defaultLoadError: "Failed to load products",
  empty: "No products available at the moment.",
  loading: "Loading products…",
};

export const productPage = {
  loadError: (message: string) => `Error loading product: ${message}`,
  defaultLoadError: "Failed to load product",
  goBack: "Go back",
  errorHeading: "We couldn't load this product",
  styleLabel: "Style",
  quantityLabel: "Quantity",
  addToCart: "Add to Cart",
  adding: "Adding…",
  inStock: (n: number) => `${n} in stock!`,
  notEnoughStock: (n: number) => `Not enough stock. Only ${n} left.`,
  unavailable: "Currently unavailable",
  /** Per-product fallback for the meta description when the product has no description text. */
  fallbackDescription: (title: string) => `${title}, from our store.`,
};

export const cartCopy = {
  title: "Your Cart",
  metaDescription: "The items in your cart, ready for checkout.",
  emptyHeading: "Your cart is empty",
  emptyText: "Browse the store and add something you love.",
  continueShopping: "Continue Shopping",
  total: "Total",
  checkout: "Checkout",
  checkingOut: "Redirecting…",
  clear: "Clear cart",
  remove: "Remove",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  close: "Close cart",
  viewCart: "View full cart",
  added: "Added to Cart!",
  addFailed: "Error adding to cart",
  somethingWrong: "Oh no! Something went wrong.",
  unavailableProduct: "This product is no longer available.",
  emptyCheckoutTitle: "Your cart is empty",
  emptyCheckoutText: "Add some products to your cart before checking out.",
  checkoutErrorTitle: "Checkout Error",
  checkoutErrorText: "There was a problem initializing checkout. Please try again.",
  /** Without JavaScript, when the checkout is on an origin the CSP's form-action does not name. */
  handoffTitle: "Taking you to secure checkout…",
  handoffText: "If nothing happens in a moment, use the link below.",
  handoffLink: "Continue to checkout",
  notEnoughStock: (productTitle: string, variantTitle: string, n: number) =>
    `Not enough stock for ${productTitle} (${variantTitle}). Only ${n} left.`,
  badInput: "That cart change was not understood. Please try again.",
};

/** localStorage key of the browser's mirror of the cart (spec section 9). */
export const CART_STORAGE_KEY = "e-commerce-cart";

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE = "/images/store/placeholder.svg";

/** Currency of the store's prices when the API does not say (spec section 9). */
export const DEFAULT_CURRENCY_CODE = "eur";

/**
 * The store's placeholder products are renamed and repriced (spec section 9). `match` lists the
 * placeholder titles, compared without regard to case; `{name}` is the owner's name.
 */
export interface StoreOverride {
  match: readonly string[];
  title: string;
  priceInCents: number;
}

export const STORE_OVERRIDES: readonly StoreOverride[] = [
  { match: ["face serum"], title: "Brand T-Shirt", priceInCents: 1500 },
  // The spec says "homemade vase"; the store's placeholder is "Handmade Vase".
  { match: ["homemade vase", "handmade vase"], title: "Polo Shirt", priceInCents: 2500 },
  { match: ["hand soap"], title: "Morning Coffee with {name} Devotional", priceInCents: 1999 },
  { match: ["set of plates"], title: "Power Quotes '{name}'", priceInCents: 1299 },
  { match: ["sunglasses"], title: "Jewelry Set", priceInCents: 14999 },
  { match: ["wooden chair"], title: "Morning Coffee with {name} Mugs", priceInCents: 1500 },
  { match: ["wool sweater"], title: "Exclusive Pens", priceInCents: 10900 },
];
