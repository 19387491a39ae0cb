import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PAGES } from "~/content/site";
import { publicOrigin } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";
import { isOnShow, productPath } from "~/lib/products";

export async function loader({ request, context }: LoaderFunctionArgs) {
  let productPaths: string[] = [];
  try {
    productPaths = (await context.services.shop.listProducts()).map(
      (product) => `/product/${encodeURIComponent(product.id)}`,
    );
  } catch (error) {
    // The pages are still worth listing when the shop is down.
    console.error("Sitemap: store products unavailable:", error);
  }
  // Her own products' pages that show (never a draft or a hidden one).
  const mine = Object.entries((await context.services.site.overrides()).products ?? {})
    .filter(([, product]) => isOnShow(product))
    .map(([slug]) => productPath(slug));
  return new Response(sitemapXml(publicOrigin({ request, context }), [...PUBLIC_PAGES, ...mine, ...productPaths]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
