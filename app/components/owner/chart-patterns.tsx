/**
 * How a chart tells its series apart without colour alone (WCAG 1.4.1): each series has its colour
 * and a pattern of white marks over it (the first plain, then stripes, dots, hatching…), drawn the
 * same in the bars and in the legend's swatch beside the series' name.
 */

/** Distinct, dark enough on white (WCAG non-text contrast ≥ 3:1), one per series for as many as her forms (nine). */
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

/**
 * Each pattern over its colour, in a tile of `size` SVG units: white strokes along `marks` (path
 * data) or a white dot of radius `dot`; the first is plain.
 */
const PATTERNS: ReadonlyArray<{ name: string; size: number; marks?: string; dot?: number }> = [
  { name: "plain", size: 6 },
  { name: "diagonal stripes", size: 6, marks: "M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" },
  { name: "dots", size: 6, dot: 1.3 },
  { name: "horizontal stripes", size: 6, marks: "M0,3 h6" },
  { name: "cross-hatching", size: 6, marks: "M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2 M-1,5 l2,2 M0,0 l6,6 M5,-1 l2,2" },
  { name: "vertical stripes", size: 6, marks: "M3,0 v6" },
  { name: "back-slanted stripes", size: 6, marks: "M-1,5 l2,2 M0,0 l6,6 M5,-1 l2,2" },
  { name: "grid", size: 6, marks: "M0,3 h6 M3,0 v6" },
  { name: "large dots", size: 8, dot: 2 },
  { name: "double stripes", size: 6, marks: "M0,1.5 h6 M0,4.5 h6" },
];

const lookOf = (index: number) => ({
  colour: COLOURS[index % COLOURS.length],
  ...PATTERNS[index % PATTERNS.length],
});

/** Series `index`'s look: its colour and its pattern's name. */
export function seriesLook(index: number): { colour: string; pattern: string } {
  const { colour, name } = lookOf(index);
  return { colour, pattern: name };
}

/** The fill of series `index` in a drawing whose patterns are named by `prefix` (SeriesPatterns). */
export function seriesFill(prefix: string, index: number): string {
  const look = lookOf(index);
  return look.marks || look.dot ? `url(#${prefix}-${index})` : look.colour;
}

/** Series `index`'s pattern, as `id` (none for the plain one). */
function SeriesPattern({ id, index }: { id: string; index: number }) {
  const { colour, name, size, marks, dot } = lookOf(index);
  if (!marks && !dot) return null;
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse" data-pattern={name}>
      <rect width={size} height={size} fill={colour} />
      {dot ? (
        <circle cx={size / 2} cy={size / 2} r={dot} fill="#fff" />
      ) : (
        <path d={marks} stroke="#fff" strokeWidth={1.3} />
      )}
    </pattern>
  );
}

/**
 * The <defs> of one drawing's patterns, `count` series. Ids are unique per drawing (`prefix`): the
 * page holds two drawings of a chart (phone and wide), and one is not displayed.
 */
export function SeriesPatterns({ prefix, count }: { prefix: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => (
        <SeriesPattern key={index} id={`${prefix}-${index}`} index={index} />
      ))}
    </defs>
  );
}

/** The legend's swatch of series `index`: the same colour and pattern as its bars. */
export function SeriesSwatch({ prefix, index }: { prefix: string; index: number }) {
  const id = `${prefix}-key`;
  return (
    <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" className="shrink-0" data-swatch={index}>
      <defs>
        <SeriesPattern id={`${id}-${index}`} index={index} />
      </defs>
      <rect x={0.5} y={0.5} width={17} height={17} rx={2} fill={seriesFill(id, index)} stroke={lookOf(index).colour} />
    </svg>
  );
}
