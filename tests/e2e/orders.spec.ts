import { readFileSync } from "node:fs";
import { offerFiles } from "../../app/content/downloads";
import { offers, type OfferKey } from "../../app/content/offers";
import { purchaseWords } from "../../app/content/orders";
import { successPage } from "../../app/content/success";
import { CHECKOUT_PAGE_HEADING, PAY_LABEL, STAND_IN_BUYER } from "../support/stand-ins/stripe";
import { expect, test, type Page } from "./fixtures";
import { buyButton } from "./buy-form";
import { signedInOwner } from "./owner-account";

/**
 * A buyer's whole journey, with JavaScript and without: a buy button on a sales page, the Stripe
 * stand-in's hosted checkout, back to /success with the session id, and the file downloaded from
 * the local R2 bucket (seeded by the global setup as `npm start` seeds it).
 */

/** Buys an offer through its sales page and the stand-in's Pay button; ends on /success. */
async function buy(page: Page, offer: OfferKey) {
  await page.goto(offers[offer].page);
  await buyButton(page, offer).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await page.getByRole("button", { name: PAY_LABEL }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
}

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(successPage.neutral.title);
  await expect(page.getByRole("heading", { name: purchaseWords.paidHeading, exact: true })).toHaveCount(0);
});

test("the owner sees the order in /owner/orders", async ({ page, javaScriptEnabled }, testInfo) => {
  const offer: OfferKey = "homeownership-game-plan";
  await buy(page, offer);
  await expect(page.getByTestId("purchase-offer")).toHaveText(offers[offer].name);

  // An owner account of this project's own (both projects share the server), at the second level.
  await signedInOwner(page, testInfo.project.name, "orders");

  await page.goto(`/owner/orders?offer=${offer}`);
  const row = page.getByTestId("order-row").filter({ hasText: offers[offer].name }).first();
  await expect(row).toContainText(STAND_IN_BUYER.email);
  await expect(row).toContainText("paid");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await row.getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Open in the Stripe dashboard" })).toBeVisible();
  // With JavaScript the row's link is followed in the app: the same document, no reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    javaScriptEnabled ? 42 : undefined,
  );
});
