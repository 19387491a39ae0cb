import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage } from "~/components/content/sales-page";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { VideoArea } from "~/components/ui/video-area";
import { businessLaunchAcceleratorPage } from "~/content/sales/business-launch-accelerator";
import { salesFrame } from "~/lib/sales-page";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Business Launch Accelerator",
  description:
    "Launch your business with the $47 digital toolkit or join the four-week coaching accelerator, Thursdays at 8 PM EST.",
};

/** The page's words and prices come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), page: businessLaunchAcceleratorPage, ...salesFrame() });

export default function BusinessLaunchAcceleratorPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage
      hero={page.hero}
      heroAside={<VideoArea video={page.video} tone="dark" />}
      testimonials={page.testimonials}
      frame={frame}
    >
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
    </SalesPage>
  );
}
