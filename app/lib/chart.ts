/**
 * A server-drawn bar chart's data (app/components/owner/bar-chart.tsx): columns (weeks, months),
 * each a stack of one value per series, and the geometry of its bars. Pure, so leads per week and
 * revenue per month draw the same way.
 */

export interface ChartSeries {
  name: string;
  /** One value per column, oldest first. */
  values: number[];
}

export interface BarChartData {
  /** What each column stands for, oldest first: a week's Monday (UTC, YYYY-MM-DD), a month (YYYY-MM). */
  columns: string[];
  series: ChartSeries[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday 00:00 UTC of the week `time` falls in. */
export function weekStart(time: number): number {
  const date = new Date(time);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** When the chart's first week starts: `weeks` weeks ending with the current one. */
export function chartSince(now: number, weeks = 12): string {
  return new Date(weekStart(now) - (weeks - 1) * 7 * DAY_MS).toISOString();
}

/** `count` leads of one form at a time or on a day (ISO: a lead's time, or a day's YYYY-MM-DD in UTC). */
export interface LeadCount {
  at: string;
  name: string;
  count: number;
}

/**
 * Adds the counts into `weeks` weeks ending with the week of `now`. Every name in `names` gets a
 * series (zeros included), in that order; others follow.
 */
export function weeklyCounts(
  items: ReadonlyArray<LeadCount>,
  now: number,
  names: readonly string[] = [],
  weeks = 12,
): BarChartData {
  const first = weekStart(now) - (weeks - 1) * 7 * DAY_MS;
  const weekList = Array.from({ length: weeks }, (_, i) => new Date(first + i * 7 * DAY_MS).toISOString().slice(0, 10));
  const series = new Map<string, number[]>(names.map((name) => [name, new Array(weeks).fill(0)]));
  for (const item of items) {
    const time = Date.parse(item.at);
    if (Number.isNaN(time)) continue;
    const index = Math.floor((weekStart(time) - first) / (7 * DAY_MS));
    if (index < 0 || index >= weeks) continue;
    if (!series.has(item.name)) series.set(item.name, new Array(weeks).fill(0));
    series.get(item.name)![index] += item.count;
  }
  return { columns: weekList, series: [...series].map(([name, values]) => ({ name, values })) };
}

/** Each column's stack: the sum of its series. */
export function columnTotals(chart: BarChartData): number[] {
  return chart.columns.map((_, i) => chart.series.reduce((sum, s) => sum + s.values[i], 0));
}

/** A round top for the value axis: 1, 2, 5 × a power of ten, at least the largest total. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export interface BarSegment {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/**
 * Stacked bars for each column inside a plot of `width` × `height` (SVG units, y down), under a
 * round top; `emptyTop` is the top when every value is 0.
 */
export function stackedBars(
  chart: BarChartData,
  width: number,
  height: number,
  emptyTop = 1,
): { max: number; bars: BarSegment[][] } {
  const largest = Math.max(0, ...columnTotals(chart));
  const max = largest > 0 ? niceMax(largest) : emptyTop;
  const slot = width / Math.max(1, chart.columns.length);
  const barWidth = slot * 0.7;
  const bars = chart.columns.map((_, column) => {
    let top = height;
    const segments: BarSegment[] = [];
    chart.series.forEach((s, index) => {
      const value = s.values[column];
      if (value <= 0) return;
      const h = (value / max) * height;
      top -= h;
      segments.push({
        series: index,
        x: column * slot + (slot - barWidth) / 2,
        y: top,
        width: barWidth,
        height: h,
        value,
      });
    });
    return segments;
  });
  return { max, bars };
}
