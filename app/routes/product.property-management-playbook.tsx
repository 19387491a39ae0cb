import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { SalesPage } from "~/components/content/sales-page";
import { propertyManagementPlaybookPage } from "~/content/sales/property-management-playbook";
import { salesFrame } from "~/lib/sales-page";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Property Management Playbook",
  description:
    "The landlord’s playbook for finding tenants, collecting rent and protecting your property: $9.97 special offer.",
};

/** The page's words and prices come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), page: propertyManagementPlaybookPage, ...salesFrame() });

/* The buy button brings the terms checkbox this offer requires (app/lib/checkout.ts). */
export default function PropertyManagementPlaybookPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} testimonials={page.testimonials} frame={frame}>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
