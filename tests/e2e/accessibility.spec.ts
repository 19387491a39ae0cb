import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGE_PATHS } from "../support/routes";

const EXTRA_PAGES = ["/cart", "/this-page-does-not-exist", "/?products=ebooks&estate=sellers", "/property-management-inquiry?plan=plus"];

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of [...PAGE_PATHS, ...EXTRA_PAGES]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test("the first store product page has no accessibility violations", async ({ page }) => {
  await page.goto("/store");
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href!);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
