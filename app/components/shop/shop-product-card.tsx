import { Link } from "~/components/ui/link";
import { displayedPrice, type ShopProduct } from "~/lib/shop-product";
import { ShopPrice } from "./shop-price";

/** CARD_DELAY_S per position: cards appear one after another. */
export const CARD_DELAY_S = 0.05;

/** A shop catalog product in the grid (not the home page's OfferCard for the coach's own offers). */
export function ShopProductCard({
  product,
  index,
  loading = false,
}: {
  product: ShopProduct;
  index: number;
  loading?: boolean;
}) {
  const image = product.images[0];
  return (
    <li className="card-enter" style={{ animationDelay: `${index * CARD_DELAY_S}s` }}>
      <Link
        to={`/product/${encodeURIComponent(product.id)}`}
        className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
        data-testid="product-card"
        aria-busy={loading || undefined}
      >
        <div className="relative aspect-square bg-slate-100">
          <img
            src={image.url}
            alt={image.alt}
            width={800}
            height={800}
            loading={index < 4 ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition group-hover:scale-[1.02]"
          />
          {product.ribbon_text ? (
            <span
              className="absolute left-3 top-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900"
              data-testid="ribbon"
            >
              {product.ribbon_text}
            </span>
          ) : null}
          {loading ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/60">
              <span className="spinner h-8 w-8 text-brand-800" aria-hidden="true" />
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="font-semibold text-slate-900 group-hover:text-brand-800" data-testid="product-title">
            {product.title}
          </h2>
          {product.subtitle ? <p className="text-sm text-slate-600">{product.subtitle}</p> : null}
          <ShopPrice price={displayedPrice(product)} className="mt-auto pt-2" />
        </div>
      </Link>
    </li>
  );
}
