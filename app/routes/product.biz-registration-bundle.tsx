import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/content/offer-panel";
import { PageSection, SalesPage } from "~/components/content/sales-page";
import { SectionHeading } from "~/components/ui/section-heading";
import { VideoArea } from "~/components/ui/video-area";
import { bizRegistrationBundlePage } from "~/content/sales/biz-registration-bundle";
import { salesPage } from "~/services/sales/sales-page.server";

export { pageMeta as meta } from "~/root";

export const loader = (args: LoaderFunctionArgs) => salesPage(args, bizRegistrationBundlePage);

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
