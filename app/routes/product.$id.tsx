import { json, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AiMarketingSuiteSections } from "~/components/sales/ai-marketing-suite-sections";
import { BeginnerToExpertInvestorBundleSections } from "~/components/sales/beginner-to-expert-investor-bundle-sections";
import { BizRegistrationBundleSections } from "~/components/sales/biz-registration-bundle-sections";
import { BusinessLaunchAcceleratorSections } from "~/components/sales/business-launch-accelerator-sections";
import { DominionWealthBundleSections } from "~/components/sales/dominion-wealth-bundle-sections";
import { FundingBundleSections } from "~/components/sales/funding-bundle-sections";
import { SingleOfferSections } from "~/components/sales/single-offer-sections";
import { AddToCartForm } from "~/components/store/add-to-cart-form";
import { StorePrice } from "~/components/store/store-price";
import { ProductGallery } from "~/components/store/product-gallery";
import { VariantSelector } from "~/components/store/variant-selector";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";
import { JsonLd } from "~/components/ui/json-ld";
import { subscriptionPromise } from "~/content/legal";
import { aiMarketingSuitePage } from "~/content/sales/ai-marketing-suite";
import { investorBundlePage } from "~/content/sales/beginner-to-expert-investor-bundle";
import { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";
import { businessLaunchAcceleratorPage } from "~/content/sales/business-launch-accelerator";
import { dominionWealthBundlePage } from "~/content/sales/dominion-wealth-bundle";
import { fundingBundlePage } from "~/content/sales/funding-bundle";
import { homeownershipGamePlanPage } from "~/content/sales/homeownership-game-plan";
import { propertyManagementPlaybookPage } from "~/content/sales/property-management-playbook";
import { productPage, productPageServer } from "~/content/store";
import { publicOrigin, seoMeta } from "~/lib/seo";
import {
  displayedVariant,
  productMetaDescription,
  storeProductJsonLd,
  variantImageIndex,
  type StoreProduct,
  type StoreVariant,
} from "~/lib/store-product";
import { salesPage } from "~/services/sales-page.server";

export { pageMeta as meta } from "~/root";

/**
 * /product/<id>: one of the sales pages, whose content is typed in app/content/sales and sent as
 * data (decision 0002), or else a store product. One route rather than nine: every request matches
 * its URL against the route tree several times, and each route makes every match longer
 * (docs/decisions/0013-no-framework-patches.md). `sales` names the page, or is null for a product.
 * The ebook accelerator keeps a route of its own for its form's action: a post to any page here is
 * not allowed (405), as before.
 */
export function loader(args: LoaderFunctionArgs) {
  switch (args.params.id) {
    case "business-launch-accelerator":
      return salesPage(args, businessLaunchAcceleratorPage, { sales: "business-launch-accelerator" as const });
    case "funding-bundle":
      return salesPage(args, fundingBundlePage, { sales: "funding-bundle" as const });
    case "biz-registration-bundle":
      return salesPage(args, bizRegistrationBundlePage, { sales: "biz-registration-bundle" as const });
    case "ai-marketing-suite":
      return salesPage(args, aiMarketingSuitePage, { sales: "ai-marketing-suite" as const, subscriptionPromise });
    case "beginner-to-expert-investor-bundle":
      return salesPage(args, investorBundlePage, { sales: "beginner-to-expert-investor-bundle" as const });
    case "homeownership-game-plan":
      return salesPage(args, homeownershipGamePlanPage, { sales: "homeownership-game-plan" as const });
    case "dominion-wealth-bundle":
      return salesPage(args, dominionWealthBundlePage, { sales: "dominion-wealth-bundle" as const });
    case "property-management-playbook":
      return salesPage(args, propertyManagementPlaybookPage, { sales: "property-management-playbook" as const });
    default:
      return storeProductLoader(args);
  }
}

/** A store product by id: gallery, style, quantity, stock and Add to Cart. Unknown ids are 404s. */
async function storeProductLoader({ params, context, request }: LoaderFunctionArgs) {
  let product: StoreProduct | null;
  try {
    product = await context.services.store.getProduct(params.id ?? "");
  } catch (error) {
    console.error("Store product failed:", error);
    const message = error instanceof Error && error.message ? error.message : productPage.defaultLoadError;
    const meta = seoMeta(
      { request, context },
      { title: productPage.errorHeading, description: message, noindex: true },
    );
    return json(
      {
        sales: null,
        meta,
        words: productPage,
        product: null,
        error: productPageServer.loadError(message),
        jsonLd: null,
      },
      { status: 502 },
    );
  }
  if (!product) throw new Response("Product not found", { status: 404 });
  const meta = seoMeta(
    { request, context },
    {
      title: product.title,
      description: productMetaDescription(product, productPageServer.fallbackDescription(product.title)),
      image: product.images[0]?.url,
      type: "product",
    },
  );
  // Built here, so the structured data's code stays on the server.
  const jsonLd = storeProductJsonLd(product, publicOrigin({ request, context }));
  return json({ sales: null, meta, words: productPage, product, error: null as string | null, jsonLd });
}

/** Choosing an image or a style only changes the URL's query: no need to ask the store again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

function selectedVariant(product: StoreProduct, id: string | null): StoreVariant | null {
  return product.variants.find((v) => v.id === id) ?? displayedVariant(product);
}

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  switch (data.sales) {
    case "business-launch-accelerator":
      return <BusinessLaunchAcceleratorSections page={data.page} frame={data} />;
    case "funding-bundle":
      return <FundingBundleSections page={data.page} frame={data} />;
    case "biz-registration-bundle":
      return <BizRegistrationBundleSections page={data.page} frame={data} />;
    case "ai-marketing-suite":
      return <AiMarketingSuiteSections page={data.page} frame={data} promise={data.subscriptionPromise} />;
    case "beginner-to-expert-investor-bundle":
      return <BeginnerToExpertInvestorBundleSections page={data.page} frame={data} />;
    case "homeownership-game-plan":
      return <SingleOfferSections page={data.page} frame={data} />;
    case "dominion-wealth-bundle":
      return <DominionWealthBundleSections page={data.page} frame={data} />;
    case "property-management-playbook":
      return <SingleOfferSections page={data.page} frame={data} />;
    default:
      return <StoreProductPage data={data} />;
  }
}

type StoreProductData = Extract<SerializeFrom<typeof loader>, { sales: null }>;

function StoreProductPage({ data: { words, product, error, jsonLd } }: { data: StoreProductData }) {
  const [params] = useSearchParams();

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
          {words.backToStore}
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
            <StorePrice price={price} className="mt-4 text-2xl" />
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

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy(status);
  return <ErrorPage status={status} title={copy.title} message={copy.message} />;
}
