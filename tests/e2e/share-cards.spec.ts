import { imageSize } from "image-size";
import { expect, test } from "./fixtures";
import { SITE_WIDE, sharing } from "./exclusive";

/**
 * A link preview of `/` (issue 51): the page's og:image is its live share card's address, and
 * following it gets a 1200 × 630 PNG drawn by the site, cached for a year (its address changes
 * when the card does).
 */
test("`/`'s og:image is its live share card, a 1200 × 630 PNG", async ({ page }) => {
  // The card shows her name and photo: never while a spec changes them (exclusive.ts).
  await sharing(SITE_WIDE, async () => {
    await page.goto("/");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/\/share\/home\/[0-9a-f]{16}\.png$/);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);

    const response = await page.request.get(new URL(new URL(image!).pathname, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(imageSize(await response.body())).toMatchObject({ type: "png", width: 1200, height: 630 });
  });
});
