import { describe, expect, it } from "vitest";
import { productCovers } from "~/content/covers";
import { SHARE_HEIGHT, SHARE_WIDTH } from "~/lib/covers";
import type { ShareCardInputs } from "~/lib/share-card";
import { CARD_COLOURS, coverCrop, shareCardLayout, textWidth, wrapToWidth } from "~/lib/share-card-layout";

const home: ShareCardInputs = {
  page: "/",
  title: "Faith-Driven Wealth Building",
  ownerName: "Dominique Carter",
  photoKey: "/site/photo/abc.jpg",
  nextSession: "Money Moves Live: Saturday, December 26",
};
const offer: ShareCardInputs = {
  page: "/product/funding-bundle",
  title: "Credit & Funding Bundle",
  ownerName: "Dominique Carter",
  price: "$49",
  status: "on-sale",
};
const design = {
  kind: "cover-design" as const,
  design: productCovers.fundingBundle.design,
  title: productCovers.fundingBundle.title,
};

const words = (inputs: ShareCardInputs, art: Parameters<typeof shareCardLayout>[1]) =>
  shareCardLayout(inputs, art).texts.map((text) => text.text);

describe("a share card's layout", () => {
  it("is 1200 × 630 in the brand's navy, its text inside the card", () => {
    const layout = shareCardLayout(home, { kind: "photo", width: 1600, height: 2000 });
    expect(layout).toMatchObject({ width: SHARE_WIDTH, height: SHARE_HEIGHT, background: CARD_COLOURS.navy });
    for (const text of layout.texts) {
      expect(text.x + textWidth(text.text, text.size)).toBeLessThanOrEqual(layout.picture!.box.x);
      expect(text.y + text.size).toBeLessThanOrEqual(SHARE_HEIGHT);
    }
  });

  it("on her own pages shows her photo cropped to its box, never stretched, with her name and the next session", () => {
    const layout = shareCardLayout(home, { kind: "photo", width: 1600, height: 2000 });
    const { box, crop } = layout.picture!;
    expect(box).toEqual({ x: 780, y: 0, width: 420, height: 630 });
    // The crop has the box's proportions and lies within the photo's stored size.
    expect(crop.width / crop.height).toBeCloseTo(box.width / box.height, 2);
    expect(crop.x + crop.width).toBeLessThanOrEqual(1600);
    expect(crop.y + crop.height).toBeLessThanOrEqual(2000);
    expect(words(home, { kind: "photo", width: 1600, height: 2000 })).toEqual([
      "Faith-Driven Wealth",
      "Building",
      "Money Moves Live: Saturday,",
      "December 26",
      "Dominique Carter",
    ]);
  });

  it("on an offer's page shows its cover and its price, and a badge in place of the price when sold out", () => {
    expect(words(offer, design)).toEqual(expect.arrayContaining(["$49", "Dominique Carter"]));
    const soldOut = words({ ...offer, status: "sold-out" }, design);
    expect(soldOut).toContain("Sold out");
    expect(soldOut).not.toContain("$49");
    expect(words({ ...offer, status: "coming-soon" }, design)).toContain("Coming soon");
    // The drawn cover: its backdrop in the design's colour, its title on the book.
    const layout = shareCardLayout(offer, design);
    expect(layout.rects).toContainEqual(expect.objectContaining({ colour: design.design.backdrop, width: 420 }));
    expect(layout.picture).toBeUndefined();
    const cover = shareCardLayout(offer, { kind: "cover-photo", width: 1600, height: 900 });
    expect(cover.picture!.crop).toEqual({ x: 411, y: 0, width: 778, height: 900 });
  });

  it("crops a landscape photo across the middle and a portrait a little above it", () => {
    expect(coverCrop(2000, 1000, 500, 500)).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
    expect(coverCrop(1000, 2000, 500, 500, { faceHigh: true })).toEqual({ x: 0, y: 250, width: 1000, height: 1000 });
  });

  it("wraps a long title to three lines, the last cut with an ellipsis", () => {
    const lines = wrapToWidth("word ".repeat(60).trim(), 76, 600, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, 76)).toBeLessThanOrEqual(600);
    expect(wrapToWidth("Short", 76, 600, 3)).toEqual(["Short"]);
  });
});
