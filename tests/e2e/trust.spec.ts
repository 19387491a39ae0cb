import type { TestInfo } from "@playwright/test";
import { expect, test, type Locator, type Page } from "./fixtures";
import { cartCopy } from "../../app/content/cart";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { siteProfile } from "../../app/content/profile";
import { PAGE_PATHS, ROUTES } from "../support/fixtures/routes";
import { signedInOwner } from "./owner-account";
import { tapTargetFaults } from "./tap-targets";
import { atEachViewport } from "./widths";
import { SITE_WIDE, sharing } from "./exclusive";

/*
 * What a visitor deciding whether to trust the site sees, at a phone, a tablet, a small laptop and
 * a desktop, with JavaScript and without: a header that never wraps, no page that scrolls
 * sideways (the owner's included), toasts that never cover a primary action and close without
 * JavaScript, tap targets a finger can hit, and the legal pages linked wherever they belong.
 * With E2E_SCREENSHOTS=1, each page's screenshot at 390 and 1440 px is attached to the report for
 * a person to look at (`E2E_SCREENSHOTS=1 npx playwright test tests/e2e/trust.spec.ts`, then
 * `npx playwright show-report`). `npm test` leaves them out: nobody looks at them there, and the
 * full-page pictures were a quarter of this file's browser time.
 */

const WIDTHS = [390, 768, 1024, 1440] as const;
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });
const VIEWPORTS = WIDTHS.map(viewport);

/** Every public page (the legal pages among them), the cart, a store product and the owner's sign-in. */
const PAGES = [...PAGE_PATHS, "/cart", "/product/demo-brand-tshirt", "/owner/sign-in"];
/** The layout rules of each route of the site (footer, navigation links). */
const ROUTE_LAYOUT = new Map(ROUTES.map((route) => [route.path, route]));

/** Items of the main navigation bar (brand, links, Register Now, cart, toggle) that wrapped or left the row. */
async function headerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const items = [
      ...nav.querySelectorAll<HTMLElement>(":scope > a, :scope > ul > li > a, :scope > details > summary"),
    ].filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden");
    const faults: string[] = [];
    const navBox = nav.getBoundingClientRect();
    const middles = items.map((e) => {
      const box = e.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    for (const [index, item] of items.entries()) {
      const range = document.createRange();
      range.selectNodeContents(item);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      const name = item.textContent?.trim() || item.getAttribute("aria-label") || item.tagName;
      if (lines.size > 1) faults.push(`${name} wraps onto ${lines.size} lines`);
      if (Math.abs(middles[index] - middles[0]) > 2) faults.push(`${name} is not on the bar's one row`);
      const box = item.getBoundingClientRect();
      if (box.right > navBox.right + 1 || box.left < navBox.left - 1) faults.push(`${name} sticks out of the bar`);
      if (item.dataset.testid === "brand" && item.scrollHeight > item.clientHeight + 1) faults.push("the brand wraps");
    }
    return faults;
  });
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

async function attachScreenshot(page: Page, name: string, testInfo: TestInfo) {
  if (!SCREENSHOTS) return;
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

/** The pages in groups of five: the two workers share the groups. */
const PAGE_GROUPS = Array.from({ length: Math.ceil(PAGES.length / 5) }, (_, i) => PAGES.slice(i * 5, i * 5 + 5));

// Each page is loaded once, on a phone, and widened (atEachViewport): every check a page must pass
// runs on that one load. A group's pages load in one browser page in turn, as a visitor goes from
// page to page (opening a page sets no cookie or storage that changes another; the browser keeps the
// scripts it compiled). Every page is checked (expect.soft); each fault names its page and width.
test.describe("every page", () => {
  test.describe.configure({ mode: "parallel" });
  for (const group of PAGE_GROUPS) {
    test(`${group.join(", ")}: no sideways scroll, a header on one row, targets a finger can hit, its layout and legal links`, async ({
      page,
    }, testInfo) => {
      // The time allowed is one page's, that many times.
      test.setTimeout(group.length * testInfo.timeout);
      // Never while a spec changes what every page shows (exclusive.ts).
      await sharing(SITE_WIDE, async () => {
        for (const path of group) await expectTrustworthyPage(page, path, testInfo);
      });
    });
  }
});

async function expectTrustworthyPage(page: Page, path: string, testInfo: TestInfo): Promise<void> {
  const response = await atEachViewport(page, path, VIEWPORTS, async ({ width }) => {
    const at = `${path} at ${width} px`;
    expect.soft(await sidewaysScroll(page), at).toBeLessThanOrEqual(0);
    expect.soft(await headerFaults(page), at).toEqual([]);
    // Links inline or the toggle, never neither.
    const links = page.getByTestId("nav-links");
    if ((await links.count()) > 0 && !(await links.isVisible()))
      await expect.soft(page.getByTestId("mobile-menu").locator("summary"), at).toBeVisible();
    if (width === 390) expect.soft(await tapTargetFaults(page), at).toEqual([]);
    if (width === 390 || width === 1440) await attachScreenshot(page, `${at} (${testInfo.project.name})`, testInfo);
  });
  expect.soft(response?.status(), path).toBe(200);
  const route = ROUTE_LAYOUT.get(path);
  if (!route) return;
  // The layout its kind of page has (at 1440 px, where the loop ended).
  await expect.soft(page.getByTestId("brand"), path).toBeVisible();
  await expect.soft(page.getByTestId("cart-button"), path).toBeVisible();
  await expect.soft(page.getByTestId("site-footer"), path).toHaveCount(route.footer ? 1 : 0);
  await expect.soft(page.getByTestId("nav-links"), path).toHaveCount(route.navLinks ? 1 : 0);
  await expect.soft(page.getByTestId("register-now"), path).toHaveCount(path === "/money-moves-live" ? 1 : 0);
  // The legal pages, linked from every page.
  const legal = page.getByTestId("legal-links");
  await expect.soft(legal.getByRole("link", { name: "Privacy Policy" }), path).toHaveAttribute("href", "/privacy");
  await expect.soft(legal.getByRole("link", { name: "Terms & Refunds" }), path).toHaveAttribute("href", "/terms");
}

test.describe("no owner's page scrolls sideways", () => {
  test("the owner's pages, signed in, at 390 and 1440 px", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport(390));
    await leadWithLongAddress(page);
    await signedInOwner(page, testInfo.project.name, "trust");
    for (const width of [390, 1440]) {
      await page.setViewportSize(viewport(width));
      const lead = await page.goto("/owner").then(() => page.locator('a[href^="/owner/leads/"]').first());
      const leadPath = (await lead.count()) > 0 ? await lead.getAttribute("href") : null;
      for (const path of ["/owner", "/owner/orders", "/owner/security", ...(leadPath ? [leadPath] : [])]) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        expect(await sidewaysScroll(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await headerFaults(page), `${path} at ${width} px`).toEqual([]);
        // The owner's header has no cart.
        await expect(page.getByTestId("cart-button")).toHaveCount(0);
        await attachScreenshot(page, `${path} at ${width} px (${testInfo.project.name})`, testInfo);
      }
      // The chart can be read on a phone: its drawing is at least 300 px wide, its words at least 10 px.
      await page.goto("/owner");
      const drawing = page.locator('figure svg[data-chart="leads-per-week"]:visible');
      await expect(drawing).toHaveCount(1);
      const scale = await drawing.evaluate(
        (svg: SVGSVGElement) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
      );
      const fontSize = Number(await drawing.locator("text").first().getAttribute("font-size"));
      expect(fontSize * scale, `chart text at ${width} px`).toBeGreaterThanOrEqual(10);
    }
  });
});

/** A lead to list, with a long address a phone has to break. */
async function leadWithLongAddress(page: Page): Promise<void> {
  await page.goto("/contact");
  const form = page.locator("#contact-form");
  await form.getByLabel("Full name").fill("Eve Stone-Longname");
  await form.getByLabel(/Email/).fill(`eve.stone.with.a.very.long.address.${Date.now()}@example-domain-name.com`);
  await form.getByLabel(/Subject/).fill("A question about my download");
  await form.getByLabel(/Message/).fill("Hello, a message long enough to wrap on a phone. ".repeat(3));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
}

/**
 * Returns once the page has stayed at one scroll position for three reads 50 ms apart (read from
 * here: a page without JavaScript runs no timers or animation frames for a script of ours).
 */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  for (let still = 0; still < 3;) {
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
    if (still < 3) await page.waitForTimeout(50);
  }
}

/** The press at the button's centre reaches the button, and no toast lies over it. */
async function expectReachable(page: Page, button: Locator, label: string) {
  await button.scrollIntoViewIfNeeded();
  // The page scrolls smoothly: measured mid-scroll, an in-flow toast passing under the sticky
  // header would seem to lie over the header's buttons.
  await scrollSettled(page);
  const box = (await button.boundingBox())!;
  const reached = await button.evaluate(
    (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(reached, `${label}: the element at its centre is the button`).toBe(true);
  for (const toastBox of await page
    .locator(".toast:visible")
    .evaluateAll((toasts) => toasts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect))) {
    const overlaps =
      toastBox.left < box.x + box.width &&
      box.x < toastBox.right &&
      toastBox.top < box.y + box.height &&
      box.y < toastBox.bottom;
    expect(overlaps, `${label}: a toast lies over it`).toBe(false);
  }
}

test.describe("toasts never cover a primary action, and close without JavaScript", () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: viewport(width) });

      test("Send Message after the contact form's answer", async ({ page }) => {
        await page.goto("/contact");
        const form = page.locator("#contact-form");
        // Refused by the server (the browser's own checks switched off): the error toast.
        await form.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
        await form.getByRole("button", { name: "Send Message" }).click();
        const toast = page.getByRole("status").filter({ hasText: "Please check the form" });
        await expect(toast).toBeVisible();
        await expectReachable(page, form.getByRole("button", { name: "Send Message" }), "Send Message");
        // Closes with its own control, with or without JavaScript.
        await page.locator(".toast").filter({ has: toast }).getByTestId("toast-close").click();
        await expect(toast).toBeHidden();
      });

      test("the next step and Register Now after the event form's answer", async ({ page }) => {
        await page.goto("/money-moves-live");
        const register = page.locator("#register");
        await register.getByLabel("Full name").fill("Ada Lovelace");
        await register.getByLabel(/Email/).fill(`ada.${Date.now()}@example.com`);
        await register.getByRole("button", { name: "Register for Free" }).click();
        await expect(page.getByRole("status").filter({ hasText: LEAD_FORM_COPY.event.success.message })).toBeVisible();
        // The thank-you panel takes the form's place: its next step is the action to keep in reach.
        const nextStep = LEAD_FORM_COPY.event.thanks.step.label;
        await expectReachable(page, page.locator("#register").getByRole("link", { name: nextStep }), nextStep);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await expectReachable(page, page.getByTestId("register-now"), "Register Now");
      });

      test("Checkout after an add to the cart", async ({ page, javaScriptEnabled }) => {
        await page.goto("/product/demo-polo-shirt");
        const answered = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/cart",
        );
        await page.getByTestId("add-to-cart").click();
        await answered;
        const added = page.getByRole("status").filter({ hasText: cartCopy.added });
        let checkout: Locator;
        if (javaScriptEnabled) {
          // The drawer shows the item, and the toast says so clear of its Checkout.
          const drawer = page.getByTestId("cart-drawer");
          await expect(drawer.getByTestId("cart-line")).not.toHaveCount(0);
          checkout = drawer.getByRole("button", { name: cartCopy.checkout });
        } else {
          await expect(page).toHaveURL(/\/cart$/);
          checkout = page.getByRole("main").getByRole("button", { name: cartCopy.checkout });
        }
        await expect(added).toBeVisible();
        await expectReachable(page, checkout, "Checkout");
        if (!javaScriptEnabled) {
          await page.locator(".toast").filter({ has: added }).getByTestId("toast-close").click();
          await expect(added).toBeHidden();
        }
      });
    });
  }
});

test.describe("who the visitor is dealing with, and what happens to their data", () => {
  test("the home hero and /about show the person; real-estate pages the licence and Equal Housing Opportunity", async ({
    page,
  }) => {
    await page.goto("/");
    const person = page.getByTestId("hero-person");
    await expect(person).toContainText(siteProfile.person.name);
    // Her photo or the default (an earlier journey may have uploaded hers): a picture of her, either way.
    await expect(person.getByRole("img")).toBeVisible();
    await expect(page.locator("#real-estate").getByTestId("licence-line")).toContainText(
      siteProfile.realEstate.brokerage.name,
    );
    await expect(page.locator("#real-estate").getByTestId("equal-housing")).toBeVisible();
    await page.goto("/about");
    await expect(page.getByTestId("about-name")).toHaveText(siteProfile.person.name);
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    for (const path of ["/buyer-inquiry", "/seller-inquiry", "/property-management", "/property-management-inquiry"]) {
      await page.goto(path);
      await expect(page.getByTestId("licence-line"), path).toContainText(siteProfile.realEstate.licences[0].number);
      await expect(page.getByTestId("equal-housing"), path).toBeVisible();
    }
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: siteProfile.support.email })).toHaveAttribute(
      "href",
      `mailto:${siteProfile.support.email}`,
    );
  });

  // Every page's legal links: "every page", above.
  test("the legal pages are linked under every form and from the playbook's consent", async ({ page }) => {
    for (const path of [
      "/contact",
      "/money-moves-live",
      "/buyer-inquiry",
      "/seller-inquiry",
      "/property-management-inquiry",
      "/",
    ]) {
      await page.goto(path);
      const forms = page.locator("form[data-lead-form]");
      const count = await forms.count();
      expect(count, path).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const note = forms.nth(i).getByTestId("privacy-note");
        await expect(note, path).toContainText(/We keep/);
        await expect(note.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
      }
    }
    await page.goto("/product/property-management-playbook");
    await page.getByRole("link", { name: "terms of purchase" }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Purchase & Refund Policy");
    await expect(page.getByRole("heading", { name: "30-day money-back guarantee" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(siteProfile.support.email);
    await page.getByTestId("legal-links").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("main")).toContainText(siteProfile.business.legalName);
  });

  test("Reserve My Free Seat lands at the registration form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Reserve My Free Seat" }).click();
    await expect(page).toHaveURL(/\/money-moves-live#register$/);
    await expect(page.locator("#register")).toBeInViewport();
  });

  test("the event's video area is a designed panel of the next session, not a dead play button", async ({ page }) => {
    await page.goto("/money-moves-live");
    const panel = page.getByTestId("next-session-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(/^\w+day, \w+ \d{1,2}$/);
    await panel.getByRole("link", { name: "Save My Free Seat" }).click();
    await expect(page.locator("#register")).toBeInViewport();
  });

  test("/success visited directly claims no payment", async ({ page }) => {
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByTestId("success-text")).not.toContainText("payment went through");
    await expect(page.getByTestId("success-text")).not.toContainText("access");
  });
});
