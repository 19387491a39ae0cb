import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/content/inquiry-layout";
import { sellerInquiryPage as page } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { LeadForm } from "~/components/forms/lead-form";
import { sellerForm } from "~/lib/lead-schemas";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads-form.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Free Home Valuation",
  description:
    "Thinking of selling? Request a free home valuation and choose the listing service that fits your goals.",
};

export const handle: RouteHandle = { footer: false, navLinks: false };

/** The form below posts here: saved, refused (400) or the store failed (502/503). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({ request, context, form: sellerForm, returnTo: samePage(request) });

/** The form's specs and words for the browser (the action parses with the same definition). */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), form: leadFormView(sellerForm) });

export default function SellerInquiryPage() {
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
        <LeadForm form={form} button="primary" labelledBy="inquiry-form-heading" />
      </div>
    </InquiryLayout>
  );
}
