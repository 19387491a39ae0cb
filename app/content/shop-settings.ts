/** The shop's fixed settings, apart from its words: every page's cart badge reads them. */

/** localStorage key of the browser's mirror of the cart. */
export const CART_STORAGE_KEY = "e-commerce-cart";
