import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/marketing/inquiry-layout";
import { LeadForm } from "~/components/forms/lead-form";
import { buyerInquiryPage } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { buyerForm } from "~/services/leads/lead-forms.server";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

export const loader = (args: LoaderFunctionArgs) => leadPage(args, buyerInquiryPage, buyerForm);

export const action = (args: ActionFunctionArgs) => answerLeadPage(args, buyerForm);

export default function BuyerInquiryPage() {
  const { page, form } = useLoaderData<typeof loader>();
  return (
    <InquiryLayout page={page}>
      <LeadForm form={form} wide={["location"]} button="primary" labelledBy="inquiry-form-heading" />
    </InquiryLayout>
  );
}
