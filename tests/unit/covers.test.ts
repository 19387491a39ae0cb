import { describe, expect, it } from "vitest";
import { productCovers } from "~/content/covers";
import { coverPath, coverSvg, shareCardSvg, shareImagePath, wrapWords } from "~/lib/covers";

describe("covers and share cards", () => {
  it("names each page's share card after its path", () => {
    expect(shareImagePath("/")).toBe("/images/generated/share/home.png");
    expect(shareImagePath("/product/funding-bundle")).toBe("/images/generated/share/product-funding-bundle.png");
  });

  it("gives every cover its own file", () => {
    const paths = Object.values(productCovers).map((cover) => coverPath(cover.title));
    expect(new Set(paths).size).toBe(paths.length);
    expect(coverPath("Business Credit & Funding Ebook")).toBe(
      "/images/generated/covers/business-credit-and-funding-ebook.svg",
    );
  });

  it("wraps a title on word boundaries", () => {
    expect(wrapWords("Beginner to Expert Investor Bundle", 16)).toEqual(["Beginner to", "Expert Investor", "Bundle"]);
  });

  it("escapes the text it draws", () => {
    const card = shareCardSvg({ title: "Terms & <Refunds>", siteName: "Faith & Wealth", line: "" });
    expect(card).toContain("Terms &amp; &lt;Refunds&gt;");
    expect(card).toContain('width="1200" height="630"');
    expect(coverSvg("Fees&Taxes <Guide>", productCovers.personalCredit.design)).toContain(
      "Fees&amp;Taxes &lt;Guide&gt;",
    );
  });
});
