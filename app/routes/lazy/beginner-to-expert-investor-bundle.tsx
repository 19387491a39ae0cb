// The body of /product/beginner-to-expert-investor-bundle, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { FeaturedOffer } from "~/components/marketing/offer-panel";
import { PageSection, SalesPage } from "~/components/marketing/sales-page";
import { SectionHeading } from "~/components/ui/section-heading";
import type { loader } from "../product.beginner-to-expert-investor-bundle";

export { pageMeta } from "~/root";

export function BeginnerToExpertInvestorBundlePage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage hero={page.hero} sell={page.sell} testimonials={page.testimonials} frame={frame}>
      <PageSection labelledBy="learning-path-heading" tone="tint">
        <SectionHeading id="learning-path-heading" title={page.learningPath.heading} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.learningPath.points.map((point, index) => (
            <li
              key={point}
              className="card-enter rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              style={{ animationDelay: `${index * 0.05}s` }}
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="mt-4 font-medium text-slate-800">{point}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <FeaturedOffer block={page.offer} />
    </SalesPage>
  );
}
