import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProductSalesPage } from "~/components/marketing/product-sales-page";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { productPageData } from "~/services/sales/product-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/**
 * Her preview of a product's page, whatever its status (a draft is seen only here): the owner at
 * aal2 only, never indexed.
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const slug = args.params.slug ?? "";
    const { products } = (await args.context.services.site.fresh()).overrides;
    const product = products && Object.hasOwn(products, slug) ? products[slug] : undefined;
    if (!product || product.removed) throw new Response("No such product.", { status: 404 });
    const sale = await productPageData(args, slug, product, { preview: true });
    return json({ ...sale, signedInAs: owner.session.user.email }, { headers: owner.headers });
  });

export default function ProductPreview() {
  const { signedInAs: _signedInAs, ...data } = useLoaderData<typeof loader>();
  return <ProductSalesPage data={data} />;
}
