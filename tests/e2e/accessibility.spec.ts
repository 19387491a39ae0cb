import { axeViolations } from "./axe";
import { expect, test, type Browser, type Page } from "./fixtures";
import { PAGE_PATHS } from "../support/fixtures/routes";
import { atEachViewport } from "./widths";
import { SITE_WIDE, sharing } from "./exclusive";

const EXTRA_PAGES = [
  "/cart",
  "/this-page-does-not-exist",
  "/?products=ebooks&estate=sellers",
  "/property-management-inquiry?plan=plus",
  "/orders",
];

/**
 * axe runs inside the page, which a context with JavaScript disabled cannot do. For the no-js
 * project the page is opened with the app's scripts blocked instead: the server-rendered
 * document, never hydrated, exactly what a visitor without JavaScript gets.
 */
async function openPage(
  browser: Browser,
  javaScriptEnabled: boolean,
  viewport: { width: number; height: number },
  baseURL: string,
): Promise<Page> {
  // Reduced motion: axe measures contrast on the settled page, not on cards mid-fade.
  const context = await browser.newContext({ viewport, baseURL, reducedMotion: "reduce", javaScriptEnabled: true });
  if (!javaScriptEnabled) await context.route("**/build/**/*.js", (route) => route.abort());
  return context.newPage();
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * One page goes through every path in turn, as a visitor goes from page to page: opening a page
 * sets no cookie or storage that changes another (the JavaScript cart keeps an empty list), and the
 * browser keeps the scripts it compiled, which a fresh context per path compiled again. Each path is
 * opened on a phone, then widened to a desktop's width (atEachViewport); every path is checked
 * (expect.soft) and each fault names its path and width.
 */
test("every page has no accessibility violations on a phone or a desktop", async ({
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  const paths = [...PAGE_PATHS, ...EXTRA_PAGES];
  test.setTimeout(paths.length * 10_000);
  const page = await openPage(browser, javaScriptEnabled, PHONE, baseURL!);
  // Never while a spec changes what every page shows (exclusive.ts).
  await sharing(SITE_WIDE, async () => {
    for (const path of paths) {
      await atEachViewport(page, path, [PHONE, DESKTOP], async ({ width }) => {
        expect.soft(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
      });
    }
  });
  await page.context().close();
});

test("the first store product page has no accessibility violations", async ({
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  const page = await openPage(browser, javaScriptEnabled, PHONE, baseURL!);
  await page.goto("/store");
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href!);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
