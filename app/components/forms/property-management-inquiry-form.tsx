import type { PlanKey } from "~/content/property-plans";
import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The landlord's inquiry for the plan chosen on /property-management. */
export function PropertyManagementInquiryForm({ form, plan, labelledBy, anchor }: { form: LeadFormView; plan: PlanKey; labelledBy?: string; anchor?: string }) {
  return <LeadForm form={form} hidden={{ plan }} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-primary w-full" />;
}
