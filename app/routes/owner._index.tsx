import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { WeeklyChart } from "~/components/owner/weekly-chart";
import { FORM_SOURCES } from "~/content/lead-forms";
import { chartSince, weeklyCounts } from "~/lib/chart";
import { leadFilterSearch, pageCount, parseLeadFilter } from "~/lib/lead-filter";
import { seoMeta } from "~/lib/seo";
import { ownerPage } from "~/services/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner-session.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const SOURCES = Object.values(FORM_SOURCES);

/** The leads, newest first, 50 a page; the filter lives in the URL (`/owner?q=…`), so a search is a link. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const filter = parseLeadFilter(new URL(args.request.url).searchParams, SOURCES);
    const now = Date.now();
    const [{ leads, total }, recent] = await Promise.all([
      owner.leads.list(filter),
      owner.leads.since(chartSince(now)),
    ]);
    return json(
      {
        meta: seoMeta(args, { title: "Leads", description: "The leads the site's forms collected.", noindex: true }),
        filter,
        sources: SOURCES,
        leads: leads.map(({ id, created_at, name, email, phone, form_source, status }) => ({
          id,
          created_at,
          name,
          email,
          phone,
          form_source,
          status,
        })),
        total,
        pages: pageCount(total),
        chart: weeklyCounts(recent, now, SOURCES),
        csv: `/owner/leads.csv${leadFilterSearch(filter)}`,
      },
      { headers: owner.headers },
    );
  });

function when(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}

export default function Leads() {
  const { filter, sources, leads, total, pages, chart, csv } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.source || filter.from || filter.to);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-slate-900">Leads</h1>
          <p className="mt-1 text-slate-700" data-testid="lead-total">
            {total} {total === 1 ? "lead" : "leads"}
            {filtered ? " match this filter" : ""}
          </p>
        </div>
        <a href={csv} className="btn btn-secondary btn-sm" download>
          Export CSV
        </a>
      </div>

      <WeeklyChart chart={chart} title="Leads per week by form, last 12 weeks" id="leads-per-week" />

      <Form
        method="get"
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-5"
        role="search"
        aria-label="Filter leads"
      >
        <div className="sm:col-span-2">
          <label htmlFor="filter-q" className="text-sm font-semibold text-slate-800">
            Name, email or phone
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="filter-source" className="text-sm font-semibold text-slate-800">
            Form
          </label>
          <select
            id="filter-source"
            name="source"
            defaultValue={filter.source}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">All forms</option>
            {sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className="text-sm font-semibold text-slate-800">
            From
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="filter-to" className="text-sm font-semibold text-slate-800">
            To
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={filter.to}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div className="flex gap-3 sm:col-span-5">
          <button type="submit" className="btn btn-primary btn-sm">
            Filter
          </button>
          {filtered ? (
            <Link to="/owner" className="btn btn-secondary btn-sm">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {leads.length === 0 ? (
        <p className="text-slate-700">{filtered ? "No lead matches this filter." : "No leads yet."}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Received
                </th>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Phone
                </th>
                <th scope="col" className="px-4 py-3">
                  Form
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {leads.map((lead) => (
                <tr key={lead.id} data-testid="lead-row">
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{when(lead.created_at)}</td>
                  <td className="px-4 py-3">
                    <Link to={`/owner/leads/${lead.id}`} className="font-semibold text-brand-800 underline">
                      {lead.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-slate-800">{lead.email}</td>
                  <td className="px-4 py-3 text-slate-800">{lead.phone ?? ""}</td>
                  <td className="px-4 py-3 text-slate-800">{lead.form_source}</td>
                  <td className="px-4 py-3 capitalize text-slate-800">{lead.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages of leads" className="flex items-center gap-4">
          {filter.page > 1 ? (
            <Link
              to={leadFilterSearch(filter, filter.page - 1) || "?"}
              className="font-semibold text-brand-800 underline"
            >
              Newer
            </Link>
          ) : null}
          <span className="text-slate-700">
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? (
            <Link to={leadFilterSearch(filter, filter.page + 1)} className="font-semibold text-brand-800 underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
