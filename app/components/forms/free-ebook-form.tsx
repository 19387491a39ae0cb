import { freeEbookForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The free E-Book Launch Blueprint: name and email. */
export function FreeEbookForm({ labelledBy }: { labelledBy?: string }) {
  return <LeadForm form={freeEbookForm} labelledBy={labelledBy} buttonClassName="btn btn-gold w-full" />;
}
