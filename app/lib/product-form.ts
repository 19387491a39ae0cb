import { SITE_LIMITS } from "~/content/site-limits";
import { slugFrom } from "./products";
import { dollarsToCents, type FieldErrors, type Parsed } from "./site-forms";
import { PRODUCT_STATUSES, PRODUCT_TABS, type ProductStatus } from "~/content/products";
import type { Product } from "./site-sections";

/**
 * The product form as posted (/owner/products/new and /owner/products/{slug}): title, slug,
 * tagline, promise, inside, for_whom, faq, amount (dollars), interval, tab, status. Pure: the
 * routes read the files (cover, file) and make the price in Stripe.
 */

export interface ProductForm {
  title: string;
  /** As typed, else made from the title (a new product's only: a page's address never changes). */
  slug: string;
  words: Pick<Product, "tagline" | "promise" | "inside" | "forWhom" | "faq">;
  interval: Product["interval"];
  tab: Product["tab"];
  status: ProductStatus;
  /** A price she typed in dollars, to make in Stripe; null: none typed. */
  cents: number | null;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function parseProductForm(fields: Record<string, string>): Parsed<ProductForm> {
  const errors: FieldErrors = {};
  const read = (name: string, max: number, what: string, multiline = false) => {
    const value = (fields[name] ?? "").trim().replace(/\r\n/g, "\n");
    if (value.length > max) errors[name] = `${what}: keep it to ${max} characters (it has ${value.length}).`;
    else if ((multiline ? CONTROL_BUT_LINES : CONTROL).test(value))
      errors[name] = `${what}: remove the hidden characters.`;
    return value;
  };
  const title = read("title", SITE_LIMITS.productTitle, "The title");
  if (!errors.title && title === "") errors.title = "Give the product its title, such as “Money Moves Workbook”.";
  const typedSlug = (fields.slug ?? "").trim().toLowerCase();
  const slug = typedSlug === "" ? slugFrom(title) : typedSlug;
  const tagline = read("tagline", SITE_LIMITS.productTagline, "The line under the title");
  const promise = read("promise", SITE_LIMITS.productBlock, "The promise", true);
  if (!errors.promise && promise === "") errors.promise = "Say what it does for the buyer, in a few sentences.";
  const inside = read("inside", SITE_LIMITS.productBlock, "What's inside", true);
  const forWhom = read("for_whom", SITE_LIMITS.productBlock, "Who it is for", true);
  const faq = read("faq", SITE_LIMITS.productBlock, "The questions", true);
  const amount = (fields.amount ?? "").trim();
  const cents = amount === "" ? null : dollarsToCents(amount);
  if (amount !== "" && (cents === null || cents < 50 || cents > 10_000_000)) {
    errors.amount = "Give the price in dollars, such as 19 or 19.00 (at least $0.50).";
  }
  const interval = fields.interval ?? "one-time";
  if (interval !== "one-time" && interval !== "month") errors.interval = "Choose once or every month.";
  const tab = fields.tab ?? "ebooks";
  if (!(PRODUCT_TABS as readonly string[]).includes(tab)) errors.tab = "Choose the home page's tab it shows under.";
  const status = fields.status ?? "draft";
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status)) errors.status = "Choose whether it sells now.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      slug,
      words: { tagline, promise, inside, forWhom, faq },
      interval: interval as Product["interval"],
      tab: tab as Product["tab"],
      status: status as ProductStatus,
      cents,
    },
  };
}
