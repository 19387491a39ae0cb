import { expect, test } from "./fixtures";
import { footerLinks, navLinks } from "../../app/content/navigation";
import { readConfig } from "../../app/server/config.server";
import { createToastService } from "../../app/server/toast.server";

// With motion, as most visitors see the menu, the toasts and the header's links (the other specs
// ask for reduced motion: playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// Each route's footer, navigation links and Register Now: trust.spec.ts, "every page".
test.describe("layout", () => {
  test.use({ viewport: DESKTOP });

  test("the nine nav links are in order with their targets", async ({ page }) => {
    await page.goto("/");
    const links = page.getByTestId("nav-links").getByRole("link");
    await expect(links).toHaveText(navLinks.map((l) => l.label));
    for (const [index, link] of navLinks.entries()) await expect(links.nth(index)).toHaveAttribute("href", link.to);
  });

  test("the footer links are in order with their targets, social links only to profiles", async ({ page }) => {
    await page.goto("/contact");
    const links = page.getByTestId("footer-links").getByRole("link");
    await expect(links).toHaveText(footerLinks.map((l) => l.label));
    for (const [index, link] of footerLinks.entries()) await expect(links.nth(index)).toHaveAttribute("href", link.to);
    // Only the owner's own profiles are linked: never a network's bare home page (the shipped
    // profile has none yet, so the list is left out).
    for (const href of await page
      .getByTestId("site-footer")
      .locator('a[href^="https://"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
      expect(new URL(href).pathname.replace(/\/+$/, "")).not.toBe("");
  });

  test("Register Now on the event page goes to #register", async ({ page }) => {
    await page.goto("/money-moves-live");
    await expect(page.getByTestId("register-now")).toHaveAttribute("href", "#register");
  });

  test("a hash link goes to the home page and brings the section into view", async ({ page }) => {
    await page.goto("/about");
    await page.getByTestId("nav-links").getByRole("link", { name: "Property Management" }).click();
    await expect(page).toHaveURL(/\/#property$/);
    await expect(page.locator("#property")).toBeInViewport();
  });

  test("a link clicked with Shift opens a new window and leaves the page as it was", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const opened = context.waitForEvent("page");
    await page
      .getByTestId("nav-links")
      .getByRole("link", { name: "About" })
      .click({ modifiers: ["Shift"] });
    await expect(await opened).toHaveURL(/\/about$/);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("an unknown URL shows the designed 404 page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: PHONE });

  test("the hamburger opens and closes the menu, and a link navigates", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const links = page.getByTestId("mobile-links");
    await expect(page.getByTestId("nav-links")).toBeHidden();
    await expect(links).toBeHidden();
    const toggle = page.getByTestId("mobile-menu").locator("summary");
    await toggle.click();
    await expect(links).toBeVisible();
    await expect(links.getByRole("link")).toHaveText(navLinks.map((l) => l.label));
    await toggle.click();
    await expect(links).toBeHidden();
    await toggle.click();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await links.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // With JavaScript the link is followed in the app (the same document); without it, by a document load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      javaScriptEnabled ? 42 : undefined,
    );
    // With JavaScript the menu closes itself on navigation; without it the new page starts closed.
    await expect(page.getByTestId("mobile-links")).toBeHidden();
    if (javaScriptEnabled) await expect(page.getByTestId("mobile-menu")).not.toHaveAttribute("open", "");
  });
});

test.describe("toasts", () => {
  test("a flash toast shows on the next page, with or without JavaScript, and fades with JavaScript", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const toasts = createToastService(readConfig({ ENVIRONMENT: "test" }));
    const redirect = await toasts.redirect("/", {
      type: "success",
      message: "Welcome back!",
      description: "A short note.",
      duration: 1500,
    });
    const [pair] = redirect.headers.get("Set-Cookie")!.split(";");
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    await context.addCookies([{ name, value, url: baseURL! }]);
    await page.goto("/about");
    const toast = page.getByRole("status").filter({ hasText: "Welcome back!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("A short note.");
    if (javaScriptEnabled) {
      // It came with the page, so it fades where it stands, in the page's flow, never floating over
      // it (its box's code arrives after the page hydrates: decision 0031).
      const box = page.locator(".toast").filter({ hasText: "Welcome back!" });
      await expect(box).toHaveClass(/opacity-0/, { timeout: 5000 });
      await expect(box).toHaveAttribute("data-floating", "false");
      await expect(toast).toBeHidden({ timeout: 5000 });
    }
    await page.reload();
    await expect(page.getByText("Welcome back!")).toHaveCount(0);
  });
});
