// The body of /property-management-inquiry, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { InquiryLayout } from "~/components/marketing/inquiry-layout";
import { PlanCard } from "~/components/marketing/plan-card";
import { LeadForm } from "~/components/forms/lead-form";
import type { loader } from "../property-management-inquiry";

export { pageMeta } from "~/root";

export function PropertyManagementInquiryPage() {
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
