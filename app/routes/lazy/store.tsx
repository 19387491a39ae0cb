// The body of /store, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData, useNavigation } from "@remix-run/react";
import { LeadForm } from "~/components/forms/lead-form";
import { ProductGrid, ProductGridSkeleton, ShopMessage } from "~/components/shop/product-grid";
import type { loader } from "../store";

export { pageMeta } from "~/root";

export function ShopPage() {
  const { words, products, error, opensSoon, form } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const reloading = target === "/store";
  const openingProduct = target?.startsWith("/product/") ? decodeURIComponent(target.slice("/product/".length)) : null;

  if (opensSoon && form) {
    return (
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
        <h1
          id="shop-opens-soon"
          className="font-display text-4xl font-bold tracking-tight text-slate-900"
          data-testid="shop-opens-soon"
        >
          {opensSoon.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{opensSoon.text}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
          <LeadForm form={form} labelledBy="shop-opens-soon" columns={1} button="primary" />
        </div>
      </main>
    );
  }
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
