import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { LeadForm } from "~/components/forms/lead-form";
import { ProductGrid, ProductGridSkeleton, StoreMessage } from "~/components/store/product-grid";
import { storePage } from "~/content/store";
import { seoMeta, type PageSeo } from "~/lib/seo";
import type { StoreProduct } from "~/lib/store-product";
import { answerLeadPost, leadFormView } from "~/services/leads/lead-answer.server";
import { shopWaitlistForm } from "~/services/leads/lead-forms.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

const pageSeo: PageSeo = { title: storePage.title, description: storePage.metaDescription };

/** While the shop is not open (production without STORE_ID): "tell me when it opens", a lead. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (context.services.store.open) throw new Response("Method Not Allowed", { status: 405 });
  return answerLeadPost({ request, context, form: shopWaitlistForm, returnTo: "/store" });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const meta = seoMeta({ request, context }, pageSeo);
  // The page's words travel as data (decision 0002).
  const words = {
    heading: storePage.heading,
    intro: storePage.intro,
    empty: storePage.empty,
    loading: storePage.loading,
  };
  if (!context.services.store.open) {
    const opensSoon = { heading: storePage.opensSoon.heading, text: storePage.opensSoon.text };
    return json({
      meta,
      words,
      products: [] as StoreProduct[],
      error: null,
      opensSoon,
      form: leadFormView(shopWaitlistForm),
    });
  }
  const closed = { opensSoon: null, form: null };
  try {
    const products = await context.services.store.listProducts();
    return json({ meta, words, products, error: null as string | null, ...closed });
  } catch (error) {
    console.error("Store products failed:", error);
    const message = error instanceof Error && error.message ? error.message : storePage.defaultLoadError;
    return json(
      { meta, words, products: [] as StoreProduct[], error: storePage.loadError(message), ...closed },
      { status: 502 },
    );
  }
}

export default function StorePage() {
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
          <StoreMessage tone="error">{error}</StoreMessage>
        ) : products.length === 0 ? (
          <StoreMessage tone="empty">{words.empty}</StoreMessage>
        ) : (
          <ProductGrid products={products} loadingId={openingProduct} />
        )}
      </div>
    </main>
  );
}
