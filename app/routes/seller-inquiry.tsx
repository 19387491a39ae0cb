import type { MetaFunction } from "@remix-run/cloudflare";
import { InquiryLayout } from "~/components/content/inquiry-layout";
import { sellerInquiryPage as page } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Free Home Valuation",
    description: "Thinking of selling? Request a free home valuation and choose the listing service that fits your goals.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function SellerInquiryPage() {
  return (
    <InquiryLayout eyebrow={page.eyebrow} title={page.title} intro={page.intro} reassurance={page.reassurance} formHeading={page.formHeading}>
      {/* lead form */}
    </InquiryLayout>
  );
}
