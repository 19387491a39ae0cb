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
