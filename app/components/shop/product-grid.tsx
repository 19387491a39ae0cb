import type { ShopProduct } from "~/lib/shop-product";
import { ShopProductCard } from "./shop-product-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** The shop's product grid: 1 column on phones up to 4 on wide screens. */
export function ProductGrid({ products, loadingId }: { products: readonly ShopProduct[]; loadingId?: string | null }) {
  return (
    <ul className={GRID} data-testid="product-grid">
      {products.map((product, index) => (
        <ShopProductCard key={product.id} product={product} index={index} loading={loadingId === product.id} />
      ))}
    </ul>
  );
}

/** Placeholder cards while the products load. */
export function ProductGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="store-loading">
      <span className="sr-only">{label}</span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
            <div className="aspect-square bg-slate-200" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-1/3 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ShopMessage({ tone, children }: { tone: "error" | "empty"; children: string }) {
  return (
    <p
      role={tone === "error" ? "alert" : undefined}
      className={`rounded-2xl p-8 text-center text-lg ${tone === "error" ? "bg-red-50 text-red-800" : "bg-white text-slate-700 ring-1 ring-slate-200"}`}
      data-testid={`store-${tone}`}
    >
      {children}
    </p>
  );
}
