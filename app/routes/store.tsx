import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { ProductGrid, ProductGridSkeleton, ShopMessage } from "~/components/shop/product-grid";
import { shopPage } from "~/content/shop";
import { seoMeta, type PageSeo } from "~/lib/seo";
import type { ShopProduct } from "~/lib/shop-product";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = { title: shopPage.title, description: shopPage.metaDescription };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const meta = seoMeta({ request, context }, pageSeo);
  // The page's words travel as data (decision 0002).
  const words = {
    heading: shopPage.heading,
    intro: shopPage.intro,
    empty: shopPage.empty,
    loading: shopPage.loading,
  };
  try {
    const products = await context.services.shop.listProducts();
    return json({ meta, words, products, error: null as string | null });
  } catch (error) {
    console.error("Store products failed:", error);
    const message = error instanceof Error && error.message ? error.message : shopPage.defaultLoadError;
    return json({ meta, words, products: [] as ShopProduct[], error: shopPage.loadError(message) }, { status: 502 });
  }
}

export default function ShopPage() {
  const { words, products, error } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const reloading = target === "/store";
  const openingProduct = target?.startsWith("/product/") ? decodeURIComponent(target.slice("/product/".length)) : null;

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{words.heading}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{words.intro}</p>
      <div className="mt-10">
        {reloading ? (
          <ProductGridSkeleton label={words.loading} />
        ) : error ? (
          <ShopMessage tone="error">{error}</ShopMessage>
        ) : products.length === 0 ? (
          <ShopMessage tone="empty">{words.empty}</ShopMessage>
        ) : (
          <ProductGrid products={products} loadingId={openingProduct} />
        )}
      </div>
    </main>
  );
}
