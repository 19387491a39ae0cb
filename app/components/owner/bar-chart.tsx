import type { ReactNode } from "react";
import { stackedBars, type BarChartData } from "~/lib/chart";

/**
 * A bar chart drawn as SVG on the server (no chart code in the browser): one column a week or
 * month, stacked by series, with a legend when there is more than one. The SVG is hidden from
 * screen readers; `children` is the table of the same numbers that they read.
 */

/** Distinct, dark enough on white (WCAG non-text contrast ≥ 3:1). */
// One colour per series for as many as her forms (nine), each told apart in the legend by its name too.
const COLOURS = [
  "#1e3a5f",
  "#b45309",
  "#047857",
  "#7c3aed",
  "#be123c",
  "#0369a1",
  "#4d7c0f",
  "#57534e",
  "#c026d3",
  "#0f766e",
];

/** The drawing's size in SVG units, its text size and how many columns share one label. */
interface ChartSize {
  width: number;
  height: number;
  font: number;
  labelEvery: number;
}
const WIDE: ChartSize = { width: 720, height: 240, font: 11, labelEvery: 2 };
/** Shown at about 330 px wide: text about 11 px. */
const PHONE: ChartSize = { width: 360, height: 220, font: 12, labelEvery: 3 };
const BOTTOM = 28;

export function BarChart({
  chart,
  title,
  id,
  columnLabel,
  formatValue,
  barTitle,
  left = 36,
  emptyTop,
  labelEvery,
  children,
}: {
  chart: BarChartData;
  title: string;
  id: string;
  /** A column's name under its bar ("Nov 16", "Nov 2026"). */
  columnLabel: (column: string) => string;
  /** A value on the axis ("120", "$200.00"). */
  formatValue: (value: number) => string;
  /** A bar segment's tooltip. */
  barTitle: (series: string, column: string, value: number) => string;
  /** Room for the axis' labels. */
  left?: number;
  /** The axis' top when every value is 0. */
  emptyTop?: number;
  /** How many columns share one label, on a phone and wider (many columns: a label every few). */
  labelEvery?: { phone: number; wide: number };
  children: ReactNode;
}) {
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {/* Two drawings of the same numbers: a compact one a phone can read, a wide one for larger screens. */}
      <ChartSvg
        {...{ chart, id, columnLabel, formatValue, barTitle, left, emptyTop }}
        size={labelEvery ? { ...PHONE, labelEvery: labelEvery.phone } : PHONE}
        className="sm:hidden"
      />
      <ChartSvg
        {...{ chart, id, columnLabel, formatValue, barTitle, left, emptyTop }}
        size={labelEvery ? { ...WIDE, labelEvery: labelEvery.wide } : WIDE}
        className="hidden sm:block"
      />
      {chart.series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {chart.series.map((s, index) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: COLOURS[index % COLOURS.length] }}
              />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </figure>
  );
}

function ChartSvg({
  chart,
  id,
  columnLabel,
  formatValue,
  barTitle,
  left,
  emptyTop,
  size,
  className,
}: {
  chart: BarChartData;
  id: string;
  columnLabel: (column: string) => string;
  formatValue: (value: number) => string;
  barTitle: (series: string, column: string, value: number) => string;
  left: number;
  emptyTop?: number;
  size: ChartSize;
  className: string;
}) {
  const WIDTH = size.width;
  const HEIGHT = size.height;
  const plotWidth = WIDTH - left;
  const plotHeight = HEIGHT - BOTTOM;
  const { max, bars } = stackedBars(chart, plotWidth, plotHeight, emptyTop);
  const slot = plotWidth / Math.max(1, chart.columns.length);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={`mt-3 h-auto w-full ${className}`}
      aria-hidden="true"
      data-chart={id}
    >
      <line x1={left} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="#94a3b8" />
      <text x={left - 6} y={10} textAnchor="end" fontSize={size.font} fill="#475569">
        {formatValue(max)}
      </text>
      <text x={left - 6} y={plotHeight} textAnchor="end" fontSize={size.font} fill="#475569">
        {formatValue(0)}
      </text>
      {bars.map((segments, column) => (
        <g key={chart.columns[column]} transform={`translate(${left} 0)`}>
          {segments.map((s) => (
            <rect
              key={s.series}
              x={s.x}
              y={s.y}
              width={s.width}
              height={s.height}
              fill={COLOURS[s.series % COLOURS.length]}
            >
              <title>{barTitle(chart.series[s.series].name, chart.columns[column], s.value)}</title>
            </rect>
          ))}
          {column % size.labelEvery === 0 ? (
            <text x={(column + 0.5) * slot} y={HEIGHT - 8} textAnchor="middle" fontSize={size.font} fill="#475569">
              {columnLabel(chart.columns[column])}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/**
 * A chart's figures as a table only screen readers read: `head` is the heading row's cells,
 * `children` the body's rows. A table ignores the 1 px width of .sr-only: the wrapper clips it,
 * so it takes no room.
 */
export function ChartTable({ title, head, children }: { title: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
