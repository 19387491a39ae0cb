import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PAGES } from "~/content/site";
import { publicOrigin } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";

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
  return new Response(sitemapXml(publicOrigin({ request, context }), [...PUBLIC_PAGES, ...productPaths]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
