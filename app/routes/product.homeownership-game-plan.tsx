import type { MetaFunction } from "@remix-run/cloudflare";
import { OfferPanel } from "~/components/content/offer-panel";
import { SalesPage } from "~/components/content/sales-page";
import { homeownershipGamePlanPage as page } from "~/content/sales/homeownership-game-plan";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "90-Day Homeownership Game Plan",
    description: "Your step-by-step 90-day plan to homeownership: $39.97, was $59.97.",
  });

export default function HomeownershipGamePlanPage() {
  return (
    <SalesPage hero={page.hero} testimonials={page.testimonials}>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
