import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PLAN_KEYS, propertyManagementPage, propertyPlans, vacancyPromise } from "~/content/property-plans";
import type { RouteHandle } from "~/lib/layout";
import { vacancyPromiseText } from "~/lib/property-plan";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { island } from "~/components/ui/island";
import { PropertyManagementPage } from "./lazy/property-management.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Property Management",
  description: "Property management plans from $85 per property. Vacancies filled in under 30 days or we pay you $30.",
};

/** The page's words and plans come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({
    meta: seoMeta(args, pageSeo),
    page: propertyManagementPage,
    plans: PLAN_KEYS.map((key) => propertyPlans[key]),
    promise: `${vacancyPromise.heading}: ${vacancyPromiseText(vacancyPromise)}`,
  });

export const handle: RouteHandle = { footer: false, navLinks: false, realEstate: true };

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(PropertyManagementPage, () =>
  import("./lazy/property-management").then((page) => page.PropertyManagementPage),
);
