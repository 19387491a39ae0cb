import { Link } from "~/components/ui/link";
import { conversionRate, type OfferRow, type PageRow, type WindowCounts } from "~/lib/page-report";
import { BarChart, ChartTable } from "./bar-chart";

/**
 * Which pages work: per page, visits, leads and sales over three windows (a table on wider
 * screens, a card per page on a phone), per offer checkouts started and paid, and visits and
 * leads per day drawn on the server.
 */

export interface NamedPageRow extends PageRow {
  name: string;
}

const WINDOWS = [
  { key: "last7", label: "Last 7 days" },
  { key: "last30", label: "Last 30 days" },
  { key: "previous30", label: "The 30 days before" },
] as const;

const COUNTS = [
  { key: "visits", label: "Visits" },
  { key: "leads", label: "Leads" },
  { key: "sales", label: "Sales started" },
] as const;

function PageName({ row }: { row: NamedPageRow }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{row.name}</span>
      <span className="block break-all text-sm text-slate-600">{row.path}</span>
    </>
  );
}

/** One window's counts in a card: "12 visits · 1 lead · 0 sales started · 8.3%". */
function cardLine(counts: WindowCounts): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    plural(counts.visits, "visit", "visits"),
    plural(counts.leads, "lead", "leads"),
    plural(counts.sales, "sale started", "sales started"),
    `rate ${conversionRate(counts)}`,
  ].join(" · ");
}

/** `brief`: the last 7 and 30 days only (the first screen of /owner). */
export function PagesTable({
  rows,
  caption,
  brief = false,
}: {
  rows: readonly NamedPageRow[];
  caption: string;
  brief?: boolean;
}) {
  const windows = brief ? WINDOWS.slice(0, 2) : WINDOWS;
  if (rows.length === 0) {
    return <p className="text-slate-700">No visits counted yet: a page appears here once a visitor opens it.</p>;
  }
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li
            key={row.path}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="page-card"
          >
            <PageName row={row} />
            <dl className="mt-2 space-y-1 text-sm">
              {windows.map((window) => (
                <div key={window.key}>
                  <dt className="inline font-semibold text-slate-700">{window.label}: </dt>
                  <dd className="inline text-slate-800">{cardLine(row[window.key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
        <table className="min-w-full text-left text-sm" data-testid="pages-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" rowSpan={2} className="px-4 py-2 align-bottom">
                Page
              </th>
              {windows.map((window) => (
                <th
                  key={window.key}
                  scope="colgroup"
                  colSpan={window.key === "last30" ? 4 : 3}
                  className="border-l border-slate-200 px-4 py-2 text-center"
                >
                  {window.label}
                </th>
              ))}
            </tr>
            <tr>
              {windows.map((window) => (
                <ColumnHeads key={window.key} rate={window.key === "last30"} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {rows.map((row) => (
              <tr key={row.path} data-testid="page-row">
                <th scope="row" className="px-4 py-3 font-normal">
                  <PageName row={row} />
                </th>
                {windows.map((window) => (
                  <WindowCells key={window.key} counts={row[window.key]} rate={window.key === "last30"} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ColumnHeads({ rate }: { rate: boolean }) {
  return (
    <>
      {COUNTS.map((count, i) => (
        <th
          key={count.key}
          scope="col"
          className={`px-3 py-2 text-right font-medium ${i === 0 ? "border-l border-slate-200" : ""}`}
        >
          {count.label}
        </th>
      ))}
      {rate ? (
        <th scope="col" className="px-3 py-2 text-right font-medium" title="Leads and sales started per 100 visits">
          Rate
        </th>
      ) : null}
    </>
  );
}

function WindowCells({ counts, rate }: { counts: WindowCounts; rate: boolean }) {
  return (
    <>
      {COUNTS.map((count, i) => (
        <td key={count.key} className={`px-3 py-3 text-right ${i === 0 ? "border-l border-slate-100" : ""}`}>
          {counts[count.key]}
        </td>
      ))}
      {rate ? <td className="px-3 py-3 text-right">{conversionRate(counts)}</td> : null}
    </>
  );
}

export interface NamedOfferRow extends OfferRow {
  name: string;
}

/** Per offer: checkouts started and paid, last 7 and last 30 days. */
export function OffersTable({ rows }: { rows: readonly NamedOfferRow[] }) {
  if (rows.length === 0) return <p className="text-slate-700">No checkout started yet.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="offers-table">
        <caption className="sr-only">Checkouts started and paid per offer</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Offer
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Started, 7 days
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Paid, 7 days
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Started, 30 days
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Paid, 30 days
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => (
            <tr key={row.offer} data-testid="offer-row">
              <th scope="row" className="px-3 py-3 font-normal">
                {row.name}
              </th>
              <td className="px-3 py-3 text-right">{row.started7}</td>
              <td className="px-3 py-3 text-right">{row.paid7}</td>
              <td className="px-3 py-3 text-right">{row.started30}</td>
              <td className="px-3 py-3 text-right">{row.paid30}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Built once: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const dayOfMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => dayOfMonth.format(new Date(`${day}T00:00:00Z`));

/** Visits or leads per day for the last 30 days, with a table of the same numbers for screen readers. */
export function DailyChart({
  days,
  count,
  title,
  id,
}: {
  days: ReadonlyArray<{ day: string; visits: number; leads: number }>;
  count: "visits" | "leads";
  title: string;
  id: string;
}) {
  const name = count === "visits" ? "Visits" : "Leads";
  return (
    <BarChart
      chart={{ columns: days.map((d) => d.day), series: [{ name, values: days.map((d) => d[count]) }] }}
      title={title}
      id={id}
      columnLabel={dayLabel}
      formatValue={String}
      labelEvery={{ phone: 10, wide: 3 }}
      barTitle={(_series, day, value) => `${dayLabel(day)}: ${value} ${count}`}
    >
      <ChartTable
        title={title}
        head={
          <>
            <th scope="col">Day</th>
            <th scope="col">{name}</th>
          </>
        }
      >
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">{dayLabel(d.day)}</th>
            <td>{d[count]}</td>
          </tr>
        ))}
      </ChartTable>
    </BarChart>
  );
}

/** The top pages on the owner's first screen, with the way to the whole report. */
export function TopPages({ rows }: { rows: readonly NamedPageRow[] }) {
  return (
    <section aria-labelledby="top-pages-heading" className="space-y-3" data-testid="top-pages">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-pages-heading" className="font-display text-2xl font-bold text-slate-900">
          Pages that bring visitors
        </h2>
        <Link to="/owner/pages" className="font-semibold text-brand-800 underline">
          Every page, leads and sales
        </Link>
      </div>
      <PagesTable rows={rows} caption="Your five busiest pages of the last 30 days" brief />
    </section>
  );
}
