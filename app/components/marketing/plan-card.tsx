import { Link } from "~/components/ui/link";
import { CheckList } from "~/components/ui/check-list";
import type { PropertyPlan } from "~/content/property-plans";
import { planInquiryHref } from "~/lib/property-plan";

export const MOST_POPULAR = "Most Popular";

/** A property-management plan; with `cta` it links to the inquiry form for that plan. */
export function PlanCard({
  plan,
  index = 0,
  cta = true,
  headingLevel = 2,
}: {
  plan: PropertyPlan;
  index?: number;
  cta?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `plan-${plan.key}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.key}
      data-highlight={plan.highlight ? "true" : undefined}
      className={`card-enter relative flex h-full flex-col rounded-3xl p-8 ${plan.highlight ? "bg-brand-900 text-white shadow-xl ring-2 ring-gold-400" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
      style={{ animationDelay: `${index * 0.05}s` }}
    >
      {plan.highlight ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-gold-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
          {MOST_POPULAR}
        </p>
      ) : null}
      <Heading
        id={headingId}
        className={`font-display text-2xl font-bold ${plan.highlight ? "text-white" : "text-slate-900"}`}
      >
        {plan.name}
      </Heading>
      <p className="mt-4 flex items-baseline gap-2">
        <span
          className={`font-display text-5xl font-bold ${plan.highlight ? "text-white" : "text-slate-900"}`}
          data-price
        >
          {plan.price}
        </span>
        <span className={plan.highlight ? "text-slate-200" : "text-slate-600"}>{plan.unit}</span>
      </p>
      <p className={`mt-4 ${plan.highlight ? "text-slate-200" : "text-slate-700"}`}>{plan.summary}</p>
      <CheckList points={plan.features} tone={plan.highlight ? "dark" : "light"} className="mt-6 flex-1" />
      {cta ? (
        <Link
          to={planInquiryHref(plan.key)}
          className={`btn mt-8 w-full ${plan.highlight ? "btn-gold" : "btn-primary"}`}
        >
          {plan.buttonText}
        </Link>
      ) : null}
    </article>
  );
}
