import { buyerForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The home buyer's inquiry: contact details, timeframe, where, and what would help. */
export function BuyerInquiryForm({ labelledBy }: { labelledBy?: string }) {
  return <LeadForm form={buyerForm} wide={["location"]} labelledBy={labelledBy} buttonClassName="btn btn-primary w-full" />;
}
