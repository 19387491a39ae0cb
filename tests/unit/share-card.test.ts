import { describe, expect, it } from "vitest";
import {
  parseShareCardPath,
  shareCardHash,
  shareCardLines,
  shareCardObjectKey,
  shareCardPath,
  sharePageKey,
  type ShareCardInputs,
} from "~/lib/share-card";

const offer: ShareCardInputs = {
  page: "/product/funding-bundle",
  title: "Funding Bundle",
  ownerName: "Dominique",
  photoKey: "photo/abc.jpg",
  price: "$49",
  status: "on-sale",
};

describe("share cards", () => {
  it("names a page's card by its path", () => {
    expect(sharePageKey("/")).toBe("home");
    expect(sharePageKey("/product/funding-bundle")).toBe("product-funding-bundle");
  });

  it("shows the price on sale and drops it when sold out", () => {
    expect(shareCardLines(offer)).toEqual(["Funding Bundle", "$49", "Dominique"]);
    expect(shareCardLines({ ...offer, status: "sold-out" })).toEqual(["Funding Bundle", "Sold out", "Dominique"]);
  });

  it("gives a new address when what the card shows changes, the same one otherwise", async () => {
    const path = await shareCardPath(offer);
    expect(path).toMatch(/^\/share\/product-funding-bundle\/[0-9a-f]{16}\.png$/);
    expect(await shareCardPath({ ...offer })).toBe(path);
    expect(await shareCardPath({ ...offer, status: "sold-out" })).not.toBe(path);
    expect(await shareCardPath({ ...offer, price: "$59" })).not.toBe(path);
    expect(await shareCardPath({ ...offer, photoKey: "photo/new.jpg" })).not.toBe(path);
    expect(await shareCardPath({ ...offer, ownerName: "Dom" })).not.toBe(path);
    const live = { page: "/money-moves-live", title: "Money Moves Live", ownerName: "Dominique" };
    expect(await shareCardHash({ ...live, nextSession: "Saturday, December 26" })).not.toBe(
      await shareCardHash({ ...live, nextSession: "Saturday, January 30" }),
    );
  });

  it("reads only well-formed card addresses", async () => {
    const hash = await shareCardHash(offer);
    expect(parseShareCardPath("product-funding-bundle", `${hash}.png`)).toEqual({
      pageKey: "product-funding-bundle",
      hash,
    });
    expect(shareCardObjectKey(hash)).toBe(`share/${hash}.png`);
    expect(parseShareCardPath("home", "nothex.png")).toBeUndefined();
    expect(parseShareCardPath("../x", `${hash}.png`)).toBeUndefined();
    expect(parseShareCardPath(undefined, `${hash}.png`)).toBeUndefined();
  });
});
