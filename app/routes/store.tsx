import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { shopPage } from "~/content/shop";
import { seoMeta, type PageSeo } from "~/lib/seo";
import type { ShopProduct } from "~/lib/shop-product";
import { answerLeadPost, leadFormView } from "~/services/leads/lead-answer.server";
import { shopWaitlistForm } from "~/services/leads/lead-forms.server";
import { island } from "~/components/ui/island";
import { ShopPage } from "./lazy/store.server";

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

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(ShopPage, () => import("./lazy/store").then((page) => page.ShopPage));
