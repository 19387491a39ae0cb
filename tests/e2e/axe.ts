import axe from "axe-core";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA, and axe's best practices: what every page is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's violations on the page as it is now, one line each with up to three of the elements.
 *
 * axe-core is put into the page once per document and run there with `axe.run`, which is what
 * @axe-core/playwright's legacy mode does, less its work we do not need: it put axe's 550 KB into
 * the page twice on every check, and its default mode runs axe again in a new blank page to merge
 * the frames' results. Frames are left out (`iframes: false`): the only frame the site ever shows
 * is a third-party booking calendar, not ours to check.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (options) => (await window.axe.run(document, options)).violations, {
    runOnly: { type: "tag", values: AXE_TAGS },
    iframes: false,
  } satisfies axe.RunOptions);
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * axe on what a visitor without JavaScript sees now (the answer to a form post, say), which a page
 * whose scripts are disabled cannot run: its document opened again in a context where scripts run
 * but the app's own are blocked, never hydrated, as accessibility.spec.ts opens the pages it can
 * simply load.
 */
export async function axeViolationsWithoutScripts(page: Page): Promise<string[]> {
  const html = await page.content();
  // Without its #fragment: a route's pattern never matches one (the link to a preview carries one).
  const url = page.url().split("#")[0];
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), reducedMotion: "reduce", javaScriptEnabled: true });
  try {
    await context.route("**/build/**/*.js", (route) => route.abort());
    const copy = await context.newPage();
    await copy.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(url);
    // A check of an empty page would find nothing: the copy must hold the page's form fields.
    if ((await copy.locator("form, main").count()) !== (await page.locator("form, main").count())) {
      throw new Error(`The copy of ${url} for axe is not the page the visitor sees.`);
    }
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
