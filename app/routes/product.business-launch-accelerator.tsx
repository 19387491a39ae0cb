import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/marketing/offer-panel";
import { PageSection } from "~/components/marketing/sales-page";
import { VideoSalesPage } from "~/components/marketing/video-sales-page";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { businessLaunchAcceleratorPage } from "~/content/sales/business-launch-accelerator";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, businessLaunchAcceleratorPage));

export default function BusinessLaunchAcceleratorPage() {
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
