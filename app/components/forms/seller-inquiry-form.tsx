import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The seller's valuation request: contact details, the address and a service level. */
export function SellerInquiryForm({ form, labelledBy, anchor }: { form: LeadFormView; labelledBy?: string; anchor?: string }) {
  return <LeadForm form={form} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-primary w-full" />;
}
