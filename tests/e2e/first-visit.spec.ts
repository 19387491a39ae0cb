import { expect, test } from "./fixtures";

/*
 * What `npm run bench` counts as a first visit's JavaScript is every script the HTML preloads or
 * imports. This checks that the browser, once hydrated and idle, has fetched no other script: a
 * script loaded later by itself would be weight the bench does not see.
 */

const PAGES = [
  "/",
  "/about",
  "/store",
  "/product/demo-brand-tshirt",
  "/product/ai-marketing-suite",
  "/product/ebook-growth-accelerator",
  "/cart",
  "/money-moves-live",
];

test.use({ viewport: { width: 390, height: 844 } });

for (const path of PAGES) {
  test(`${path} downloads only the scripts its HTML names`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript no script runs");
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const named = new Set(
      [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"|import[^"]*"(\/build\/[^"]+\.js)"/g)].map(
        (m) => m[1] ?? m[2],
      ),
    );
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-haspopup", "dialog"); // hydrated
    // Hydrated, then no request for a while: whatever the page loads by itself has been asked for.
    await page.waitForLoadState("networkidle");
    expect(named.size).toBeGreaterThan(2);
    expect([...scripts].filter((script) => !named.has(script))).toEqual([]);
  });
}
