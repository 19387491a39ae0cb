import { contactForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The contact page's message form. */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  return <LeadForm form={contactForm} wide={["subject"]} labelledBy={labelledBy} />;
}
