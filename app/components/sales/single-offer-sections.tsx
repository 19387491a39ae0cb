import { OfferPanel } from "~/components/content/offer-panel";
import { SalesPage, type SalesSectionsProps } from "~/components/content/sales-page";
import type { OfferBlock, SalesPageBase } from "~/content/sales/types";

/**
 * A sales page that sells one offer: its panel under the hero (the homeownership game plan, the
 * property management playbook, whose buy button brings the terms checkbox it requires).
 */
export function SingleOfferSections({ page, frame }: SalesSectionsProps<SalesPageBase & { offer: OfferBlock }>) {
  return (
    <SalesPage hero={page.hero} testimonials={page.testimonials} frame={frame}>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
