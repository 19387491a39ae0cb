import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buyerInquiryPage } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { buyerForm } from "~/services/leads/lead-forms.server";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";
import { island } from "~/components/ui/island";
import { BuyerInquiryPage } from "./lazy/buyer-inquiry.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

export const loader = (args: LoaderFunctionArgs) => leadPage(args, buyerInquiryPage, buyerForm);

export const action = (args: ActionFunctionArgs) => answerLeadPage(args, buyerForm);

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(BuyerInquiryPage, () => import("./lazy/buyer-inquiry").then((page) => page.BuyerInquiryPage));
