import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/content/inquiry-layout";
import { PlanCard } from "~/components/content/plan-card";
import { propertyInquiryPage as page } from "~/content/inquiries";
import type { RouteHandle } from "~/lib/layout";
import { resolvePlan } from "~/lib/property-plan";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { LeadForm } from "~/components/forms/lead-form";
import { propertyManagementForm } from "~/lib/lead-schemas";
import { answerLeadPost, leadFormView, samePage } from "~/services/leads-form.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Property Management Inquiry",
  description: "Tell us about your rental properties and the plan you want, and we’ll get back to you soon.",
};

export const handle: RouteHandle = { footer: false, navLinks: false };

/** The chosen plan (its key and data) from `?plan=`; missing or unknown means basic. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    meta: seoMeta({ request, context }, pageSeo),
    plan: resolvePlan(new URL(request.url).searchParams.get("plan")),
    form: leadFormView(propertyManagementForm),
  });
}

/** The form below posts here: saved, refused (400) or the store failed (502/503). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerLeadPost({ request, context, form: propertyManagementForm, returnTo: samePage(request) });

export default function PropertyManagementInquiryPage() {
  const { plan, form } = useLoaderData<typeof loader>();
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
    <InquiryLayout
      eyebrow={page.eyebrow}
      title={page.title}
      intro={page.intro}
      aside={aside}
      formHeading={page.formHeading}
    >
      <div className="mt-8">
        <LeadForm form={form} hidden={{ plan: plan.key }} button="primary" labelledBy="inquiry-form-heading" />
      </div>
    </InquiryLayout>
  );
}
