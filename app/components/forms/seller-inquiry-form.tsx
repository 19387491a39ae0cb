import { sellerForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The seller's valuation request: contact details, the address and a service level. */
export function SellerInquiryForm({ labelledBy, anchor }: { labelledBy?: string; anchor?: string }) {
  return <LeadForm form={sellerForm} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-primary w-full" />;
}
