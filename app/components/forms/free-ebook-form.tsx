import { freeEbookForm } from "~/lib/lead-schemas";
import { LeadForm } from "./lead-form";

/** The free E-Book Launch Blueprint: name and email. */
export function FreeEbookForm({ labelledBy, anchor }: { labelledBy?: string; anchor?: string }) {
  return <LeadForm form={freeEbookForm} labelledBy={labelledBy} anchor={anchor} buttonClassName="btn btn-gold w-full" />;
}
