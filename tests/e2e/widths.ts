import type { Page, Response, ViewportSize } from "@playwright/test";

/**
 * Opens `path` once, at the first viewport, and runs `check` there and at each wider viewport in
 * turn, widening the same page instead of loading it again. Sound because the site's layout is CSS
 * alone (no script reads the window's width): a page widened to 1440 px is laid out as one opened
 * at 1440 px (decision 0020, which measured what it saves). Returns the page's response.
 */
export async function atEachViewport(
  page: Page,
  path: string,
  viewports: readonly ViewportSize[],
  check: (viewport: ViewportSize) => Promise<void>,
): Promise<Response | null> {
  await page.setViewportSize(viewports[0]);
  const response = await page.goto(path);
  for (const [index, viewport] of viewports.entries()) {
    if (index > 0) await page.setViewportSize(viewport);
    await check(viewport);
  }
  return response;
}
