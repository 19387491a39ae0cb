import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage, type SalesSectionsProps } from "~/components/content/sales-page";
import { SalesCard } from "./sales-card";
import { SectionHeading } from "~/components/ui/section-heading";
import type { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";

export function BizRegistrationBundleSections({ page, frame }: SalesSectionsProps<typeof bizRegistrationBundlePage>) {
  return (
    <SalesPage hero={page.hero} video={page.video} testimonials={page.testimonials} frame={frame}>
      <PageSection labelledBy="inside-heading" tone="tint">
        <SectionHeading id="inside-heading" title={page.inside.heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.inside.items.map((item, index) => (
            <SalesCard key={item.title} title={item.title} text={item.text} index={index} />
          ))}
        </ul>
      </PageSection>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
