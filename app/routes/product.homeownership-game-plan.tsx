import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { SalesPage } from "~/components/marketing/sales-page";
import { homeownershipGamePlanPage } from "~/content/sales/homeownership-game-plan";

export { pageMeta as meta } from "~/root";

// Imported when the loader runs: the browser's build carries no stand-in for it (docs/decisions/0032).
export const loader = (args: LoaderFunctionArgs) =>
  import("~/services/sales/sales-page.server").then((sales) => sales.salesPage(args, homeownershipGamePlanPage));

export default function HomeownershipGamePlanPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <FeaturedOffer block={page.offer} />
    </SalesPage>
  );
}
