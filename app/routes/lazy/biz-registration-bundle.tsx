// The body of /product/biz-registration-bundle, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
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
