/** The cart's words, used by the drawer, the cart page and the cart action. Re-exported by store.ts. */

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
  /** Production without a connected store: nothing can be added or checked out. */
  shopClosedTitle: "The shop opens soon",
  shopClosedText:
    "Nothing can be bought from the shop yet. Leave your email on the shop page and we'll tell you when it opens.",
  /** Without JavaScript, when the checkout is on an origin the CSP's form-action does not name. */
  handoffTitle: "Taking you to secure checkout…",
  handoffText: "If nothing happens in a moment, use the link below.",
  handoffLink: "Continue to checkout",
  notEnoughStock: (productTitle: string, variantTitle: string, n: number) =>
    `Not enough stock for ${productTitle} (${variantTitle}). Only ${n} left.`,
  badInput: "That cart change was not understood. Please try again.",
  quantityTooLarge: (max: number) => `You can order up to ${max.toLocaleString("en-US")} of one item.`,
  cartFull: "Your cart is full. Check out or remove an item before adding another.",
  linesDropped: (n: number) =>
    n === 1
      ? "One item in your cart is no longer available and was removed."
      : `${n} items in your cart are no longer available and were removed.`,
};
