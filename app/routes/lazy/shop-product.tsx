// The body of /product/<id>, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { Link } from "~/components/ui/link";
import { AddToCartForm } from "~/components/shop/add-to-cart-form";
import { ShopPrice } from "~/components/shop/shop-price";
import { ProductGallery } from "~/components/shop/product-gallery";
import { VariantSelector } from "~/components/shop/variant-selector";
import { JsonLd } from "~/components/ui/json-ld";
import { ProductSalesPage as salesPageOnTheServer } from "~/components/marketing/product-sales-page.server";
import { displayedVariant, variantImageIndex, type ShopProduct, type ShopVariant } from "~/lib/shop-product";
import type { loader } from "../product.$id";

export { pageMeta } from "~/root";

/**
 * A product she made, on its sales page; the other products here are the shop's. The sales frame
 * (about 8 KB gzip) reaches the browser only on a made product's page, not on every shop
 * product's: the server renders it at once from its own copy, and the browser, where a `.server`
 * module is empty, loads it when it renders such a page, inside a <Suspense> boundary, so the rest
 * of the page hydrates meanwhile and the server's HTML stays until the chunk is there
 * (docs/decisions/0030).
 */
const ProductSalesPage =
  salesPageOnTheServer ??
  lazy(() => import("./product-sales-page").then((module) => ({ default: module.ProductSalesPage })));

function selectedVariant(product: ShopProduct, id: string | null): ShopVariant | null {
  return product.variants.find((v) => v.id === id) ?? displayedVariant(product);
}

export function ShopProductPage() {
  const { sale, words, product, error, jsonLd } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  if (sale)
    return (
      <Suspense fallback={null}>
        <ProductSalesPage data={sale} />
      </Suspense>
    );

  if (!product) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center sm:px-6">
        <h1 className="font-display text-3xl font-bold text-slate-900">{words.errorHeading}</h1>
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-6 text-lg text-red-800" data-testid="product-error">
          {error}
        </p>
        <Link to="/store" className="btn btn-secondary mt-8">
          {words.goBack}
        </Link>
      </main>
    );
  }

  const variant = selectedVariant(product, params.get("variant"));
  const imageParam = Number.parseInt(params.get("image") ?? "", 10);
  const imageIndex = Number.isFinite(imageParam) ? imageParam : (variantImageIndex(product, variant) ?? 0);
  const query = (next: Record<string, string>) => {
    const search = new URLSearchParams(next);
    return `?${search}`;
  };
  const keepVariant: Record<string, string> = params.get("variant") && variant ? { variant: variant.id } : {};
  const price = variant
    ? variant.sale_price_in_cents_formatted
      ? { price: variant.sale_price_in_cents_formatted, regular: variant.price_in_cents_formatted }
      : { price: variant.price_in_cents_formatted, regular: null }
    : null;

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6">
      <nav aria-label={words.breadcrumb} className="mb-6 text-sm">
        <Link
          to="/store"
          className="-ml-2 inline-flex min-h-11 items-center rounded-full px-3 font-medium text-brand-800 hover:bg-brand-50 hover:underline"
        >
          {words.backToShop}
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery
          images={product.images}
          index={imageIndex}
          hrefFor={(i) => query({ ...keepVariant, image: String(i) })}
        />
        <div className="space-y-6">
          <div>
            {product.ribbon_text ? (
              <span
                className="mb-3 inline-block rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900"
                data-testid="ribbon"
              >
                {product.ribbon_text}
              </span>
            ) : null}
            <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{product.title}</h1>
            {product.subtitle ? <p className="mt-2 text-lg text-slate-600">{product.subtitle}</p> : null}
            <ShopPrice price={price} className="mt-4 text-2xl" />
          </div>
          <VariantSelector
            variants={product.variants}
            selectedId={variant?.id ?? ""}
            hrefFor={(id) => query({ variant: id })}
            label={words.styleLabel}
          />
          <AddToCartForm key={variant?.id ?? "none"} product={product} variant={variant} words={words} />
          {product.description ? (
            <section aria-labelledby="description-heading" className="border-t border-slate-200 pt-6">
              <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
                {words.descriptionHeading}
              </h2>
              {/* Sanitised on the server (app/lib/sanitize-html.ts). */}
              <div
                className="prose-store mt-3 space-y-3 text-slate-700"
                dangerouslySetInnerHTML={{ __html: product.description }}
              />
            </section>
          ) : null}
        </div>
      </div>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </main>
  );
}
