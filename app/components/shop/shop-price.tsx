import type { DisplayedPrice } from "~/lib/shop-product";

/**
 * A shop product's price as the loader formatted it in the product's currency (lib/money), with
 * the struck regular price when on sale. The coach's own offers, in dollars from content/offers,
 * use OfferPrice (components/marketing/offer-price.tsx): a separate module, so neither page's
 * script carries the other's code.
 */
export function ShopPrice({ price, className = "" }: { price: DisplayedPrice | null; className?: string }) {
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
