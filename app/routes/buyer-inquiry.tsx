import type { MetaFunction } from "@remix-run/cloudflare";
import { InquiryLayout } from "~/components/content/inquiry-layout";
import { buyerInquiryPage as page } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Buy a Home",
    description: "Ready to buy a home? Tell us your timeframe and where you want to live, and we’ll help with down payment assistance, credit coaching and more.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function BuyerInquiryPage() {
  return (
    <InquiryLayout eyebrow={page.eyebrow} title={page.title} intro={page.intro} reassurance={page.reassurance} formHeading={page.formHeading}>
      {/* lead form */}
    </InquiryLayout>
  );
}
