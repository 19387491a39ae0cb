import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The free E-Book Launch Blueprint: name and email. */
export function FreeEbookForm({ form, labelledBy }: { form: LeadFormView; labelledBy?: string }) {
  return <LeadForm form={form} labelledBy={labelledBy} buttonClassName="btn btn-gold w-full" />;
}
