// The images the build draws, as SVG text: every product cover and every public page's share card.
// Bundled and run by scripts/images.mjs (which writes them out), so it reads the site's own content.
import { productCovers } from "~/content/covers";
import { moneyBackGuarantee } from "~/content/legal";
import { offers } from "~/content/offers";
import { shareCards } from "~/content/share-cards";
import { DEFAULT_OWNER_NAME, PUBLIC_PAGES } from "~/content/site";
import { coverPath, coverSvg, shareCardSvg, shareImagePath } from "~/lib/covers";
import { formatPrice } from "~/lib/money";

export interface DrawnImage {
  /** Its URL, which is its path under public/. */
  path: string;
  svg: string;
  /** Rendered to PNG (share cards) or written as SVG (covers). */
  png: boolean;
}

export function drawnImages(siteName = DEFAULT_OWNER_NAME): DrawnImage[] {
  const missing = PUBLIC_PAGES.filter((path) => !shareCards.some((card) => card.path === path));
  if (missing.length > 0) throw new Error(`No share card in app/content/share-cards.ts for ${missing.join(", ")}`);
  const covers = Object.values(productCovers).map((cover) => ({
    path: coverPath(cover.title),
    svg: coverSvg(cover.title, cover.design),
    png: false,
  }));
  const cards = shareCards.map((card) => {
    const offer = card.offer ? offers[card.offer] : undefined;
    const line = offer ? `${formatPrice(offer.priceCents, offer.billing)} · ${moneyBackGuarantee.heading}` : card.line;
    return {
      path: shareImagePath(card.path),
      svg: shareCardSvg({ title: card.title, siteName, line, cover: card.cover }),
      png: true,
    };
  });
  return [...covers, ...cards];
}
