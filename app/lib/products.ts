import { isOfferKey, OFFER_KEYS, offers, type Offer, type OfferStatus, type SaleKey } from "~/content/offers";
import type { FaqItem } from "~/content/sales/types";
import type { ProductStatus } from "~/content/products";
import type { OffersSection, Product, ProductsSection } from "./site-sections";
import { PRODUCT_SLUG } from "./site-sections";
import { SITE_LIMITS } from "~/content/site-limits";

/**
 * The products she makes herself at /owner/products: stored as her "products" section (one
 * version per change, like the rest of her site), sold at /product/{slug} through the sales-page
 * template, bought through /buy with offer={slug}. Pure: the pages, the owner's forms and the
 * checks share these rules.
 */

/** Her settings that say what a sale delivers and is called: the typed offers' and her products. */
export interface SaleSettings {
  offers?: OffersSection;
  products?: ProductsSection;
}

export function productPath(slug: string): string {
  return `/product/${slug}`;
}

/** The words under /product/ the site uses already, and the owner's own "new" page. */
const TYPED_PAGE_SLUGS = [
  "business-launch-accelerator",
  "funding-bundle",
  "biz-registration-bundle",
  "ai-marketing-suite",
  "ebook-growth-accelerator",
  "beginner-to-expert-investor-bundle",
  "homeownership-game-plan",
  "dominion-wealth-bundle",
  "property-management-playbook",
];
const RESERVED = new Set<string>(["new", ...TYPED_PAGE_SLUGS, ...OFFER_KEYS]);

/** A title as a page address: "Money Moves Workbook!" → "money-moves-workbook". */
export function slugFrom(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SITE_LIMITS.productSlug)
    .replace(/-+$/, "");
}

/**
 * Why a page address cannot be a new product's, in her words, or null when it can: its shape,
 * then every page under /product/ (the typed pages, every offer's key, her other products, even
 * removed ones whose buyers still download, and the shop's products).
 */
export function slugProblem(
  slug: string,
  taken: { products?: ProductsSection; shopIds?: readonly string[] },
): string | null {
  if (slug === "") return "Give the page an address, such as money-moves-workbook.";
  if (slug.length > SITE_LIMITS.productSlug || !PRODUCT_SLUG.test(slug)) {
    return `Use small letters, digits and single dashes, at most ${SITE_LIMITS.productSlug} characters, such as money-moves-workbook.`;
  }
  if (RESERVED.has(slug) || isOfferKey(slug)) {
    return `/product/${slug} is already a page of the site: choose another address.`;
  }
  if (taken.products && Object.hasOwn(taken.products, slug)) {
    return `/product/${slug} is already one of your products: choose another address.`;
  }
  if (taken.shopIds?.some((id) => id.toLowerCase() === slug)) {
    return `/product/${slug} is a product of your shop: choose another address.`;
  }
  return null;
}

/** Whether a product's page shows to visitors (on sale, coming soon or sold out; never a draft or hidden). */
export function isOnShow(product: Product): boolean {
  return (
    !product.removed &&
    (product.status === "on-sale" || product.status === "coming-soon" || product.status === "sold-out")
  );
}

/** Her product's status as the typed offers' (a draft is hidden from everyone but her). */
export function offerStatusOf(status: ProductStatus): OfferStatus {
  return status === "draft" ? "hidden" : status;
}

/** A product as an offer: its name, price as Stripe confirmed it, billing and page. */
export function productOffer(slug: string, product: Product): Offer {
  return {
    key: slug,
    name: product.title,
    priceCents: product.cents ?? 0,
    billing: product.interval === "month" ? "month" : "once",
    page: productPath(slug),
  };
}

/**
 * Why a product cannot go on sale now, in her words (null: it can): a price Stripe made for it, and
 * for a product bought once at least one file.
 */
export function onSaleProblem(product: {
  priced: boolean;
  fileCount: number;
  interval: Product["interval"];
}): string | null {
  if (!product.priced) {
    return "Type its price first: it goes on sale once Stripe has made its price.";
  }
  if (product.interval !== "month" && product.fileCount === 0) {
    return "Upload its file first: buyers download it right after paying.";
  }
  return null;
}

/** Whether Stripe made (and confirmed) a price for a product. */
export function isPriced(product: Pick<Product, "priceId" | "cents">): boolean {
  return product.priceId !== undefined && product.cents !== undefined;
}

/** The sales words she typed, as the page shows them. */
export interface ProductWords {
  /** Paragraphs (a blank line between two). */
  promise: string[];
  /** One thing per line ("- " or "* " before it is dropped). */
  inside: string[];
  forWhom: string[];
  faq: FaqItem[];
}

const paragraphs = (text: string) =>
  text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, " ").trim())
    .filter((part) => part !== "");

/**
 * Her blocks as the page shows them. FAQ: one question and its answer per paragraph, the question
 * on the first line ("Q:" and "A:" may start them).
 */
export function productWords(product: Pick<Product, "promise" | "inside" | "forWhom" | "faq">): ProductWords {
  const inside = product.inside
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)?/, "").trim())
    .filter((line) => line !== "");
  const faq = product.faq
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => {
      const [first, ...rest] = block.trim().split("\n");
      return {
        question: (first ?? "").replace(/^Q:\s*/i, "").trim(),
        answer: rest
          .join(" ")
          .replace(/^\s*A:\s*/i, "")
          .replace(/\s+/g, " ")
          .trim(),
      };
    })
    .filter((item) => item.question !== "" && item.answer !== "");
  return { promise: paragraphs(product.promise), inside, forWhom: paragraphs(product.forWhom), faq };
}

/** What a sale is called: a typed offer's name, her product's title, else its key. */
export function saleName(key: SaleKey, settings?: SaleSettings): string {
  if (isOfferKey(key)) return offers[key].name;
  return settings?.products?.[key]?.title ?? key;
}

/** Whether a key names one of her products (removed ones too: their orders still deliver). */
export function isProductKey(key: unknown, products: ProductsSection | undefined): key is string {
  return typeof key === "string" && products !== undefined && Object.hasOwn(products, key);
}

/**
 * An earlier version of her products put back (History's restore): a product made since, which the
 * earlier version lacks, is kept hidden and marked removed, never dropped, so anyone who bought it
 * still downloads it.
 */
export function restoredProducts(current: ProductsSection | undefined, earlier: ProductsSection): ProductsSection {
  const kept = Object.entries(current ?? {})
    .filter(([slug]) => !Object.hasOwn(earlier, slug))
    .map(([slug, product]) => [slug, { ...product, status: "hidden" as const, removed: true as const }]);
  return { ...Object.fromEntries(kept), ...earlier };
}

/** Every product of hers that has no cover or no price: what the launch check names. */
export function unfinishedProducts(
  products: ProductsSection | undefined,
): { slug: string; title: string; missing: ("cover" | "price")[] }[] {
  return Object.entries(products ?? {})
    .filter(([, product]) => !product.removed)
    .map(([slug, product]) => ({
      slug,
      title: product.title,
      missing: [...(product.cover ? [] : (["cover"] as const)), ...(isPriced(product) ? [] : (["price"] as const))],
    }))
    .filter((item) => item.missing.length > 0);
}
