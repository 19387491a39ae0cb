import { columnTotals, type BarChartData } from "~/lib/chart";
import { formatOrderAmount, monthLabel, revenueChart, type MonthRevenue } from "~/lib/orders";
import { BarChart, ChartTable } from "./bar-chart";

/** The two charts of the owner's lists, over one BarChart: each brings its table and words. */

// Built once: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const dayOfMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-11-02" → "Nov 2". */
function shortDay(day: string): string {
  return dayOfMonth.format(new Date(`${day}T00:00:00Z`));
}

/** Leads per week, stacked by form; a screen reader reads the table of the same counts. */
export function LeadsPerWeekChart({ chart, title, id }: { chart: BarChartData; title: string; id: string }) {
  const totals = columnTotals(chart);
  return (
    <BarChart
      chart={chart}
      title={title}
      id={id}
      columnLabel={shortDay}
      formatValue={String}
      barTitle={(series, _week, value) => `${series}: ${value}`}
    >
      <ChartTable
        title={title}
        head={
          <>
            <th scope="col">Week of</th>
            {chart.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
            <th scope="col">Total</th>
          </>
        }
      >
        {chart.columns.map((week, i) => (
          <tr key={week}>
            <th scope="row">{shortDay(week)}</th>
            {chart.series.map((s) => (
              <td key={s.name}>{s.values[i]}</td>
            ))}
            <td>{totals[i]}</td>
          </tr>
        ))}
      </ChartTable>
    </BarChart>
  );
}

const dollars = (cents: number) => (cents === 0 ? "$0" : (formatOrderAmount(cents, "usd") ?? ""));

/** Paid revenue per month, followed by a table of the same numbers that everyone can read. */
export function RevenueChart({ months, title, id }: { months: readonly MonthRevenue[]; title: string; id: string }) {
  return (
    <BarChart
      chart={revenueChart(months)}
      title={title}
      id={id}
      left={56}
      emptyTop={100}
      columnLabel={monthLabel}
      formatValue={dollars}
      barTitle={(_series, month, cents) => `${monthLabel(month)}: ${formatOrderAmount(cents, "usd")}`}
    >
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-4">
                Month
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                Paid orders
              </th>
              <th scope="col" className="py-1 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {monthLabel(month.month)}
                </th>
                <td className="py-1 pr-4 text-right">{month.orders}</td>
                <td className="py-1 text-right">{formatOrderAmount(month.cents, "usd")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BarChart>
  );
}
