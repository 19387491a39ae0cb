import type { PlanKey } from "~/content/property-plans";
import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The landlord's inquiry for the plan chosen on /property-management. */
export function PropertyManagementInquiryForm({
  form,
  plan,
  labelledBy,
}: {
  form: LeadFormView;
  plan: PlanKey;
  labelledBy?: string;
}) {
  return <LeadForm form={form} hidden={{ plan }} labelledBy={labelledBy} buttonClassName="btn btn-primary w-full" />;
}
