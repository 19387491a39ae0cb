import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** Money Moves Live registration: name, email and an optional phone. */
export function EventRegistrationForm({ form, labelledBy, anchor }: { form: LeadFormView; labelledBy?: string; anchor?: string }) {
  return <LeadForm form={form} wide={["phone"]} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-gold w-full" />;
}
