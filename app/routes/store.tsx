import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { LeadForm } from "~/components/forms/lead-form";
import { ProductGrid, ProductGridSkeleton, ShopMessage } from "~/components/shop/product-grid";
import { shopPage } from "~/content/shop";
import { seoMeta, type PageSeo } from "~/lib/seo";
import type { ShopProduct } from "~/lib/shop-product";
import { answerLeadPost, leadFormView } from "~/services/leads/lead-answer.server";
import { shopWaitlistForm } from "~/services/leads/lead-forms.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

const pageSeo: PageSeo = { title: shopPage.title, description: shopPage.metaDescription };

/** While the shop is not open (production without STORE_ID): "tell me when it opens", a lead. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (context.services.shop.open) throw new Response("Method Not Allowed", { status: 405 });
  return answerLeadPost({ request, context, form: shopWaitlistForm, returnTo: "/store" });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const meta = seoMeta({ request, context }, pageSeo);
  // The page's words travel as data (decision 0002).
  const words = {
    heading: shopPage.heading,
    intro: shopPage.intro,
    empty: shopPage.empty,
    loading: shopPage.loading,
  };
  if (!context.services.shop.open) {
    const opensSoon = { heading: shopPage.opensSoon.heading, text: shopPage.opensSoon.text };
    return json({
      meta,
      words,
      products: [] as ShopProduct[],
      error: null,
      opensSoon,
      form: leadFormView(shopWaitlistForm),
    });
  }
  const closed = { opensSoon: null, form: null };
  try {
    const products = await context.services.shop.listProducts();
    return json({ meta, words, products, error: null as string | null, ...closed });
  } catch (error) {
    console.error("Store products failed:", error);
    const message = error instanceof Error && error.message ? error.message : shopPage.defaultLoadError;
    return json(
      { meta, words, products: [] as ShopProduct[], error: shopPage.loadError(message), ...closed },
      { status: 502 },
    );
  }
}

export default function ShopPage() {
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
