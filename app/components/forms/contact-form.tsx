import type { LeadFormView } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The contact page's message form. */
export function ContactForm({ form, labelledBy }: { form: LeadFormView; labelledBy?: string }) {
  return <LeadForm form={form} labelledBy={labelledBy} />;
}
