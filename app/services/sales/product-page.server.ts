import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PhotoCover } from "~/content/covers";
import { productsSection } from "~/content/home";
import { accessQuestion, refundQuestion, subscriptionQuestion } from "~/content/sales/selling";
import { extensionOf } from "~/lib/offer-files";
import { productPath, productWords } from "~/lib/products";
import { canonicalUrl, clampText, publicOrigin, seoTags } from "~/lib/seo";
import type { Product } from "~/lib/site-sections";
import { productJsonLd } from "~/lib/structured-data";
import { siteView } from "~/services/site/site-view.server";
import { salesFrame } from "./sales-page.server";

/**
 * The page of a product she made (/product/{slug}, or her preview of a draft at
 * /owner/products/{slug}/preview): the site's own sales-page template filled with her words, her
 * cover, its price as Stripe confirmed it, its buy button, and its schema.org Product.
 */
export async function productPageData(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  slug: string,
  product: Product,
  { preview = false }: { preview?: boolean } = {},
) {
  const site = await siteView(context);
  const shown = await context.services.prices.product(slug, product);
  const origin = publicOrigin({ request, context });
  const url = new URL(productPath(slug), origin).href;
  const words = productWords(product);
  const description = clampText(product.tagline || words.promise[0] || product.title);
  const monthly = product.interval === "month";
  const cover: PhotoCover | null = product.cover ? { ...product.cover, alt: `The cover of ${product.title}` } : null;
  const kinds = [...new Set(product.files.map((file) => extensionOf(file.name).toUpperCase()))];
  const priced = product.cents !== undefined && product.priceId !== undefined;
  const jsonLd =
    priced && !preview
      ? [
          productJsonLd({
            name: product.title,
            description,
            url,
            ...(cover ? { image: new URL(cover.src, origin).href } : {}),
            priceCents: shown.priceCents,
            currency: shown.currency,
            available: shown.closed === null,
          }),
        ]
      : [];
  const tab = productsSection.tabs.find((t) => t.key === product.tab);
  return {
    meta: seoTags(
      { ownerName: context.config.ownerName, url: preview ? url : canonicalUrl({ request, context }) },
      {
        title: product.title,
        description,
        type: "product",
        ...(cover ? { image: cover.src } : {}),
        noindex: preview,
      },
    ),
    preview,
    slug,
    priced,
    hero: { eyebrow: tab?.label ?? "Digital product", title: product.title, subtitle: product.tagline },
    words,
    sell: {
      cover,
      delivery: [
        monthly
          ? {
              offer: slug,
              format: "Monthly plan",
              length: "Every month, cancel anytime",
              delivery: "Right after payment: an email with your next steps.",
            }
          : {
              offer: slug,
              format: kinds.length > 0 ? kinds.join(", ") : "Digital download",
              length: `${product.files.length} ${product.files.length === 1 ? "file" : "files"}`,
            },
      ],
      faq: [...words.faq, ...(monthly ? [subscriptionQuestion] : [refundQuestion, accessQuestion])],
      closing: { offer: slug, buyLabel: monthly ? "Start my plan" : "Get it now" },
    },
    testimonials: site.testimonials("products", []),
    ...salesFrame({ [slug]: shown }, jsonLd, site.profile),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof productPageData>>;
