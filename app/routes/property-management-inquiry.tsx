import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { InquiryLayout } from "~/components/marketing/inquiry-layout";
import { PlanCard } from "~/components/marketing/plan-card";
import { propertyInquiryPage } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { resolvePlan } from "~/lib/property-plan";
import { LeadForm } from "~/components/forms/lead-form";
import { propertyManagementForm } from "~/services/leads/lead-forms.server";
import { answerLeadPage, leadPage } from "~/services/leads/lead-answer.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

/** The chosen plan (its key and data) from `?plan=`; missing or unknown means basic. */
export const loader = (args: LoaderFunctionArgs) =>
  leadPage(args, propertyInquiryPage, propertyManagementForm, {
    plan: resolvePlan(new URL(args.request.url).searchParams.get("plan")),
  });

export const action = (args: ActionFunctionArgs) => answerLeadPage(args, propertyManagementForm);

export default function PropertyManagementInquiryPage() {
  const { page, plan, form } = useLoaderData<typeof loader>();
  const aside = (
    <section aria-labelledby="selected-plan-title" className="space-y-4">
      <p id="selected-plan-title" className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {page.selectedPlanHeading}
      </p>
      <PlanCard plan={plan} cta={false} />
      <Link
        to={page.changePlan.to}
        className="inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {page.changePlan.label}
      </Link>
    </section>
  );
  return (
    <InquiryLayout page={page} aside={aside}>
      <LeadForm form={form} hidden={{ plan: plan.key }} button="primary" labelledBy="inquiry-form-heading" />
    </InquiryLayout>
  );
}
