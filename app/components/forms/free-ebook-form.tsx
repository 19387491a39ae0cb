import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The free E-Book Launch Blueprint: name and email. */
export function FreeEbookForm({ form, labelledBy, anchor }: { form: LeadFormView; labelledBy?: string; anchor?: string }) {
  return <LeadForm form={form} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-gold w-full" />;
}
