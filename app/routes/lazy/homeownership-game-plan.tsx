// The body of /product/homeownership-game-plan, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { SalesPage } from "~/components/marketing/sales-page";
import type { loader } from "../product.homeownership-game-plan";

export { pageMeta } from "~/root";

export function HomeownershipGamePlanPage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <FeaturedOffer block={page.offer} />
    </SalesPage>
  );
}
