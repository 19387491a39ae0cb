import { expect, test as base, type Page } from "@playwright/test";

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";

/** Resolves once the page has hydrated (the root's effect marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
}

/**
 * The specs' `test`: with JavaScript, `page.goto` also waits until the page has hydrated, because
 * the scripts load after the first paint (docs/decisions/0004-scripts-after-first-paint.md) and a
 * press before then is a plain form post, which the no-JavaScript project already covers. Pages
 * that are not HTML (CSV, XML) have nothing to hydrate.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
