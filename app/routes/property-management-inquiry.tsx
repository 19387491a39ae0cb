import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { propertyInquiryPage } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { resolvePlan } from "~/lib/property-plan";
import { propertyManagementForm } from "~/services/leads/lead-forms.server";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";
import { island } from "~/components/ui/island";
import { PropertyManagementInquiryPage } from "./lazy/property-management-inquiry.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

/** The chosen plan (its key and data) from `?plan=`; missing or unknown means basic. */
export const loader = (args: LoaderFunctionArgs) =>
  leadPage(args, propertyInquiryPage, propertyManagementForm, {
    plan: resolvePlan(new URL(args.request.url).searchParams.get("plan")),
  });

export const action = (args: ActionFunctionArgs) => answerLeadPage(args, propertyManagementForm);

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(PropertyManagementInquiryPage, () =>
  import("./lazy/property-management-inquiry").then((page) => page.PropertyManagementInquiryPage),
);
