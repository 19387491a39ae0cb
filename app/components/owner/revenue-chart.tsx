import { formatOrderAmount, monthLabel, revenueBars, type MonthRevenue } from "~/lib/orders";

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 56;
const BOTTOM = 28;

/**
 * Paid revenue per month, drawn as SVG on the server (no chart code in the browser), followed by
 * a table of the same numbers that screen readers and keyboard users read.
 */
export function RevenueChart({ months, title, id }: { months: readonly MonthRevenue[]; title: string; id: string }) {
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM;
  const { maxCents, bars } = revenueBars(months, plotWidth, plotHeight);
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" aria-hidden="true" data-chart={id}>
        <line x1={LEFT} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="#94a3b8" />
        <text x={LEFT - 6} y={10} textAnchor="end" fontSize="11" fill="#475569">
          {formatOrderAmount(maxCents, "usd")}
        </text>
        <text x={LEFT - 6} y={plotHeight} textAnchor="end" fontSize="11" fill="#475569">
          $0
        </text>
        <g transform={`translate(${LEFT} 0)`}>
          {bars.map((bar, index) => (
            <g key={bar.month}>
              {bar.cents > 0 ? (
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#1e3a5f">
                  <title>{`${monthLabel(bar.month)}: ${formatOrderAmount(bar.cents, "usd")}`}</title>
                </rect>
              ) : null}
              {index % 2 === 0 ? (
                <text x={bar.x + bar.width / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                  {monthLabel(bar.month)}
                </text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
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
    </figure>
  );
}
