import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/content/inquiry-layout";
import { buyerInquiryPage as page } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { LeadForm } from "~/components/forms/lead-form";
import { buyerForm } from "~/lib/lead-schemas";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads-form.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Buy a Home",
  description:
    "Ready to buy a home? Tell us your timeframe and where you want to live, and we’ll help with down payment assistance, credit coaching and more.",
};

export const handle: RouteHandle = { footer: false, navLinks: false };

/** The form below posts here: saved, refused (400) or the store failed (502/503). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({ request, context, form: buyerForm, returnTo: samePage(request) });

/** The form's specs and words for the browser (the action parses with the same definition). */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), form: leadFormView(buyerForm) });

export default function BuyerInquiryPage() {
  const { form } = useLoaderData<typeof loader>();
  return (
    <InquiryLayout
      eyebrow={page.eyebrow}
      title={page.title}
      intro={page.intro}
      reassurance={page.reassurance}
      formHeading={page.formHeading}
    >
      <div className="mt-8">
        <LeadForm form={form} wide={["location"]} button="primary" labelledBy="inquiry-form-heading" />
      </div>
    </InquiryLayout>
  );
}
