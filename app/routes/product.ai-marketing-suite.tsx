import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage } from "~/components/content/sales-page";
import { TierGrid } from "~/components/content/tier-grid";
import { SectionHeading } from "~/components/ui/section-heading";
import { subscriptionPromise } from "~/content/legal";
import { aiMarketingSuitePage } from "~/content/sales/ai-marketing-suite";
import { salesFrame } from "~/lib/sales-page";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "AI Marketing Suite",
  description:
    "The AI Playbook for $27, or done-for-you monthly AI content plans from $97 a month. No contracts, cancel anytime.",
};

/** The page's words and prices come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), page: aiMarketingSuitePage, subscriptionPromise, ...salesFrame() });

export default function AiMarketingSuitePage() {
  const { page, subscriptionPromise: promise, ...frame } = useLoaderData<typeof loader>();
  const dfy = page.doneForYou;
  return (
    <SalesPage hero={page.hero} testimonials={page.testimonials} frame={frame}>
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
