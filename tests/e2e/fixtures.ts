import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { clockOffsetMs, installTestClock, shiftClock } from "../support/test-clock";

// The suite's clock (TEST_NOW) in this worker, as in the server (global-setup.ts) and each page.
installTestClock();

export { expect };
export type { Browser, Locator, Page } from "@playwright/test";

/** Resolves once the page has hydrated (the root's effect marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
}

/**
 * Reaches for a part of the page whose code loads when the visitor does (an island,
 * docs/decisions/0033): a pointer comes over it, as a visitor's finger or mouse does; resolves once
 * that part has hydrated, so its JavaScript-only enhancements (ARIA tabs, a button disabled until
 * consent, the buy bar stepping aside) are there.
 */
export async function reach(part: Locator): Promise<void> {
  await part.hover();
  await expect(part.locator("xpath=ancestor-or-self::*[@data-island][1]")).toHaveAttribute("data-hydrated");
}

/**
 * Requests the specs send themselves (`page.request`, the `request` fixture) each take a fresh
 * connection. workerd may close a kept-alive connection just as the next request goes out on it: a
 * browser then sends the request again, Node's client fails it with ECONNRESET instead.
 */
function closeEachConnection(api: APIRequestContext): APIRequestContext {
  for (const method of ["fetch", "get", "post", "put", "patch", "delete", "head"] as const) {
    const send = api[method].bind(api) as (url: unknown, options?: { headers?: Record<string, string> }) => unknown;
    Object.assign(api, {
      [method]: (url: unknown, options: { headers?: Record<string, string> } = {}) =>
        send(url, { ...options, headers: { ...options.headers, Connection: "close" } }),
    });
  }
  return api;
}

/**
 * The specs' `test`: with JavaScript, `page.goto` also waits until the page has hydrated, because
 * the scripts load after the first paint (docs/decisions/0004-scripts-after-first-paint.md) and a
 * press before then is a plain form post, which the no-JavaScript project already covers. Pages
 * that are not HTML (CSV, XML) have nothing to hydrate. Its `request` and `page.request` send each
 * request on a connection of its own (closeEachConnection).
 */
export const test = base.extend<object, { browser: Browser }>({
  // Every page of every context a spec opens, its own or the fixture's, reads the suite's clock.
  browser: [
    async ({ browser }, use) => {
      const offset = clockOffsetMs();
      if (offset) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.addInitScript(shiftClock, offset);
          return context;
        };
      }
      await use(browser);
    },
    { scope: "worker" },
  ],
  request: async ({ request }, use) => {
    await use(closeEachConnection(request));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    closeEachConnection(page.request);
    // Again for the fixture's own context (shiftClock may run twice: it shifts from the real Date).
    if (javaScriptEnabled && clockOffsetMs()) await page.addInitScript(shiftClock, clockOffsetMs());
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
