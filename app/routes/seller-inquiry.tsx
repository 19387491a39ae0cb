import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sellerInquiryPage } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { sellerForm } from "~/services/leads/lead-forms.server";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";
import { island } from "~/components/ui/island";
import { SellerInquiryPage } from "./lazy/seller-inquiry.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

export const loader = (args: LoaderFunctionArgs) => leadPage(args, sellerInquiryPage, sellerForm);

export const action = (args: ActionFunctionArgs) => answerLeadPage(args, sellerForm);

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(SellerInquiryPage, () => import("./lazy/seller-inquiry").then((page) => page.SellerInquiryPage));
