import { useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/marketing/inquiry-layout";
import { LeadForm } from "~/components/forms/lead-form";
import type { loader } from "../buyer-inquiry";

export { pageMeta } from "~/root";

export function BuyerInquiryPage() {
  const { page, form } = useLoaderData<typeof loader>();
  return (
    <InquiryLayout page={page}>
      <LeadForm form={form} wide={["location"]} button="primary" labelledBy="inquiry-form-heading" />
    </InquiryLayout>
  );
}
