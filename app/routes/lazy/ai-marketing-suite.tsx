// The body of /product/ai-marketing-suite, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/marketing/offer-panel";
import { PageSection, SalesPage } from "~/components/marketing/sales-page";
import { TierGrid } from "~/components/marketing/tier-grid";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.ai-marketing-suite";

export { pageMeta } from "~/root";

export function AiMarketingSuitePage() {
  const { page, subscriptionPromise: promise, ...frame } = useLoaderData<typeof loader>();
  const dfy = page.doneForYou;
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.playbook} featured />
      </div>
      <PageSection id={dfy.id} labelledBy="done-for-you-heading" tone="tint">
        <SectionHeading id="done-for-you-heading" eyebrow={dfy.eyebrow} title={dfy.heading} intro={dfy.intro} />
        <TierGrid tiers={dfy.tiers} highlightLabel={dfy.highlightLabel} />
        <div className="mx-auto mt-12 max-w-2xl text-center">
          <h3 className="font-display text-xl font-bold text-slate-900">{promise.heading}</h3>
          <p className="mt-2 text-slate-700">{promise.text}</p>
        </div>
      </PageSection>
    </SalesPage>
  );
}
