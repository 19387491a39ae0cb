import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The home buyer's inquiry: contact details, timeframe, where, and what would help. */
export function BuyerInquiryForm({ form, labelledBy }: { form: LeadFormView; labelledBy?: string }) {
  return <LeadForm form={form} wide={["location"]} labelledBy={labelledBy} buttonClassName="btn btn-primary w-full" />;
}
