import type { MetaFunction } from "@remix-run/cloudflare";
import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage } from "~/components/content/sales-page";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { VideoArea } from "~/components/ui/video-area";
import { businessLaunchAcceleratorPage as page } from "~/content/sales/business-launch-accelerator";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Business Launch Accelerator",
    description: "Launch your business with the $47 digital toolkit or join the four-week coaching accelerator, Thursdays at 8 PM EST.",
  });

export default function BusinessLaunchAcceleratorPage() {
  return (
    <SalesPage hero={page.hero} heroAside={<VideoArea video={page.video} tone="dark" />} testimonials={page.testimonials}>
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
            <OfferPanel key={block.offer} block={block} headingLevel={3} featured={Boolean(block.badge)} index={index} />
          ))}
        </div>
      </PageSection>
    </SalesPage>
  );
}
