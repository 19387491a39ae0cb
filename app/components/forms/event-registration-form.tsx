import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** Money Moves Live registration: name, email and an optional phone. */
export function EventRegistrationForm({ form, labelledBy }: { form: LeadFormView; labelledBy?: string }) {
  return <LeadForm form={form} wide={["phone"]} labelledBy={labelledBy} buttonClassName="btn btn-gold w-full" />;
}
