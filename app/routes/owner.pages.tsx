import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DailyChart, OffersTable, PagesTable } from "~/components/owner/page-report";
import { namedOffers, namedPages } from "~/lib/page-report";
import { seoMeta } from "~/lib/seo";
import { readPageReport } from "~/services/counts/page-counts.server";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** Which pages work: every public page's visits, leads and sales, per offer its checkouts, per day visits and leads. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const report = await readPageReport(args.context.config.d1);
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, {
          title: "Pages",
          description: "Which pages bring visitors, leads and sales.",
          noindex: true,
        }),
        pages: namedPages(report.pages),
        offers: namedOffers(report.offers),
        days: report.days,
      },
      { headers: owner.headers },
    );
  });

export default function Pages() {
  const { pages, offers, days } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-slate-900">Which pages work</h1>
        <p className="mt-1 max-w-2xl text-slate-700">
          Visits by people (not search engines or other robots, and not you), the leads their forms brought and the
          purchases started there. The rate is leads and purchases started per 100 visits. Nothing about who visited is
          kept.
        </p>
      </div>
      <PagesTable rows={pages} caption="Every page, busiest first: visits, leads and sales started" />
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyChart days={days} count="visits" title="Visits per day, last 30 days" id="visits-per-day" />
        <DailyChart days={days} count="leads" title="Leads per day, last 30 days" id="leads-per-day" />
      </div>
      <section aria-labelledby="offers-heading" className="space-y-3">
        <h2 id="offers-heading" className="font-display text-2xl font-bold text-slate-900">
          Checkouts per offer
        </h2>
        <OffersTable rows={offers} />
      </section>
    </main>
  );
}
