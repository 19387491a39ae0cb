import type { PlanKey } from "~/content/property-plans";
import { propertyManagementForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The landlord's inquiry for the plan chosen on /property-management. */
export function PropertyManagementInquiryForm({ plan, labelledBy, anchor }: { plan: PlanKey; labelledBy?: string; anchor?: string }) {
  return <LeadForm form={propertyManagementForm} hidden={{ plan }} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-primary w-full" />;
}
