import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast } from "~/components/owner/owner-form";
import { SiteCard, SitePage } from "~/components/owner/site-fields";
import { Link } from "~/components/ui/link";
import { formatPrice } from "~/lib/money";
import { productPath } from "~/lib/products";
import { sitePage } from "~/services/site/site-page.server";
import { PRODUCT_STATUS_WORDS } from "~/content/products";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** Her products, newest first: each with its status, price and links to edit and see it. */
export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Products", description: "The products you made." }, (overrides) => ({
    products: Object.entries(overrides.products ?? {})
      .filter(([, product]) => !product.removed)
      .sort(([, a], [, b]) => b.createdAt.localeCompare(a.createdAt))
      .map(([slug, product]) => ({
        slug,
        title: product.title,
        status: PRODUCT_STATUS_WORDS[product.status].short,
        price:
          product.cents !== undefined
            ? formatPrice(product.cents, product.interval === "month" ? "month" : "once")
            : null,
        files: product.files.length,
        cover: product.cover !== undefined,
        page: productPath(slug),
      })),
  }));

export default function ProductsPage() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <SitePage
      back={false}
      title="Products"
      intro="The digital products you made: each has its own page on your site, sells through Stripe and delivers its files by email."
    >
      <p>
        <Link to="/owner/products/new" className="btn btn-primary">
          New product
        </Link>
      </p>
      {products.length === 0 ? (
        <p className="text-slate-700" data-testid="no-products">
          None yet: make your first with “New product”.
        </p>
      ) : (
        <ul className="space-y-4">
          {products.map((product) => (
            <li key={product.slug} data-product={product.slug}>
              <SiteCard id={`product-${product.slug}`} title={product.title}>
                <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">Now</dt>
                  <dd data-testid="product-status">{product.status}</dd>
                  <dt className="font-semibold">Price</dt>
                  <dd>{product.price ?? "None yet"}</dd>
                  <dt className="font-semibold">Files</dt>
                  <dd>{product.files}</dd>
                  <dt className="font-semibold">Cover</dt>
                  <dd>{product.cover ? "Yes" : "None yet"}</dd>
                  <dt className="font-semibold">Page</dt>
                  <dd>{product.page}</dd>
                </dl>
                <p className="mt-4">
                  <Link to={`/owner/products/${product.slug}`} className="font-semibold text-brand-800 underline">
                    Edit {product.title}
                  </Link>
                </p>
              </SiteCard>
            </li>
          ))}
        </ul>
      )}
      <OwnerActionToast />
    </SitePage>
  );
}
