import { buyerForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The home buyer's inquiry: contact details, timeframe, where, and what would help. */
export function BuyerInquiryForm({ labelledBy, anchor }: { labelledBy?: string; anchor?: string }) {
  return <LeadForm form={buyerForm} wide={["location"]} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-primary w-full" />;
}
