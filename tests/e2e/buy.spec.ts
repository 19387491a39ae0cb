import { expect, reach, test, type Page } from "./fixtures";
import { buyButton, buyForm } from "./buy-form";
import { OFFER_KEYS, offers, priceVarName, type OfferKey } from "../../app/content/offers";
import { purchaseCopy } from "../../app/content/purchase";
import { checkoutMode, requiresConsent } from "../../app/lib/checkout";
import {
  CHECKOUT_PAGE_HEADING,
  CHECKOUT_PAGE_PREFIX,
  DECLINED_MESSAGE,
  e2eStripeBindings,
  E2E_DECLINED_OFFER,
  E2E_STRIPE_PORT,
  E2E_UNAVAILABLE_OFFER,
} from "../support/stand-ins/stripe";
import { E2E_PORT } from "./server";

const STRIPE_ORIGIN = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const bindings = e2eStripeBindings(STRIPE_ORIGIN);
const PURCHASABLE = OFFER_KEYS.filter((key) => key !== E2E_UNAVAILABLE_OFFER && key !== E2E_DECLINED_OFFER);

const consentBox = (page: Page, offer: OfferKey) =>
  buyForm(page, offer).getByRole("checkbox", { name: purchaseCopy.consentLabel });

/** On the stand-in's hosted checkout, for this offer's price and mode; back leads to `cancelPath`. */
async function expectCheckout(page: Page, offer: OfferKey, cancelPath = offers[offer].page) {
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_ORIGIN}${CHECKOUT_PAGE_PREFIX}cs_test_\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await expect(page.getByTestId("checkout-price")).toHaveText(bindings[priceVarName(offer)]);
  await expect(page.getByTestId("checkout-mode")).toHaveText(checkoutMode(offer));
  await expect(page.getByTestId("checkout-cancel")).toHaveAttribute("href", `${BASE_URL}${cancelPath}`);
}

/** The pages that sell the purchasable offers. */
const SALES_PATHS = [...new Set(PURCHASABLE.map((offer) => offers[offer].page))];

// One test per sales page: its offers are bought in turn in one browser page, as a visitor who
// comes back from Stripe and buys another (the page loads again for each).
test.describe("every buy button reaches Stripe Checkout", () => {
  for (const pagePath of SALES_PATHS) {
    const pageOffers = PURCHASABLE.filter((offer) => offers[offer].page === pagePath);
    test(`${pageOffers.join(", ")} on ${pagePath}`, async ({ page }, testInfo) => {
      // The time allowed is one purchase's, that many times.
      test.setTimeout(pageOffers.length * testInfo.timeout);
      for (const offer of pageOffers) {
        await page.goto(pagePath);
        if (requiresConsent(offer)) await consentBox(page, offer).check();
        await buyButton(page, offer).click();
        await expectCheckout(page, offer);
      }
    });
  }
});

test.describe("a purchase that cannot start answers on the page", () => {
  test("an offer without a price says it isn't available yet", async ({ page, javaScriptEnabled }) => {
    const pagePath = offers[E2E_UNAVAILABLE_OFFER].page;
    await page.goto(pagePath);
    const button = buyButton(page, E2E_UNAVAILABLE_OFFER);
    const label = (await button.textContent())?.trim();
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: purchaseCopy.unavailable })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === pagePath);
    if (javaScriptEnabled) {
      // Back to idle: the label is back and it can be pressed again.
      await expect(button).toHaveText(label!);
      await expect(button).toBeEnabled();
    }
  });

  test("a card declined by Stripe says 'Payment failed: ...'", async ({ page }) => {
    const pagePath = offers[E2E_DECLINED_OFFER].page;
    await page.goto(pagePath);
    await buyButton(page, E2E_DECLINED_OFFER).click();
    await expect(
      page.getByRole("status").filter({ hasText: purchaseCopy.providerError(DECLINED_MESSAGE) }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === pagePath);
    await expect(buyButton(page, E2E_DECLINED_OFFER)).toBeEnabled();
  });
});

test.describe("the property-management playbook's consent", () => {
  const offer: OfferKey = "property-management-playbook";

  test("with JavaScript the submit stays disabled until consent is given", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the disabled state is an enhancement");
    await page.goto(offers[offer].page);
    await reach(buyForm(page, offer));
    const button = buyButton(page, offer);
    await expect(button).toBeDisabled();
    await expect(buyForm(page, offer).getByText(purchaseCopy.consentRequired)).toBeVisible();
    await consentBox(page, offer).check();
    await expect(button).toBeEnabled();
    await consentBox(page, offer).uncheck();
    await expect(button).toBeDisabled();
    await consentBox(page, offer).check();
    await button.click();
    await expectCheckout(page, offer);
  });

  test("without JavaScript the browser requires the checkbox, and the server says why when it is skipped", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the submit is disabled instead");
    const pagePath = offers[offer].page;
    await page.goto(pagePath);
    await expect(consentBox(page, offer)).toHaveAttribute("required", "");
    await buyButton(page, offer).click();
    // The browser's own validation keeps the visitor on the page.
    await expect(page).toHaveURL((url) => url.pathname === pagePath);

    // A browser that ignores `required` still gets the page's own message, on a page with a way back.
    await buyForm(page, offer).evaluate((form) => form.setAttribute("novalidate", ""));
    await buyButton(page, offer).click();
    await expect(page).toHaveURL((url) => url.pathname === "/buy");
    await expect(page.getByRole("alert")).toHaveText(purchaseCopy.consentRequired);
    await page.getByRole("link", { name: purchaseCopy.backLink }).click();
    await expect(page).toHaveURL((url) => url.pathname === pagePath);
  });
});

test.describe("the pending state (JavaScript)", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the browser shows its own loading state");
  });

  test("shows Processing... with a spinner while the post is in flight, then goes to Stripe", async ({ page }) => {
    const offer: OfferKey = "dominion-wealth-bundle";
    await page.goto(offers[offer].page);
    // Hold the post a moment so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/buy?**", async (route) => {
      await held;
      await route.continue();
    });
    const button = buyButton(page, offer);
    await button.click();
    await expect(button).toHaveText(purchaseCopy.processing);
    await expect(button).toBeDisabled();
    await expect(button.locator(".spinner")).toBeVisible();
    release();
    await expectCheckout(page, offer);
    // Back from Stripe (from the back/forward cache or not), the button can be pressed again.
    await page.goBack();
    await expect(buyButton(page, offer)).toBeEnabled();
    await expect(buyButton(page, offer)).not.toHaveText(purchaseCopy.processing);
  });

  test("a cancelled checkout comes back to the section the visitor was reading", async ({ page }) => {
    const offer: OfferKey = "personal-credit-ebook";
    await page.goto(`${offers[offer].page}#personal-credit`);
    await buyButton(page, offer).click();
    await expectCheckout(page, offer, `${offers[offer].page}#personal-credit`);
    await page.getByTestId("checkout-cancel").click();
    await expect(page).toHaveURL(`${BASE_URL}${offers[offer].page}#personal-credit`);
    await expect(buyButton(page, offer)).toBeEnabled();
  });

  test("a double click creates one session", async ({ page }) => {
    const offer: OfferKey = "growth";
    await page.goto(offers[offer].page);
    // Hold the first post so later presses happen while it is in flight.
    const posts: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/buy?**", async (route) => {
      posts.push(route.request().url());
      await held;
      await route.continue().catch(() => undefined);
    });
    await buyButton(page, offer).dblclick();
    await expect.poll(() => posts.length).toBe(1);
    // A press that the disabled button cannot stop (Enter in a field, a script) is ignored too.
    await buyForm(page, offer).evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expectCheckout(page, offer);
    expect(posts).toHaveLength(1);
  });
});
