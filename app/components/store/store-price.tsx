import type { DisplayedPrice } from "~/lib/store-product";

/** The price a visitor pays, with the struck regular price when on sale. */
export function Price({ price, className = "" }: { price: DisplayedPrice | null; className?: string }) {
  if (!price) return null;
  return (
    <p className={`flex items-baseline gap-2 ${className}`} data-testid="price">
      <span className="font-semibold text-slate-900">{price.price}</span>
      {price.regular ? (
        <s className="text-sm text-slate-500" data-testid="regular-price">
          <span className="sr-only">Regular price </span>
          {price.regular}
        </s>
      ) : null}
    </p>
  );
}
