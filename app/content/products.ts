/**
 * The words of the products she makes herself (/owner/products): what each status does, in her
 * words and a visitor's.
 */

/** Draft (hers alone) until she puts it on sale; the others as the typed offers'. */
export const PRODUCT_STATUSES = ["draft", "on-sale", "coming-soon", "sold-out", "hidden"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The home page's tab a product shows under (content/home.ts's product tabs). */
export const PRODUCT_TABS = ["ebooks", "bundles"] as const;

/** A cover she may upload (checked by its bytes: app/lib/image-type.ts). */
export const COVER_KINDS = "a JPEG, PNG or WebP image of at most 2 MB";

/** Each status's short name and what it does, for her forms and lists. */
export const PRODUCT_STATUS_WORDS: Record<ProductStatus, { short: string; effect: string }> = {
  draft: { short: "Draft", effect: "only you see it, through its preview" },
  "on-sale": { short: "On sale", effect: "its page, the home page and the sitemap; it can be bought" },
  "coming-soon": { short: "Coming soon", effect: "its page with a “tell me when it opens” form" },
  "sold-out": { short: "Sold out", effect: "its page with a “tell me when it opens” form" },
  hidden: { short: "Hidden", effect: "off the site; buyers' downloads keep working" },
};
