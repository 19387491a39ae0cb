import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { PageSection } from "~/components/marketing/sales-page";
import { VideoSalesPage } from "~/components/marketing/video-sales-page";
import { SalesCard } from "~/components/marketing/sales-card";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.biz-registration-bundle";

export { pageMeta } from "~/root";

export function BizRegistrationBundlePage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <VideoSalesPage page={page} frame={frame}>
      <PageSection labelledBy="inside-heading" tone="tint">
        <SectionHeading id="inside-heading" title={page.inside.heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.inside.items.map((item, index) => (
            <SalesCard key={item.title} title={item.title} text={item.text} index={index} />
          ))}
        </ul>
      </PageSection>
      <FeaturedOffer block={page.offer} />
    </VideoSalesPage>
  );
}
