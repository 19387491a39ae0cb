import { axeViolations, axeViolationsWithoutScripts } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { buyForm, buyForms } from "./buy-form";
import { FIELD_LABELS, LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { OFFER_KEYS, offers, offerStatusWords, type OfferKey } from "../../app/content/offers";
import { closeLeadsDb, leadsByEmail } from "./leads-db";
import { signedInOwner, toast } from "./owner-account";

/**
 * The owner marks an offer sold out on /owner/site/offers, and a visitor finds the "tell me when it
 * opens" form on its page in place of the buy button, leaves an email and is thanked. The e2e
 * server is shared by every spec (buy.spec.ts buys each offer): each project takes an offer of
 * its own, and the offer is put back on sale however the journey ends.
 */

test.afterAll(closeLeadsDb);

const OFFER_OF_PROJECT: Record<string, OfferKey> = { js: "investor-bundle", "no-js": "biz-registration-bundle" };

/** Sets the offer's status on its card of /owner/site/offers, as she does. */
async function setStatus(page: Page, offer: OfferKey, status: string): Promise<void> {
  await page.goto("/owner/site/offers");
  const card = page.getByRole("region", { name: offers[offer].name, exact: true });
  await card.getByLabel("Status").selectOption(status);
  await card.getByRole("button", { name: "Save this offer" }).click();
  await expect(toast(page, `${offers[offer].name} saved`)).toBeVisible();
}

test("a sold-out offer shows the 'tell me when it opens' form instead of its buy button, and a visitor joins the list", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const offer = OFFER_OF_PROJECT[project];
  await signedInOwner(page, project, "offers");
  await page.goto("/owner/site");
  await page.getByRole("link", { name: "Offers", exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/site\/offers$/);
  try {
    await setStatus(page, offer, "sold-out");
    await expect(
      page.getByRole("region", { name: offers[offer].name, exact: true }).getByTestId("offer-status"),
    ).toContainText(offerStatusWords["sold-out"].badge);

    await page.goto(offers[offer].page);
    await expect(buyForms(page, offer)).toHaveCount(0);
    // The phone's buy bar links to the closing section's form rather than holding one of its own.
    const bar = page.getByTestId("buy-bar");
    await expect(bar.locator("form")).toHaveCount(0);
    await expect(bar.locator('a[href="#buy"]')).toHaveText(LEAD_FORM_COPY.waitlist.submit);
    await expect(page.getByTestId("closing-buy").locator(`[data-waitlist="${offer}"] form`)).toHaveCount(1);
    const waitlist = page.locator(`[data-waitlist="${offer}"]`).first();
    await expect(waitlist).toContainText(offerStatusWords["sold-out"].badge);
    const email = `waitlist.${offer}.${project}.${Date.now()}@example.com`;
    const form = waitlist.locator("form");
    await form.getByLabel(FIELD_LABELS.name).fill("Grace Waiting");
    await form.getByLabel(FIELD_LABELS.email).fill(email);
    await form.getByRole("button", { name: LEAD_FORM_COPY.waitlist.submit }).click();
    await expect(
      page
        .locator('[data-thanks="waitlist"]')
        .first()
        .getByRole("heading", { name: LEAD_FORM_COPY.waitlist.thanks.heading }),
    ).toBeVisible();
    await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
    expect((await leadsByEmail(email))[0]).toMatchObject({ interest: offers[offer].name });
  } finally {
    // Back on sale for the other specs, whatever happened above.
    await setStatus(page, offer, "on-sale");
  }
  await page.goto(offers[offer].page);
  await expect(buyForm(page, offer)).toBeVisible();
});

test("her offers and booking pages read on a 390 px phone, with no axe violations", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "offers-phone");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/owner/site/offers", "/owner/site/booking"]) {
    await page.goto(path);
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    expect(await (javaScriptEnabled ? axeViolations(page) : axeViolationsWithoutScripts(page)), path).toEqual([]);
  }
  // Sixteen offers, one form each: the list at the top takes her to the last.
  await page.goto("/owner/site/offers");
  const last = OFFER_KEYS[OFFER_KEYS.length - 1];
  await page.getByRole("navigation", { name: "Go to an offer" }).getByRole("link", { name: offers[last].name }).click();
  await expect(page.getByRole("heading", { name: offers[last].name, exact: true })).toBeInViewport();
});
