import { expect, reach, test, type Page } from "./fixtures";
import { buyForms } from "./buy-form";
import { SITE_WIDE, sharing } from "./exclusive";
import { productsSection } from "../../app/content/home";
import { moneyBackGuarantee, salesDisclaimer } from "../../app/content/legal";
import { offers } from "../../app/content/offers";
import { siteProfile } from "../../app/content/profile";
import { salesPages } from "../../app/content/sales";
import { refundQuestion, sellingWords } from "../../app/content/sales/selling";
import { formatPrice } from "../../app/lib/money";
import { CHECKOUT_PAGE_PREFIX, E2E_STRIPE_PORT } from "../support/stand-ins/stripe";

const dominion = salesPages.find((sales) => sales.path === "/product/dominion-wealth-bundle")!;

/** The y of an element's top in the page, to compare where sections sit. */
const topOf = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test.describe("sales pages sell", () => {
  for (const { path, title, offers: pageOffers, page: sales } of salesPages) {
    test(`${path}: heading, prices, a buy button per offer, cover, what's inside, the coach, 5-star testimonials, a buy button after the guarantee, a FAQ and the disclaimer`, async ({
      page,
    }) => {
      // Her name and photo are on the page: never while a spec changes them (exclusive.ts).
      await sharing(SITE_WIDE, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        for (const key of pageOffers) {
          // Each offer has a buy button (a long page may repeat it at the end).
          const form = buyForms(page, key);
          expect(await form.count()).toBeGreaterThan(0);
          await expect(form.first().getByRole("button")).toBeVisible();
          await expect(
            page.getByText(formatPrice(offers[key].priceCents, offers[key].billing), { exact: true }).first(),
          ).toBeVisible();
        }
        await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(sales.testimonials.length);
        await expect(page.getByTestId("sales-disclaimer")).toHaveText(salesDisclaimer);

        const cover = page.locator("main img[data-testid=cover-art]");
        await expect(cover).toHaveAttribute("alt", sales.sell.cover.alt);
        // The drawn cover loaded (a missing file has no natural width).
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

        const delivery = page.getByTestId("sales-delivery");
        await expect(delivery.getByRole("heading", { level: 2 })).toHaveText(sellingWords.insideHeading);
        for (const item of sales.sell.delivery) {
          const card = delivery
            .locator("li")
            .filter({ has: page.getByRole("heading", { name: offers[item.offer].name }) });
          await expect(card).toContainText(item.format);
          await expect(card).toContainText(item.length);
          await expect(card).toContainText(item.delivery ?? sellingWords.downloadDelivery);
        }

        const coach = page.getByTestId("sales-coach");
        await expect(coach).toContainText(siteProfile.person.name);
        // Her photo or the default (an earlier journey may have uploaded hers).
        await expect(coach.getByRole("img")).toBeVisible();

        const closing = page.getByTestId("closing-buy");
        const closingOffer = offers[sales.sell.closing.offer];
        await expect(closing).toContainText(formatPrice(closingOffer.priceCents, closingOffer.billing));
        await expect(closing.getByRole("button", { name: sales.sell.closing.buyLabel })).toBeVisible();
        expect(await topOf(page, "[data-testid=closing-buy] button")).toBeGreaterThan(
          await topOf(page, "#guarantee-heading"),
        );

        const faq = page.getByTestId("sales-faq");
        await expect(faq.locator("summary")).toContainText(sales.sell.faq.map((item) => item.question));
        const refund = faq.locator("details").filter({ hasText: refundQuestion.question });
        await expect(refund.getByText(refundQuestion.answer)).toBeHidden();
        await refund.locator("summary").click();
        await expect(refund.getByText(refundQuestion.answer)).toBeVisible();
        expect(refundQuestion.answer).toContain(String(moneyBackGuarantee.heading.match(/\d+/)![0]));
      });
    });
  }

  test("the Dominion Wealth Bundle leads the Bundles tab, with its cover", async ({ page }) => {
    await page.goto("/");
    const first = page.locator("#products-tabs-panel [data-testid=product-card]").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", dominion.path);
    await expect(first).toContainText(productsSection.cards.bundles[0].title);
    await expect
      .poll(() => first.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("a sales page's share card is served by the site as a PNG", async ({ page }) => {
    await page.goto(dominion.path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await page.request.get(new URL(new URL(image!).pathname, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("the phone's buy bar (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stays at the bottom of the screen; with JavaScript it steps aside while a buy button is on screen", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(dominion.path);
    // A visitor's finger on the page as they scroll: the bar's enhancement comes with the page's body.
    if (javaScriptEnabled) await reach(page.getByRole("main"));
    const bar = page.getByTestId("buy-bar");
    const price = offers[dominion.page.sell.closing.offer];
    await expect(bar).toContainText(formatPrice(price.priceCents, price.billing));

    // Halfway down, among the testimonials: no other buy button in sight, the bar is at the bottom.
    await page.getByRole("heading", { name: sellingWords.coachHeading }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("button", { name: sellingWords.barLabel })).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);

    // At the closing buy button: with JavaScript the bar hides, without it it stays (CSS alone).
    await page.getByTestId("closing-buy").getByRole("button").scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await expect(bar).toBeHidden();
    else await expect(bar).toBeVisible();

    // Back among the sections: the bar returns.
    await page.getByRole("heading", { name: sellingWords.coachHeading }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
  });

  test("buys from the bar (a plain post without JavaScript): on to Stripe Checkout", async ({ page }) => {
    await page.goto("/product/homeownership-game-plan");
    await page.getByRole("heading", { name: sellingWords.coachHeading }).scrollIntoViewIfNeeded();
    await page.getByTestId("buy-bar").getByRole("button", { name: sellingWords.barLabel }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_STRIPE_PORT}${CHECKOUT_PAGE_PREFIX}`));
  });
});
