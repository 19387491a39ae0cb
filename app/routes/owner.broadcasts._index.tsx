import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { broadcastPage } from "~/content/broadcasts";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import { broadcastServices } from "~/services/broadcasts/owner-broadcasts.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { ownerPage } from "~/services/owner/owner-forms.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** Broadcasts the list shows (newest first). */
const LIST_LIMIT = 100;

export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const broadcasts = broadcastServices(args.context);
    if (!broadcasts) throw json({ message: broadcastPage.unavailable }, { status: 503, headers: owner.headers });
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: broadcastPage.title, description: "Your broadcasts.", noindex: true }),
        broadcasts: (await broadcasts.records.list(LIST_LIMIT)).map((b) => ({
          id: b.id,
          subject: b.subject,
          status: b.status,
          sendAt: b.sendAt,
          counts: b.counts,
        })),
      },
      { headers: owner.headers },
    );
  });

export default function BroadcastsPage() {
  const { broadcasts } = useLoaderData<typeof loader>();
  const { columns } = broadcastPage;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-slate-900">{broadcastPage.title}</h1>
      <p className="text-slate-700">{broadcastPage.intro}</p>
      <p>
        <Link to="/owner/broadcasts/new" className="btn btn-primary">
          {broadcastPage.newLink}
        </Link>
      </p>
      {broadcasts.length === 0 ? (
        <p className="text-slate-700">{broadcastPage.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-left text-sm" data-testid="broadcasts">
            <caption className="sr-only">{broadcastPage.listCaption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  columns.subject,
                  columns.status,
                  columns.sendAt,
                  columns.queued,
                  columns.sent,
                  columns.failed,
                  columns.skipped,
                  columns.unsubscribes,
                ].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {broadcasts.map((b) => (
                <tr key={b.id} data-testid={`broadcast-${b.id}`}>
                  <th scope="row" className="min-w-48 px-3 py-2 font-semibold [overflow-wrap:anywhere]">
                    <Link to={`/owner/broadcasts/${b.id}`} className="text-brand-800 underline">
                      {b.subject}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{broadcastPage.statuses[b.status]}</td>
                  <td className="px-3 py-2">{ownerTime(b.sendAt)}</td>
                  <td className="px-3 py-2" data-count="queued">
                    {b.counts.queued}
                  </td>
                  <td className="px-3 py-2" data-count="sent">
                    {b.counts.sent}
                  </td>
                  <td className="px-3 py-2" data-count="failed">
                    {b.counts.failed}
                  </td>
                  <td className="px-3 py-2" data-count="skipped">
                    {b.counts.skipped}
                  </td>
                  <td className="px-3 py-2" data-count="unsubscribes">
                    {b.counts.unsubscribes}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
