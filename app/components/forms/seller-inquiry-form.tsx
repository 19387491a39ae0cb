import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The seller's valuation request: contact details, the address and a service level. */
export function SellerInquiryForm({ form, labelledBy }: { form: LeadFormView; labelledBy?: string }) {
  return <LeadForm form={form} labelledBy={labelledBy} buttonClassName="btn btn-primary w-full" />;
}
