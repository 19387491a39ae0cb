import type { PlanKey } from "~/content/property-plans";
import { propertyManagementForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The landlord's inquiry for the plan chosen on /property-management. */
export function PropertyManagementInquiryForm({ plan, labelledBy }: { plan: PlanKey; labelledBy?: string }) {
  return <LeadForm form={propertyManagementForm} hidden={{ plan }} labelledBy={labelledBy} buttonClassName="btn btn-primary w-full" />;
}
