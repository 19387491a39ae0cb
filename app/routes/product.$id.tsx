import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";
import { productPage, productPageServer, shopPage } from "~/content/shop";
import { publicOrigin, seoMeta } from "~/lib/seo";
import { isOnShow, isProductKey, productPath } from "~/lib/products";
import { productPageData } from "~/services/sales/product-page.server";
import { productMetaDescription, shopProductJsonLd, type ShopProduct } from "~/lib/shop-product";
import { island } from "~/components/ui/island";
import { ShopProductPage } from "./lazy/shop-product.server";

export { pageMeta as meta } from "~/root";

/**
 * A product she made (its sales page, while it is on show: never a draft or a hidden one), else a
 * shop product by id: gallery, style, quantity, stock and Add to Cart. Unknown ids are 404s.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = params.id ?? "";
  const products = (await context.services.site.overrides()).products;
  if (isProductKey(slug, products)) {
    const mine = products![slug];
    if (!isOnShow(mine)) throw new Response("Product not found", { status: 404 });
    context.services.counts.page(productPath(slug));
    const sale = await productPageData({ request, context }, slug, mine);
    return json({
      meta: sale.meta,
      sale,
      words: productPage,
      product: null,
      error: null as string | null,
      jsonLd: null,
    });
  }
  if (!context.services.shop.open) {
    // Production without a connected store: no product pages, the shop opens soon (404: nothing to list).
    const { heading, product: text } = shopPage.opensSoon;
    const meta = seoMeta({ request, context }, { title: heading, description: text, noindex: true });
    const words = { ...productPage, errorHeading: heading, goBack: shopPage.opensSoon.backToShop };
    return json({ meta, sale: null, words, product: null, error: text, jsonLd: null }, { status: 404 });
  }
  let product: ShopProduct | null;
  try {
    product = await context.services.shop.getProduct(params.id ?? "");
  } catch (error) {
    console.error("Store product failed:", error);
    const message = error instanceof Error && error.message ? error.message : productPage.defaultLoadError;
    const meta = seoMeta(
      { request, context },
      { title: productPage.errorHeading, description: message, noindex: true },
    );
    return json(
      {
        meta,
        sale: null,
        words: productPage,
        product: null,
        error: productPageServer.loadError(message),
        jsonLd: null,
      },
      { status: 502 },
    );
  }
  if (!product) throw new Response("Product not found", { status: 404 });
  // A visit is counted under the product's own id, however the address spelled it.
  context.services.counts.page(`/product/${product.id}`);
  const meta = seoMeta(
    { request, context },
    {
      title: product.title,
      description: productMetaDescription(product, productPageServer.fallbackDescription(product.title)),
      image: product.images[0]?.url,
      type: "product",
    },
  );
  // Built here, so the structured data's code stays on the server.
  const jsonLd = shopProductJsonLd(product, publicOrigin({ request, context }));
  return json({ meta, sale: null, words: productPage, product, error: null as string | null, jsonLd });
}

/** Choosing an image or a style only changes the URL's query: no need to ask the shop again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy(status);
  return <ErrorPage status={status} title={copy.title} message={copy.message} />;
}

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(ShopProductPage, () => import("./lazy/shop-product").then((page) => page.ShopProductPage));
