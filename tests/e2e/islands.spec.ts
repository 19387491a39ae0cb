import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { cartCopy } from "../../app/content/cart";

/*
 * Islands (docs/decisions/0033): a page's body and the footer's form load their code when the
 * visitor reaches for them, not with the page. A press that comes before the code is held and
 * answered as with JavaScript once it is there; if the code cannot load, the press goes through as
 * the plain link or form post it is without JavaScript.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The scripts the page asks for from now on, by path. */
function scriptsAskedFor(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds an island's chunk (by the name of its module) until `release` is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/build/_shared/${name}-[A-Z0-9]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Posts to `path`, and whether each was the JavaScript one (a Remix data request) or a plain form post. */
function postsTo(page: Page, path: string): ("data" | "document")[] {
  const posts: ("data" | "document")[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname === path)
      posts.push(url.searchParams.has("_data") ? "data" : "document");
  });
  return posts;
}

test("a sales page's body loads its code only once the visitor reaches for it", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript no script loads");
  const scripts = scriptsAskedFor(page);
  await page.goto("/product/ai-marketing-suite");
  await page.waitForLoadState("networkidle");
  const body = /\/build\/_shared\/ai-marketing-suite-[A-Z0-9]+\.js$/;
  expect([...scripts].filter((path) => body.test(path))).toEqual([]);
  // A finger on the page's body (a pointer here; a touch or focus does the same).
  await page.getByRole("main").getByRole("heading", { level: 1 }).hover();
  await expect.poll(() => [...scripts].some((path) => body.test(path))).toBe(true);
});

test("Add to Cart pressed before the page's code has come is answered as with JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  const release = await holdChunk(page, "shop-product");
  const posts = postsTo(page, "/cart");
  await page.goto("/product/demo-mug");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByTestId("add-to-cart").click();
  if (javaScriptEnabled) {
    // Held until the code is there, then sent as the JavaScript post: the drawer opens on this page.
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    release();
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
    await expect(page.getByTestId("cart-drawer").getByTestId("cart-line")).toContainText("Mug");
    expect(posts).toEqual(["data"]);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page).toHaveURL(/\/product\/demo-mug$/);
  } else {
    // Without JavaScript nothing waits: the form posts and the cart page answers.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: cartCopy.added })).toContainText("Mug");
    expect(posts).toEqual(["document"]);
  }
});

test("the footer's form sent before its code has come is answered as with JavaScript", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const release = await holdChunk(page, "email-list-form");
  const posts = postsTo(page, "/email-list");
  await page.goto("/store");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const form = page.locator('form[data-lead-form="emailList"]');
  await form.getByRole("textbox", { name: /name/i }).fill("Island Visitor");
  await form
    .getByRole("textbox", { name: /email/i })
    .fill(`islands.${testInfo.project.name}.${randomUUID()}@example.com`);
  // Chosen before the code comes: React is told of it when it does.
  await form.getByRole("radio").nth(1).check();
  await form.getByRole("button").click();
  if (javaScriptEnabled) {
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    release();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  }
  await expect(page.getByRole("status").filter({ hasText: LEAD_FORM_COPY.emailList.success.message })).toBeVisible();
  await expect(page.locator("#email-list").locator('[data-thanks="emailList"]')).toContainText(
    LEAD_FORM_COPY.emailList.thanks.heading,
  );
  expect(posts).toEqual([javaScriptEnabled ? "data" : "document"]);
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test("if the page's code cannot load, Add to Cart works as it does without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no code to fail");
  await page.route(/\/build\/_shared\/shop-product-[A-Z0-9]+\.js$/, (route) => route.abort());
  const posts = postsTo(page, "/cart");
  await page.goto("/product/demo-mug");
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("status").filter({ hasText: cartCopy.added })).toContainText("Mug");
  expect(posts).toEqual(["document"]);
});
