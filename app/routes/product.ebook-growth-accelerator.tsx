import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ebookGrowthAcceleratorPage } from "~/content/sales/ebook-growth-accelerator";
import { salesPage } from "~/services/sales/sales-page.server";
import { freeEbookForm } from "~/services/leads/lead-forms.server";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads/lead-answer.server";
import { blueprintFollowUp } from "~/services/email/blueprint.server";
import { island } from "~/components/ui/island";
import { EbookGrowthAcceleratorPage } from "./lazy/ebook-growth-accelerator.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";
/**
 * The form below posts here: saved, refused (400) or the store failed (502/503). Once saved, the
 * blueprint's email goes out after the answer (its button confirms the email list and downloads).
 */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({
    request,
    context,
    form: freeEbookForm,
    returnTo: samePage(request),
    followUp: blueprintFollowUp(context),
  });
/** The form's specs and words for the browser (the action parses with the same definition). */
export const loader = (args: LoaderFunctionArgs) =>
  salesPage(args, ebookGrowthAcceleratorPage, { form: leadFormView(freeEbookForm) });

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(EbookGrowthAcceleratorPage, () =>
  import("./lazy/ebook-growth-accelerator").then((page) => page.EbookGrowthAcceleratorPage),
);
