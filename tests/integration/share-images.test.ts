import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareCards } from "~/content/share-cards";
import { PUBLIC_PAGES } from "~/content/site";
import { createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { publicAssets } from "../support/stand-ins/assets";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ASSETS: publicAssets() });
});
afterAll(() => app.dispose());

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

/** Width and height read from a PNG's IHDR or a JPEG's start-of-frame; null for anything else. */
function imageSize(bytes: Uint8Array): { type: "png" | "jpeg"; width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (PNG.every((byte, i) => bytes[i] === byte)) {
    return { type: "png", width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1];
      // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: "jpeg", height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

const decode = (text: string) => text.replace(/&amp;/g, "&");

describe("share cards", () => {
  it.each(PUBLIC_PAGES)(
    "%s has a 1200 × 630 PNG or JPEG og:image that answers, and a large Twitter card",
    async (path) => {
      const html = await (await app.fetch(path)).text();
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      const image = metaContent(html, "property", "og:image")!;
      expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(metaContent(html, "name", "twitter:image")).toBe(image);

      const response = await app.fetch(image);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^image\/(png|jpeg)/);
      const size = imageSize(new Uint8Array(await response.arrayBuffer()));
      expect(size).toMatchObject({ width: 1200, height: 630 });

      // The card is the page's own: drawn from its title (home's title is the site's name).
      const card = shareCards.find((c) => c.path === path)!;
      if (path !== "/") expect(decode(metaContent(html, "property", "og:title")!)).toContain(card.title);
    },
  );

  it("a page without its own card (an error page's tags aside) shares the home page's", async () => {
    const home = metaContent(await (await app.fetch("/")).text(), "property", "og:image");
    const cart = metaContent(await (await app.fetch("/cart")).text(), "property", "og:image");
    expect(cart).toBe(home);
  });
});
