import { imageSize } from "image-size";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { shareCards } from "~/content/share-cards";
import { formatPrice } from "~/lib/money";
import { shareCardPath } from "~/lib/share-card";
import { profileDefaults } from "~/lib/site-profile";
import { offers } from "~/content/offers";
import { ORIGIN, useTestApp } from "../support/harness/app";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * Live share cards (issue 51): each page's og:image is its card's hashed address, the card is a
 * 1200 × 630 PNG drawn on its first request, and the address moves when what the card shows does:
 * the next session she moves, an offer she marks sold out (whose card then has no price). The clock
 * is set (December 10, 2026: December's session is Saturday the 26th).
 */

const app = useTestApp(() => ({ ENVIRONMENT: "development" }));
freshOwnerEachTest(app, "site_versions");

let owner: OwnerBrowser;
beforeEach(async () => {
  vi.setSystemTime(new Date("2026-12-10T15:00:01Z"));
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

function metaContent(html: string, attribute: "name" | "property", key: string): string {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  expect(match, key).not.toBeNull();
  return match![1]!;
}

/** The page's og:image, checked to be its twitter:image too. */
async function shareImageOf(path: string): Promise<string> {
  const html = await (await app.fetch(path)).text();
  const image = metaContent(html, "property", "og:image");
  expect(metaContent(html, "name", "twitter:image")).toBe(image);
  return image;
}

async function card(url: string): Promise<Uint8Array> {
  const response = await app.fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  expect(response.headers.get("Cache-Control")).toContain("immutable");
  return new Uint8Array(await response.arrayBuffer());
}

describe("a page's live share card", () => {
  it("is a 1200 × 630 PNG at the address `/`'s meta names, kept after its first drawing", async () => {
    const image = await shareImageOf("/");
    expect(image).toMatch(new RegExp(`^${ORIGIN}/share/home/[0-9a-f]{16}\\.png$`));
    const first = await card(image);
    expect(imageSize(first)).toMatchObject({ type: "png", width: 1200, height: 630 });
    await app.settle();
    const stored = await app.env.DOWNLOADS!.get(`share/${image.split("/").pop()}`);
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(first);
    expect(await card(image)).toEqual(first);
  });

  it("moves when she moves the next session: a new address, a different card, the old one sent on", async () => {
    const before = await shareImageOf("/");
    const oldCard = await card(before);
    const moved = await owner.post("/owner/site/event", {
      intent: "schedule",
      date: "2026-12-19",
      time: "6:00 PM",
      timezone: "America/New_York",
    });
    expect(moved.status).toBe(303);

    const after = await shareImageOf("/");
    expect(after).not.toBe(before);
    const newCard = await card(after);
    expect(imageSize(newCard)).toMatchObject({ width: 1200, height: 630 });
    expect(newCard).not.toEqual(oldCard);
    // The card names the date the page does.
    const home = await (await app.fetch("/")).text();
    expect(home).toContain("Saturday, December 19");
    expect(after).toBe(
      `${ORIGIN}${await shareCardPath({
        page: "/",
        title: shareCards.find((c) => c.path === "/")!.title,
        ownerName: profileDefaults().person.name,
        nextSession: "Money Moves Live: Saturday, December 19",
      })}`,
    );

    // A preview that kept the old address is sent to the current card, never cached.
    const old = await app.fetch(before, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(new URL(after).pathname);
    expect(old.headers.get("Cache-Control")).toBe("no-store");
  });

  it("drops an offer's price once she marks it sold out", async () => {
    const path = "/product/homeownership-game-plan";
    const content = shareCards.find((c) => c.path === path)!;
    const offer = content.offer!;
    const inputs = { page: path, title: content.title, ownerName: profileDefaults().person.name };
    const price = formatPrice(offers[offer].priceCents, offers[offer].billing);
    expect(await shareImageOf(path)).toBe(`${ORIGIN}${await shareCardPath({ ...inputs, price, status: "on-sale" })}`);

    const saved = await owner.post("/owner/site/offers", {
      intent: `save-${offer}`,
      offer,
      price_id: "",
      status: "sold-out",
      headline: "",
      compare_at: "",
      compare_label: "value",
    });
    expect(saved.status).toBe(303);
    const soldOut = await shareImageOf(path);
    // The same address as a card with no price at all: the price is not among what it shows.
    expect(soldOut).toBe(`${ORIGIN}${await shareCardPath({ ...inputs, status: "sold-out" })}`);
    expect(imageSize(await card(soldOut))).toMatchObject({ width: 1200, height: 630 });
  });

  it("a page without a card of its own shares the home page's; an unknown page's card is a 404", async () => {
    expect(await shareImageOf("/cart")).toBe(await shareImageOf("/"));
    const hash = (await shareImageOf("/")).split("/").pop();
    expect((await app.fetch(`/share/no-such-page/${hash}`)).status).toBe(404);
    expect((await app.fetch("/share/home/not-a-hash.png")).status).toBe(404);
  });
});
