import type { CoverDesign } from "~/content/covers";
import { SHARE_HEIGHT, SHARE_WIDTH } from "./covers";
import { shareCardDetail, type ShareCardInputs } from "./share-card";

/**
 * Where everything on a live share card goes (issue 51): the picture, the panels and every line of
 * text, in pixels of the 1200 × 630 card. Pure, so what is drawn is tested without drawing; the
 * Worker paints it with photon (services/share/share-card-drawing.server.ts), whose one typeface
 * is Roboto Regular, white or coloured.
 */

/** The site's colours (tailwind.config.ts): brand navy and gold. */
export const CARD_COLOURS = {
  navy: "#172c48", // brand-900
  deep: "#0f1d31", // brand-950
  panel: "#1f4273", // brand-700
  pale: "#abc7e9", // brand-200
  gold: "#ecc25b", // gold-300
  accent: "#e6ae35", // gold-400
  white: "#ffffff",
} as const;

/** What the card shows beside its words: her photo, an offer's cover (her photo or a drawn design), or nothing. */
export type ShareCardArt =
  | { kind: "photo"; width: number; height: number }
  | { kind: "cover-photo"; width: number; height: number }
  | { kind: "cover-design"; design: CoverDesign; title: string }
  | { kind: "none" };

export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

export interface CardText {
  text: string;
  /** The left edge and the top of the line's box (photon's draw_text places text by its top). */
  x: number;
  y: number;
  size: number;
  colour: string;
}

export interface CardPicture {
  /** Where the picture goes on the card. */
  box: { x: number; y: number; width: number; height: number };
  /** The part of the source (in its own pixels) that fills the box: same proportions, never stretched. */
  crop: { x: number; y: number; width: number; height: number };
}

export interface CardLayout {
  width: number;
  height: number;
  background: string;
  /** Painted in order, before the picture and the text. */
  rects: CardRect[];
  picture?: CardPicture;
  texts: CardText[];
}

const MARGIN = 72;

/**
 * Roboto Regular's advance widths, in ems, by kind of character (measured from photon's own
 * drawing, rounded up a little so a line never runs past its box).
 */
function charWidth(char: string): number {
  if (char === " ") return 0.25;
  if ("iljI.,:;'!|·".includes(char)) return 0.27;
  if ("frt()-".includes(char)) return 0.36;
  if ("mwMW".includes(char)) return 0.84;
  if (/[0-9$]/.test(char)) return 0.56;
  if (/[A-Z&]/.test(char)) return 0.6;
  return 0.5;
}

/** The width of a line of text at `size` pixels, as photon's Roboto sets it (an estimate that errs wide). */
export function textWidth(text: string, size: number): number {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0) * size;
}

/**
 * Splits text into lines no wider than `maxWidth` at `size`, at most `maxLines` of them; text that
 * does not fit ends its last line with an ellipsis.
 */
export function wrapToWidth(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  const words = text.split(/\s+/).filter(Boolean);
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let line = words[index++]!;
    while (index < words.length && textWidth(`${line} ${words[index]}`, size) <= maxWidth) line += ` ${words[index++]}`;
    lines.push(line);
  }
  if (index < words.length || textWidth(lines.at(-1) ?? "", size) > maxWidth) {
    let last = lines.pop() ?? "";
    while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1);
    lines.push(`${last.replace(/[\s,.;:·-]+$/, "")}…`);
  }
  return lines;
}

/** The largest of `sizes` at which the text fits in `maxLines` lines, with those lines. */
function fitText(text: string, sizes: number[], maxWidth: number, maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapToWidth(text, size, maxWidth, maxLines);
    if (!lines.at(-1)?.endsWith("…")) return { size, lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrapToWidth(text, size, maxWidth, maxLines) };
}

/**
 * The part of a width × height picture that fills a box of the given proportions: the middle
 * across, and for a portrait a little above the middle, where a face is.
 */
export function coverCrop(
  width: number,
  height: number,
  boxWidth: number,
  boxHeight: number,
  { faceHigh = false }: { faceHigh?: boolean } = {},
): CardPicture["crop"] {
  const scale = Math.max(boxWidth / width, boxHeight / height);
  const cropWidth = Math.min(width, Math.round(boxWidth / scale));
  const cropHeight = Math.min(height, Math.round(boxHeight / scale));
  const spareY = height - cropHeight;
  return {
    x: Math.round((width - cropWidth) / 2),
    y: Math.round(faceHigh ? spareY * 0.25 : spareY / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The words' column: from `left` to `right`, title at the top, the detail under it, her name at the foot. */
function wordsColumn(inputs: ShareCardInputs, left: number, right: number): { rects: CardRect[]; texts: CardText[] } {
  const width = right - left;
  const texts: CardText[] = [];
  const rects: CardRect[] = [{ x: left, y: MARGIN, width: 72, height: 6, colour: CARD_COLOURS.accent }];
  const title = fitText(inputs.title, [76, 66, 56], width, 3);
  let y = MARGIN + 40;
  for (const line of title.lines) {
    texts.push({ text: line, x: left, y, size: title.size, colour: CARD_COLOURS.white });
    y += Math.round(title.size * 1.18);
  }
  const detail = shareCardDetail(inputs);
  if (detail) {
    const closed = inputs.status === "sold-out" || inputs.status === "coming-soon";
    const fitted = fitText(detail, closed || inputs.price ? [52, 44] : [40, 34], width, 2);
    y += 24;
    if (closed) {
      // A status reads as a badge, so it is not taken for a price.
      const badgeWidth = Math.round(textWidth(fitted.lines[0] ?? "", fitted.size) + 48);
      rects.push({ x: left, y: y - 14, width: badgeWidth, height: fitted.size + 36, colour: CARD_COLOURS.panel });
      texts.push({ text: fitted.lines[0] ?? "", x: left + 24, y: y + 2, size: fitted.size, colour: CARD_COLOURS.gold });
    } else {
      for (const line of fitted.lines) {
        texts.push({ text: line, x: left, y, size: fitted.size, colour: CARD_COLOURS.gold });
        y += Math.round(fitted.size * 1.25);
      }
    }
  }
  const name = fitText(inputs.ownerName, [36, 30], width, 1);
  const nameY = SHARE_HEIGHT - MARGIN - name.size;
  rects.push({ x: left, y: nameY - 28, width, height: 2, colour: CARD_COLOURS.panel });
  texts.push({ text: name.lines[0] ?? "", x: left, y: nameY, size: name.size, colour: CARD_COLOURS.pale });
  return { rects, texts };
}

/** A drawn cover (an offer typed in app/content): its backdrop, the book in its colours and its title. */
function designCover(art: Extract<ShareCardArt, { kind: "cover-design" }>, box: CardPicture["box"]) {
  const { design } = art;
  const book = { x: box.x + 48, y: box.y + 56, width: box.width - 96, height: box.height - 112 };
  const rects: CardRect[] = [
    { ...box, colour: design.backdrop },
    // A shadow, the book, the band at its top and its spine.
    { x: book.x + 12, y: book.y + 12, width: book.width, height: book.height, colour: CARD_COLOURS.deep },
    { ...book, colour: design.cover },
    { x: book.x, y: book.y + 36, width: book.width, height: 10, colour: design.accent },
    { x: book.x, y: book.y, width: 14, height: book.height, colour: design.accent },
  ];
  const title = fitText(art.title, [40, 34, 28], book.width - 64, 4);
  const texts: CardText[] = title.lines.map((line, index) => ({
    text: line,
    x: book.x + 36,
    y: book.y + 80 + index * Math.round(title.size * 1.2),
    size: title.size,
    colour: CARD_COLOURS.white,
  }));
  return { rects, texts };
}

/** The whole card: a page of the site's own with her photo on the right, an offer's with its cover on the left. */
export function shareCardLayout(inputs: ShareCardInputs, art: ShareCardArt): CardLayout {
  const base = { width: SHARE_WIDTH, height: SHARE_HEIGHT, background: CARD_COLOURS.navy };
  const stripe: CardRect = { x: 0, y: 0, width: 12, height: SHARE_HEIGHT, colour: CARD_COLOURS.accent };
  if (art.kind === "photo") {
    // Her photo fills the right third, edge to edge.
    const box = { x: 780, y: 0, width: SHARE_WIDTH - 780, height: SHARE_HEIGHT };
    const words = wordsColumn(inputs, MARGIN, box.x - 56);
    return {
      ...base,
      rects: [stripe, ...words.rects],
      picture: { box, crop: coverCrop(art.width, art.height, box.width, box.height, { faceHigh: true }) },
      texts: words.texts,
    };
  }
  if (art.kind === "cover-photo" || art.kind === "cover-design") {
    const box = { x: MARGIN, y: MARGIN, width: 420, height: SHARE_HEIGHT - 2 * MARGIN };
    const words = wordsColumn(inputs, box.x + box.width + 64, SHARE_WIDTH - MARGIN);
    if (art.kind === "cover-design") {
      const cover = designCover(art, box);
      return { ...base, rects: [stripe, ...cover.rects, ...words.rects], texts: [...cover.texts, ...words.texts] };
    }
    return {
      ...base,
      rects: [stripe, ...words.rects],
      picture: { box, crop: coverCrop(art.width, art.height, box.width, box.height) },
      texts: words.texts,
    };
  }
  const words = wordsColumn(inputs, MARGIN + 24, SHARE_WIDTH - MARGIN);
  return { ...base, rects: [stripe, ...words.rects], texts: words.texts };
}
