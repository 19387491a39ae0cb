import { stackedBars, weekTotals, type WeeklyChart as Chart } from "~/lib/chart";

/**
 * A stacked bar chart of counts per week, drawn as SVG on the server (no chart library in the
 * browser), with a table of the same numbers for screen readers. Reused by leads and orders.
 */

/** Distinct, dark enough on white (WCAG non-text contrast ≥ 3:1). */
const COLOURS = ["#1e3a5f", "#b45309", "#047857", "#7c3aed", "#be123c", "#0369a1", "#4d7c0f", "#57534e"];

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 36;
const BOTTOM = 28;

function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function WeeklyChart({ chart, title, id }: { chart: Chart; title: string; id: string }) {
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM;
  const { max, bars } = stackedBars(chart, plotWidth, plotHeight);
  const totals = weekTotals(chart);
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-auto w-full" aria-hidden="true" data-chart={id}>
        <line x1={LEFT} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="#94a3b8" />
        <text x={LEFT - 6} y={10} textAnchor="end" fontSize="11" fill="#475569">
          {max}
        </text>
        <text x={LEFT - 6} y={plotHeight} textAnchor="end" fontSize="11" fill="#475569">
          0
        </text>
        {bars.map((segments, week) => (
          <g key={chart.weeks[week]} transform={`translate(${LEFT} 0)`}>
            {segments.map((s) => (
              <rect
                key={s.series}
                x={s.x}
                y={s.y}
                width={s.width}
                height={s.height}
                fill={COLOURS[s.series % COLOURS.length]}
              >
                <title>{`${chart.series[s.series].name}: ${s.value}`}</title>
              </rect>
            ))}
            {week % 2 === 0 ? (
              <text
                x={(week + 0.5) * (plotWidth / chart.weeks.length)}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize="11"
                fill="#475569"
              >
                {shortDay(chart.weeks[week])}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {chart.series.map((s, index) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: COLOURS[index % COLOURS.length] }} />
            {s.name}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {chart.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {chart.weeks.map((week, i) => (
            <tr key={week}>
              <th scope="row">{shortDay(week)}</th>
              {chart.series.map((s) => (
                <td key={s.name}>{s.values[i]}</td>
              ))}
              <td>{totals[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
