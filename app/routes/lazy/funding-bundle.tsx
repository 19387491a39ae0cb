// The body of /product/funding-bundle, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/marketing/offer-panel";
import { PageSection, SalesPage } from "~/components/marketing/sales-page";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.funding-bundle";

export { pageMeta } from "~/root";

export function FundingBundlePage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <PageSection labelledBy="ebooks-heading">
        <SectionHeading id="ebooks-heading" eyebrow="The ebooks" title="Start with the credit you need most" />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {page.ebooks.map((block, index) => (
            <OfferPanel key={block.offer} block={block} headingLevel={3} index={index} />
          ))}
        </div>
      </PageSection>
      <div className="bg-brand-50/60">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <OfferPanel block={page.bundle} featured />
        </div>
      </div>
    </SalesPage>
  );
}
