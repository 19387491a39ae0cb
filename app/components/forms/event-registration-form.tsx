import { eventForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** Money Moves Live registration: name, email and an optional phone. */
export function EventRegistrationForm({ labelledBy }: { labelledBy?: string }) {
  return <LeadForm form={eventForm} wide={["phone"]} labelledBy={labelledBy} buttonClassName="btn btn-gold w-full" />;
}
