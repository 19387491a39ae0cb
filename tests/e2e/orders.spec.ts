import { expect, test, type Page } from "./fixtures";
import { readFileSync } from "node:fs";
import { offerFiles } from "../../app/content/downloads";
import { offers, type OfferKey } from "../../app/content/offers";
import { purchaseWords } from "../../app/content/orders";
import { CHECKOUT_PAGE_HEADING, PAY_LABEL } from "../support/stripe-stand-in";

/**
 * A buyer's whole journey, with JavaScript and without: a buy button on a sales page, the Stripe
 * stand-in's hosted checkout, back to /success with the session id, and the file downloaded from
 * the local R2 bucket (seeded by the global setup as `npm start` seeds it).
 */

const buyButton = (page: Page, offer: OfferKey) =>
  page.locator(`form[action="/buy"]:has(input[name="offer"][value="${offer}"]) button[type="submit"]`).first();

test("a buyer pays for the Funding Bundle and downloads its ebooks from /success", async ({ page }) => {
  const offer: OfferKey = "funding-bundle";
  await page.goto(offers[offer].page);
  await buyButton(page, offer).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await page.getByRole("button", { name: PAY_LABEL }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
  await expect(page.getByRole("heading", { name: purchaseWords.paidHeading, exact: true })).toBeVisible();
  await expect(page.getByTestId("purchase-offer")).toHaveText(offers[offer].name);
  const files = offerFiles[offer];
  for (const file of files) {
    await expect(page.getByRole("link", { name: `${purchaseWords.downloadLabel} ${file.name}` })).toBeVisible();
  }

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `${purchaseWords.downloadLabel} ${files[0].name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(files[0].name);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.toString()).toContain(files[0].name.replace(/\.pdf$/, ""));
});

test("a forged session id shows the plain thank-you", async ({ page }) => {
  await page.goto("/success?session_id=cs_test_forged");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Your Purchase!");
  await expect(page.getByRole("heading", { name: purchaseWords.paidHeading, exact: true })).toHaveCount(0);
});
