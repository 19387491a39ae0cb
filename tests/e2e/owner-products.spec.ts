import { mkdirSync } from "node:fs";
import { offers, type OfferKey } from "../../app/content/offers";
import { purchaseWords } from "../../app/content/orders";
import { requiresConsent } from "../../app/lib/checkout";
import { purchaseCopy } from "../../app/content/purchase";
import { CHECKOUT_PAGE_HEADING, PAY_LABEL } from "../support/stand-ins/stripe";
import { expect, test, type Page } from "./fixtures";
import { buyButton, buyForm } from "./buy-form";
import { signedInOwner, toast } from "./owner-account";

/**
 * She uploads a corrected PDF for an offer on /owner/site/offers and a buyer's link, sent before,
 * downloads the new edition; she sets an offer's price by typing $19 and its page shows it. Both
 * projects share the e2e server: each takes offers of its own, and the price goes back to the
 * site's first one however the journey ends (buy.spec.ts checks every offer's Checkout price).
 */

const FILE_OFFER: Record<string, OfferKey> = { js: "business-credit-ebook", "no-js": "personal-credit-ebook" };
const PRICE_OFFER: Record<string, OfferKey> = { js: "coaching-accelerator", "no-js": "business-toolkit" };

const card = (page: Page, offer: OfferKey) => page.getByRole("region", { name: offers[offer].name, exact: true });

/** Buys an offer through its sales page and the stand-in's Pay button; answers the first download link of /success. */
async function buyAndKeepLink(page: Page, offer: OfferKey): Promise<string> {
  await page.goto(offers[offer].page);
  if (requiresConsent(offer)) {
    await buyForm(page, offer).getByRole("checkbox", { name: purchaseCopy.consentLabel }).check();
  }
  await buyButton(page, offer).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await page.getByRole("button", { name: PAY_LABEL }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
  const link = page.getByRole("link", { name: new RegExp(`^${purchaseWords.downloadLabel} `) }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/download\//);
  return href!;
}

test("she uploads a corrected PDF and a buyer's existing link downloads it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const offer = FILE_OFFER[project];
  const href = await buyAndKeepLink(page, offer);
  const before = await page.request.get(href);
  expect(before.status()).toBe(200);

  await signedInOwner(page, project, "products");
  await page.goto(`/owner/site/offers#offer-${offer}`);
  const files = card(page, offer).getByRole("region", { name: `Files of ${offers[offer].name}` });
  const first = files.getByRole("listitem").first();
  const marker = `Corrected edition ${project} ${Date.now()}`;
  await first.getByLabel("New edition", { exact: true }).setInputFiles({
    name: "corrected.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`),
  });
  await first.getByRole("button", { name: "Upload new edition" }).click();
  await expect(toast(page, "File replaced")).toBeVisible();
  await expect(card(page, offer).getByTestId("file-facts").first()).toContainText("uploaded");

  // The buyer's link, unchanged, gives the new edition.
  const after = await page.request.get(href);
  expect(after.status()).toBe(200);
  expect((await after.body()).toString()).toContain(marker);

  // An SVG named .pdf is refused beside the field.
  await files.getByLabel("Add a file", { exact: true }).setInputFiles({
    name: "ebook.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await files.getByRole("button", { name: "Upload file" }).click();
  await expect(
    card(page, offer).getByText("this file is not one of them (its contents are judged, not its name)"),
  ).toBeVisible();

  if (javaScriptEnabled) {
    // The screenshots of the page with her files, at a phone's width and a desktop's.
    mkdirSync("/tmp/h8-shots", { recursive: true });
    await page.goto(`/owner/site/offers#offer-${offer}`);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await files.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: `/tmp/h8-shots/offers-files-${width}.png` });
    }
  }
});

test("she sets an offer's price by typing $19 and its page shows $19", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const offer = PRICE_OFFER[project];
  await signedInOwner(page, project, "prices");
  await page.goto(`/owner/site/offers#offer-${offer}`);
  try {
    await card(page, offer).getByLabel("New price in dollars (optional)").fill("$19");
    await card(page, offer).getByLabel("Charged").selectOption("one-time");
    await card(page, offer).getByRole("button", { name: "Save this offer" }).click();
    await expect(toast(page, `${offers[offer].name} saved`)).toBeVisible();
    await expect(card(page, offer).getByTestId("stripe-charges")).toContainText("$19");
    await expect(page.locator("main")).not.toContainText("STRIPE_PRICE_");
    await page.goto(offers[offer].page);
    await expect(page.locator(`[data-offer="${offer}"]`).first()).toContainText("$19");
  } finally {
    // Back to the site's first price for the other specs: an empty price id and amount.
    await page.goto(`/owner/site/offers#offer-${offer}`);
    await card(page, offer).getByLabel("Stripe price id (optional)").fill("");
    await card(page, offer).getByRole("button", { name: "Save this offer" }).click();
    await expect(toast(page, `${offers[offer].name} saved`)).toBeVisible();
  }
});
