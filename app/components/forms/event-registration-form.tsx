import { eventForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** Money Moves Live registration: name, email and an optional phone. */
export function EventRegistrationForm({ labelledBy, anchor }: { labelledBy?: string; anchor?: string }) {
  return <LeadForm form={eventForm} wide={["phone"]} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-gold w-full" />;
}
