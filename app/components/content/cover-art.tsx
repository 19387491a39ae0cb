import type { CoverDesign } from "~/content/home";

/** Each motif's icon, drawn on the cover (24×24 grid, stroked). */
const MOTIFS: Record<CoverDesign["motif"], string> = {
  credit: "M3 7h18v10H3zM3 10h18M7 14h4",
  business: "M4 20V8h16v12M9 8V5h6v3M4 13h16",
  home: "M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6",
  keys: "M8 15a4 4 0 1 1 3.5-6H21v3h-2v3h-3v-3h-4.5A4 4 0 0 1 8 15Z",
  chart: "M4 20h16M6 16V9m4 7V5m4 11v-6m4 6V7",
  document: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7",
  spark: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2Z",
  pen: "M4 20l4-1 11-11-3-3L5 16zM14 6l3 3",
};

/**
 * A product's cover mock-up, drawn per product from its design (colours, motif, one or several
 * volumes), so no two cards look alike until the owner adds photos.
 */
export function CoverArt({ title, design }: { title: string; design: CoverDesign }) {
  const words = title.split(" ");
  // Two short lines of the title on the cover.
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(" "), words.slice(half).join(" ")] : [title];
  const volumes = design.volumes;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 180"
      className="h-auto w-full rounded-xl"
      style={{ background: design.backdrop }}
      data-testid="cover-art"
    >
      <circle cx="290" cy="20" r="70" fill="#ffffff" opacity="0.18" />
      {volumes > 2 ? (
        <g transform="translate(196 34) rotate(8)">
          <rect width="84" height="118" rx="6" fill={design.accent} />
          <rect x="8" width="6" height="118" fill="#000" opacity="0.15" />
        </g>
      ) : null}
      {volumes > 1 ? (
        <g transform="translate(168 30) rotate(4)">
          <rect width="88" height="124" rx="6" fill={design.cover} opacity="0.85" />
          <rect x="8" width="6" height="124" fill="#000" opacity="0.2" />
          <rect x="22" y="96" width="52" height="5" rx="2.5" fill={design.accent} />
        </g>
      ) : null}
      <g transform={volumes > 1 ? "translate(84 22)" : "translate(110 18)"}>
        <rect x="4" y="6" width="100" height="140" rx="6" fill="#000" opacity="0.18" />
        <rect width="100" height="140" rx="6" fill={design.cover} />
        <rect x="8" width="7" height="140" fill="#000" opacity="0.22" />
        <rect x="22" y="14" width="64" height="4" rx="2" fill={design.accent} />
        <g
          transform="translate(38 28)"
          fill="none"
          stroke={design.accent}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={MOTIFS[design.motif]} />
        </g>
        {lines.map((line, index) => (
          <text
            key={line}
            x="56"
            y={76 + index * 14}
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize={line.length > 14 ? 9 : 11}
            {...(line.length > 16 ? { textLength: 84, lengthAdjust: "spacingAndGlyphs" } : {})}
            fontWeight="700"
            fill="#ffffff"
          >
            {line}
          </text>
        ))}
        <rect x="22" y="120" width="64" height="3" rx="1.5" fill="#ffffff" opacity="0.5" />
      </g>
    </svg>
  );
}
