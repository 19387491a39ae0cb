import { Link } from "~/components/ui/link";
import type { ShopVariant } from "~/lib/shop-product";

/**
 * The style selector, shown only when there is more than one variant. Each style is a link to
 * ?variant=ID, so choosing works without JavaScript, and the gallery follows the choice.
 */
export function VariantSelector({
  variants,
  selectedId,
  hrefFor,
  label,
}: {
  variants: readonly ShopVariant[];
  selectedId: string;
  hrefFor: (variantId: string) => string;
  /** "Style", from the page's loader. */
  label: string;
}) {
  if (variants.length <= 1) return null;
  return (
    <div data-testid="variant-selector">
      <p id="style-label" className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="style-label">
        {variants.map((variant) => {
          const selected = variant.id === selectedId;
          return (
            <li key={variant.id}>
              <Link
                to={hrefFor(variant.id)}
                replace
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${selected ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-800"}`}
              >
                {variant.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
