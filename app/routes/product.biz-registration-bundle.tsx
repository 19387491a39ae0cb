import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage } from "~/components/content/sales-page";
import { SectionHeading } from "~/components/ui/section-heading";
import { VideoArea } from "~/components/ui/video-area";
import { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";
import { salesFrame } from "~/lib/sales-page";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Biz Registration Bundle",
  description:
    "Register your business the right way: 50-state guide, video walkthrough, EIN and compliance checklists and lifetime updates for $47.",
};

/** The page's words and prices come as data, so they stay out of its script. */
export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, pageSeo), page: bizRegistrationBundlePage, ...salesFrame() });

export default function BizRegistrationBundlePage() {
  const { page, ...frame } = useLoaderData<typeof loader>();
  return (
    <SalesPage
      hero={page.hero}
      heroAside={<VideoArea video={page.video} tone="dark" />}
      testimonials={page.testimonials}
      frame={frame}
    >
      <PageSection labelledBy="inside-heading" tone="tint">
        <SectionHeading id="inside-heading" title={page.inside.heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.inside.items.map((item, index) => (
            <li
              key={item.title}
              className="card-enter rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              style={{ animationDelay: `${index * 0.05}s` }}
            >
              <h3 className="font-display text-xl font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <OfferPanel block={page.offer} featured />
      </div>
    </SalesPage>
  );
}
