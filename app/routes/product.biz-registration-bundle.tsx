import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { PageSection } from "~/components/marketing/sales-page";
import { VideoSalesPage } from "~/components/marketing/video-sales-page";
import { SalesCard } from "~/components/marketing/sales-card";
import { SectionHeading } from "~/components/ui/section-heading";
import { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, bizRegistrationBundlePage));

export default function BizRegistrationBundlePage() {
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
