import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { SalesPage } from "~/components/content/sales-page";
import { homeownershipGamePlanPage } from "~/content/sales/homeownership-game-plan";
import { salesFrame } from "~/lib/sales-page";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "90-Day Homeownership Game Plan",
  description: "Your step-by-step 90-day plan to homeownership: $39.97, was $59.97.",
};

/** The page's words and prices come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), page: homeownershipGamePlanPage, ...salesFrame() });

export default function HomeownershipGamePlanPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} testimonials={page.testimonials} frame={frame}>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
