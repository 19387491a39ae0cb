import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { SalesPage } from "~/components/marketing/sales-page";
import { homeownershipGamePlanPage } from "~/content/sales/homeownership-game-plan";
import { salesPage } from "~/services/sales/sales-page.server";

export { pageMeta as meta } from "~/root";

export const loader = (args: LoaderFunctionArgs) => salesPage(args, homeownershipGamePlanPage);

export default function HomeownershipGamePlanPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <FeaturedOffer block={page.offer} />
    </SalesPage>
  );
}
