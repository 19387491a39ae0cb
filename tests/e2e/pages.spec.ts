import { expect, reach, test, type Page } from "./fixtures";
import { aboutPage } from "../../app/content/about";
import { bookingPage } from "../../app/content/booking";
import { contactPage } from "../../app/content/contact";
import { siteProfile } from "../../app/content/profile";
import { moneyMovesLive } from "../../app/content/event";
import { homeHero, productsSection, realEstateSection } from "../../app/content/home";
import { buyerInquiryPage, propertyInquiryPage, sellerInquiryPage } from "../../app/content/inquiries";
import { offers } from "../../app/content/offers";
import { PLAN_KEYS, propertyPlans, vacancyPromise } from "../../app/content/property-plans";
import { ebookGrowthAcceleratorPage } from "../../app/content/sales/ebook-growth-accelerator";
import { successPage } from "../../app/content/success";
import { formatPrice, formatUsd, lowestPriceCents } from "../../app/lib/money";
import { vacancyPromiseText } from "../../app/lib/property-plan";

const { offices } = siteProfile;

// With motion, as most visitors see the pages (the other specs ask for reduced motion: playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const productsPanel = (page: Page) => page.locator("#products-tabs-panel");
const estatePanel = (page: Page) => page.locator("#estate-tabs-panel");
const cardLink = (page: Page, to: string) => productsPanel(page).locator(`a[href="${to}"]`);

test.describe("home", () => {
  test("hero buttons: Get Started Now and Explore Digital Products", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
    await expect(page.getByRole("link", { name: homeHero.primary.label })).toHaveAttribute("href", homeHero.primary.to);
    await page.getByRole("link", { name: homeHero.secondary.label }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(page.locator("#products")).toBeInViewport();
    await page.getByRole("link", { name: homeHero.primary.label }).click();
    await expect(page).toHaveURL(/\/money-moves-live$/);
  });

  test("product tabs: bundles by default, Ebooks & Guides switches (in place with JavaScript, by link without)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    for (const card of productsSection.cards.bundles) {
      await expect(cardLink(page, card.to)).toBeVisible();
      const price =
        card.offers.length === 1
          ? formatPrice(offers[card.offers[0]].priceCents, offers[card.offers[0]].billing)
          : formatUsd(lowestPriceCents(card.offers.map((key) => offers[key])));
      await expect(productsPanel(page).getByTestId("product-card").filter({ hasText: card.title })).toContainText(
        price,
      );
    }
    await expect(cardLink(page, productsSection.cards.ebooks[0].to)).toHaveCount(0);

    if (javaScriptEnabled) {
      await reach(productsPanel(page));
      const tab = page.getByRole("tab", { name: "Ebooks & Guides" });
      await expect(page.getByRole("tablist", { name: productsSection.tabsLabel })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Bundles & Accelerators" })).toHaveAttribute("aria-selected", "true");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toHaveCount(2);
      await expect(page).toHaveURL(/\/\?products=ebooks#products$/);
      // Switched in place: the same document, no reload.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    } else {
      await expect(page.getByRole("tab")).toHaveCount(0);
      await page.getByRole("link", { name: "Ebooks & Guides" }).click();
      await expect(page).toHaveURL(/\/\?products=ebooks#products$/);
      await expect(page.getByRole("link", { name: "Ebooks & Guides" })).toHaveAttribute("aria-current", "true");
    }
    for (const card of productsSection.cards.ebooks) await expect(cardLink(page, card.to)).toBeVisible();
    await expect(cardLink(page, productsSection.cards.bundles[0].to)).toHaveCount(0);
  });

  test("real-estate tabs: buyers by default, Sellers switches", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await expect(
      estatePanel(page).getByRole("heading", { name: realEstateSection.panels.buyers.heading }),
    ).toBeVisible();
    if (javaScriptEnabled) await reach(estatePanel(page));
    const sellers = javaScriptEnabled
      ? page.getByRole("tab", { name: "Sellers" })
      : page.getByRole("link", { name: "Sellers", exact: true });
    await sellers.click();
    await expect(page).toHaveURL(/\/\?estate=sellers#real-estate$/);
    await expect(
      estatePanel(page).getByRole("heading", { name: realEstateSection.panels.sellers.heading }),
    ).toBeVisible();
    await expect(estatePanel(page).getByRole("heading", { name: realEstateSection.panels.buyers.heading })).toHaveCount(
      0,
    );
    await expect(
      estatePanel(page).getByRole("link", { name: realEstateSection.panels.sellers.primary.label }),
    ).toHaveAttribute("href", realEstateSection.panels.sellers.primary.to);
  });

  test("choosing both tab sets keeps both in the address", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    if (javaScriptEnabled) await reach(page.getByRole("main"));
    const role = javaScriptEnabled ? "tab" : "link";
    await page.getByRole(role, { name: "Ebooks & Guides" }).click();
    await expect(page).toHaveURL(/\/\?products=ebooks#products$/);
    await page.getByRole(role, { name: "Sellers", exact: true }).click();
    await expect(page).toHaveURL(/\/\?products=ebooks&estate=sellers#real-estate$/);
    await expect(cardLink(page, productsSection.cards.ebooks[0].to)).toBeVisible();
    await expect(
      estatePanel(page).getByRole("heading", { name: realEstateSection.panels.sellers.heading }),
    ).toBeVisible();
    await page.reload();
    await expect(cardLink(page, productsSection.cards.ebooks[0].to)).toBeVisible();
    await expect(
      estatePanel(page).getByRole("heading", { name: realEstateSection.panels.sellers.heading }),
    ).toBeVisible();
  });

  test("a query selects the tabs when the page loads", async ({ page }) => {
    await page.goto("/?products=ebooks&estate=sellers");
    await expect(cardLink(page, productsSection.cards.ebooks[0].to)).toBeVisible();
    await expect(
      estatePanel(page).getByRole("heading", { name: realEstateSection.panels.sellers.heading }),
    ).toBeVisible();
    await page.goto("/?products=unknown");
    await expect(cardLink(page, productsSection.cards.bundles[0].to)).toBeVisible();
  });

  test("with JavaScript the tabs follow the ARIA pattern: arrow keys, Home and End", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "arrow keys need JavaScript; without it the tabs are links");
    await page.goto("/");
    await reach(page.getByRole("main"));
    const ebooks = page.getByRole("tab", { name: "Ebooks & Guides" });
    const bundles = page.getByRole("tab", { name: "Bundles & Accelerators" });
    await expect(bundles).toHaveAttribute("tabindex", "0");
    await expect(ebooks).toHaveAttribute("tabindex", "-1");
    await bundles.focus();
    await page.keyboard.press("ArrowRight");
    await expect(ebooks).toBeFocused();
    await expect(ebooks).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Ebooks & Guides" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(bundles).toBeFocused();
    await expect(bundles).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(ebooks).toBeFocused();
    await page.keyboard.press("End");
    await expect(bundles).toHaveAttribute("aria-selected", "true");
  });

  test("a product card opens its sales page at the linked section", async ({ page }) => {
    await page.goto("/?products=ebooks");
    await cardLink(page, "/product/funding-bundle#business-funding").click();
    await expect(page).toHaveURL(/\/product\/funding-bundle#business-funding$/);
    await expect(page.locator("#business-funding")).toBeInViewport();
  });

  test("cards enter 0.05 s apart, and not at all for reduced motion", async ({ page }) => {
    await page.goto("/");
    const delays = await productsPanel(page)
      .locator(".card-enter")
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
    expect(delays).toEqual(productsSection.cards.bundles.map((_, i) => `${Math.round(i * 0.05 * 100) / 100}s`));
    await page.emulateMedia({ reducedMotion: "reduce" });
    const reduced = await productsPanel(page)
      .locator(".card-enter")
      .evaluateAll((cards) =>
        cards.map((c) => [getComputedStyle(c).animationDelay, getComputedStyle(c).animationDuration]),
      );
    for (const [delay, duration] of reduced) {
      expect(delay).toBe("0s");
      expect(parseFloat(duration)).toBeLessThan(0.001);
    }
  });
});

test.describe("pages", () => {
  test("/about: focus areas and Start Your Journey", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.title);
    await expect(page.getByTestId("focus-area").getByRole("heading")).toHaveText([
      "Homeownership",
      "Business Launch & Growth",
      "Investment Growth",
    ]);
    await page.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/money-moves-live$/);
  });

  test("/contact: support contacts, the three offices and the form's place", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.title);
    await expect(page.getByTestId("support-contact")).toHaveCount(2);
    await expect(page.getByTestId("office").getByRole("heading")).toHaveText(
      offices.map((o) => `${o.city}, ${o.region}`),
    );
    await expect(page.locator("#contact-form").getByRole("heading", { name: contactPage.formHeading })).toBeVisible();
  });

  test("/money-moves-live: event details, video area, what to expect and Register Now", async ({ page }) => {
    await page.goto("/money-moves-live");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(moneyMovesLive.name);
    // "When" names the next session (or the month she skipped and the one after).
    await expect(page.getByTestId("event-fact").first()).toContainText(/Saturday, \w+ \d{1,2}/);
    // The event's usual time, or the time of a session the owner moved (your-site.spec.ts moves one
    // for a while on the shared e2e server).
    await expect(page.getByTestId("next-session")).toContainText(
      new RegExp(` at (${moneyMovesLive.time}|\\d{1,2}:\\d{2} [AP]M E[SD]T)$`),
    );
    await expect(page.getByTestId("next-session-panel")).toBeVisible();
    for (const point of moneyMovesLive.expect.points) await expect(page.getByText(point)).toBeVisible();
    await page.getByTestId("register-now").click();
    await expect(page.locator("#register")).toBeInViewport();
    await expect(
      page.locator("#register").getByRole("heading", { name: moneyMovesLive.register.heading }),
    ).toBeVisible();
  });

  test("buyer and seller inquiries show their headings and the form's place", async ({ page }) => {
    for (const [path, copy] of [
      ["/buyer-inquiry", buyerInquiryPage],
      ["/seller-inquiry", sellerInquiryPage],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.locator("#inquiry-form").getByRole("heading", { name: copy.formHeading })).toBeVisible();
    }
  });

  test("/property-management: three plans, Landlord Favorite most popular, the $30 promise, each card opens its inquiry", async ({
    page,
  }) => {
    await page.goto("/property-management");
    await expect(page.getByTestId("vacancy-promise")).toContainText(vacancyPromiseText(vacancyPromise));
    for (const key of PLAN_KEYS) {
      const card = page.locator(`[data-plan="${key}"]`);
      await expect(card.getByRole("heading")).toHaveText(propertyPlans[key].name);
      await expect(card).toContainText(propertyPlans[key].price);
      await expect(card.getByText("Most Popular")).toHaveCount(propertyPlans[key].highlight ? 1 : 0);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/property-management-inquiry?plan=${key}`);
    }
    await page.locator('[data-plan="plus"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/property-management-inquiry\?plan=plus$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(propertyInquiryPage.title);
    await expect(page.locator('[data-plan="plus"]').getByRole("heading")).toHaveText(propertyPlans.plus.name);
  });

  test("/property-management-inquiry falls back to the basic plan", async ({ page }) => {
    for (const path of ["/property-management-inquiry", "/property-management-inquiry?plan=platinum"]) {
      await page.goto(path);
      await expect(page.locator("[data-plan]")).toHaveAttribute("data-plan", "basic");
      await expect(page.locator("[data-plan]").getByRole("heading")).toHaveText(propertyPlans.basic.name);
    }
  });

  test("/schedule-session without a calendar configured is a 'request a session' form", async ({ page }) => {
    await page.goto("/schedule-session");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: bookingPage.request.heading })).toBeVisible();
    await expect(page.locator('[data-lead-form="session"]')).toBeVisible();
  });

  test("/success: thank-you and Continue Shopping to /store", async ({ page }) => {
    await page.goto("/success");
    // Visited directly nothing was verified: a neutral thank-you, no claim of a payment.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(successPage.neutral.title);
    await expect(page.getByTestId("success-text")).not.toContainText("payment went through");
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL(/\/store$/);
  });
});

test.describe("sales pages", () => {
  test("the free E-Book Launch Blueprint button leads to its form's place", async ({ page }) => {
    await page.goto("/product/ebook-growth-accelerator");
    await page.getByRole("link", { name: ebookGrowthAcceleratorPage.cards[0].buttonText }).click();
    await expect(page).toHaveURL(/#free-blueprint$/);
    await expect(page.locator("#free-blueprint")).toBeInViewport();
    await expect(
      page.locator("#free-blueprint").getByRole("heading", { name: ebookGrowthAcceleratorPage.freeBlueprint.heading }),
    ).toBeVisible();
  });

  test("the AI suite shows its sections and the highlighted Growth tier", async ({ page }) => {
    await page.goto("/product/ai-marketing-suite");
    await expect(page.locator("#ai-playbook")).toContainText("$27");
    const grid = page.locator("#done-for-you");
    await expect(grid.locator("article")).toHaveCount(3);
    await expect(grid.locator('article[data-highlight="true"]')).toHaveAttribute("data-offer", "growth");
    await expect(grid.locator('article[data-highlight="true"]')).toContainText("Most Popular");
  });
});
