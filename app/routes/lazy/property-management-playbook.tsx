import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { SalesPage } from "~/components/marketing/sales-page";
import type { loader } from "../product.property-management-playbook";

export { pageMeta } from "~/root";

/* The buy button brings the terms checkbox this offer requires (app/lib/checkout.ts). */
export function PropertyManagementPlaybookPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <FeaturedOffer block={page.offer} />
    </SalesPage>
  );
}
