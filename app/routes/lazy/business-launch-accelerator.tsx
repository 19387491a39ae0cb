// The body of /product/business-launch-accelerator, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/marketing/offer-panel";
import { PageSection } from "~/components/marketing/sales-page";
import { VideoSalesPage } from "~/components/marketing/video-sales-page";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.business-launch-accelerator";

export { pageMeta } from "~/root";

export function BusinessLaunchAcceleratorPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <VideoSalesPage page={page} frame={frame}>
      <PageSection labelledBy="who-for-heading" tone="tint">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <SectionHeading id="who-for-heading" title={page.whoFor.heading} align="left" />
          <CheckList points={page.whoFor.points} />
        </div>
      </PageSection>
      <PageSection labelledBy="offers-heading">
        <SectionHeading id="offers-heading" title={page.offersHeading} />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {page.offerBlocks.map((block, index) => (
            <OfferPanel
              key={block.offer}
              block={block}
              headingLevel={3}
              featured={Boolean(block.badge)}
              index={index}
            />
          ))}
        </div>
      </PageSection>
    </VideoSalesPage>
  );
}
