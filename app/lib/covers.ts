import type { CoverDesign, ProductCover } from "~/content/covers";

/**
 * Product covers and share cards as SVG text. The build (scripts/images.mjs) writes them under
 * public/images/generated/, a cover as an .svg file, a share card as a PNG, so pages show them as
 * plain images: no drawing code reaches the browser.
 */

export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 180;
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Where the build writes the generated images, under public/. */
export const GENERATED_IMAGES = "/images/generated";

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

const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Segoe UI', 'DejaVu Sans', Arial, sans-serif";

/** "Dominion Wealth Bundle" → "dominion-wealth-bundle": a cover's file name. */
export function coverSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The cover's URL, as the build writes it. */
export function coverPath(title: string): string {
  return `${GENERATED_IMAGES}/covers/${coverSlug(title)}.svg`;
}

/** A page's share card's URL: "/" is home, "/product/x" is product-x. */
export function shareImagePath(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, "").replace(/\//g, "-") || "home";
  return `${GENERATED_IMAGES}/share/${name}.png`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Splits text into lines of at most `max` characters, on word boundaries. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The cover's drawing without its <svg> element, on a 320 × 180 grid (also placed on share cards). */
function coverShapes(title: string, design: CoverDesign): string {
  const words = title.split(" ");
  // Two short lines of the title on the cover.
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(" "), words.slice(half).join(" ")] : [title];
  const { volumes } = design;
  const back =
    volumes > 2
      ? `<g transform="translate(196 34) rotate(8)"><rect width="84" height="118" rx="6" fill="${design.accent}"/><rect x="8" width="6" height="118" fill="#000" opacity="0.15"/></g>`
      : "";
  const middle =
    volumes > 1
      ? `<g transform="translate(168 30) rotate(4)"><rect width="88" height="124" rx="6" fill="${design.cover}" opacity="0.85"/><rect x="8" width="6" height="124" fill="#000" opacity="0.2"/><rect x="22" y="96" width="52" height="5" rx="2.5" fill="${design.accent}"/></g>`
      : "";
  const text = lines
    .map((line, index) => {
      const size = line.length > 14 ? 9 : 11;
      const fit = line.length > 16 ? ` textLength="84" lengthAdjust="spacingAndGlyphs"` : "";
      return `<text x="56" y="${76 + index * 14}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="700" fill="#ffffff"${fit}>${escapeXml(line)}</text>`;
    })
    .join("");
  return [
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" rx="12" fill="${design.backdrop}"/>`,
    `<circle cx="290" cy="20" r="70" fill="#ffffff" opacity="0.18"/>`,
    back,
    middle,
    `<g transform="${volumes > 1 ? "translate(84 22)" : "translate(110 18)"}">`,
    `<rect x="4" y="6" width="100" height="140" rx="6" fill="#000" opacity="0.18"/>`,
    `<rect width="100" height="140" rx="6" fill="${design.cover}"/>`,
    `<rect x="8" width="7" height="140" fill="#000" opacity="0.22"/>`,
    `<rect x="22" y="14" width="64" height="4" rx="2" fill="${design.accent}"/>`,
    `<g transform="translate(38 28)" fill="none" stroke="${design.accent}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${MOTIFS[design.motif]}"/></g>`,
    text,
    `<rect x="22" y="120" width="64" height="3" rx="1.5" fill="#ffffff" opacity="0.5"/>`,
    `</g>`,
  ].join("");
}

/**
 * A product's cover mock-up, drawn from its title and design (colours, motif, one or several
 * volumes), so no two products look alike until the owner adds photos.
 */
export function coverSvg(title: string, design: CoverDesign): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">${coverShapes(title, design)}</svg>`;
}

export interface ShareCard {
  /** The page's title, large. */
  title: string;
  /** The site's name, at the top. */
  siteName: string;
  /** One line under the title: the tagline, or a product's price. */
  line: string;
  /** A sales page's product cover, drawn on the right. */
  cover?: ProductCover;
}

/** A 1200 × 630 link preview: the site's name, the page's title and a line, with the cover if any. */
export function shareCardSvg(card: ShareCard): string {
  const textWidth = card.cover ? 580 : 1000;
  const titleSize = card.cover ? 56 : 72;
  // Characters per line at that size in a wide bold face (about 0.62 em each).
  const titleLines = wrapWords(card.title, Math.floor(textWidth / (titleSize * 0.62))).slice(0, 4);
  const titleTop = 315 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="90" y="${Math.round(titleTop + index * titleSize * 1.15)}" font-family="${SERIF}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const cover = card.cover
    ? `<g transform="translate(716 184) scale(1.4)">${coverShapes(card.cover.title, card.cover.design)}</g>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1f33"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs>`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="1150" cy="40" r="260" fill="#e6ae35" opacity="0.12"/>`,
    `<rect x="90" y="90" width="80" height="6" rx="3" fill="#e6ae35"/>`,
    `<text x="90" y="140" font-family="${SANS}" font-size="30" font-weight="700" letter-spacing="3" fill="#ecc25b">${escapeXml(card.siteName.toUpperCase())}</text>`,
    title,
    `<text x="90" y="540" font-family="${SANS}" font-size="30" fill="#e2e8f0">${escapeXml(card.line)}</text>`,
    cover,
    `</svg>`,
  ].join("");
}
