import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { ProductGrid, ProductGridSkeleton, StoreMessage } from "~/components/store/product-grid";
import { storePage } from "~/content/store";
import { seoMeta, type PageSeo } from "~/lib/seo";
import type { StoreProduct } from "~/lib/store-product";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = { title: storePage.title, description: storePage.metaDescription };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const meta = seoMeta({ request, context }, pageSeo);
  // The page's words travel as data (decision 0002).
  const words = {
    heading: storePage.heading,
    intro: storePage.intro,
    empty: storePage.empty,
    loading: storePage.loading,
  };
  try {
    const products = await context.services.store.listProducts();
    return json({ meta, words, products, error: null as string | null });
  } catch (error) {
    console.error("Store products failed:", error);
    const message = error instanceof Error && error.message ? error.message : storePage.defaultLoadError;
    return json({ meta, words, products: [] as StoreProduct[], error: storePage.loadError(message) }, { status: 502 });
  }
}

export default function StorePage() {
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
          <StoreMessage tone="error">{error}</StoreMessage>
        ) : products.length === 0 ? (
          <StoreMessage tone="empty">{words.empty}</StoreMessage>
        ) : (
          <ProductGrid products={products} loadingId={openingProduct} />
        )}
      </div>
    </main>
  );
}
