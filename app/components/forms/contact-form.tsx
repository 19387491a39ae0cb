import { contactForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The contact page's message form. */
export function ContactForm({ labelledBy, anchor }: { labelledBy?: string; anchor?: string }) {
  return <LeadForm form={contactForm} labelledBy={labelledBy} anchor={anchor} />;
}
