import { readFileSync } from "node:fs";
import { offerFiles } from "../../app/content/downloads";
import { offers, type OfferKey } from "../../app/content/offers";
import { orderTools } from "../../app/content/order-tools";
import { ordersLinkPage, ordersPage, purchaseWords } from "../../app/content/orders";
import { E2E_RESEND_PORT, type Delivery } from "../support/stand-ins/resend";
import {
  CHECKOUT_PAGE_HEADING,
  E2E_STRIPE_PORT,
  PAY_LABEL,
  REFUNDS_LIST_PATH,
  signedEvent,
} from "../support/stand-ins/stripe";
import { expect, test, type Page } from "./fixtures";
import { axeViolations } from "./axe";
import { buyButton } from "./buy-form";
import { signedInOwner, toast } from "./owner-account";

/**
 * A buyer gets her files again, and the owner resends and refunds, with JavaScript and without:
 * purchases through the Stripe stand-in, /orders for an address with two paid orders and for an
 * unknown one (the same page, one email), the emailed link's list and a download; the owner's
 * resend (what was sent is shown, the Resend stand-in receives it) and refund (a confirmation, the
 * stand-in's refund with its idempotency key, Stripe's signed charge.refunded, the downloads stop).
 * With SCREENSHOTS_DIR set, the JavaScript project saves /orders and the order's tools at 390 and
 * 1440 px there.
 */

const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;

let addresses = 0;

/**
 * A client address of the test's own (the local server reads CF-Connecting-IP as Cloudflare sets
 * it): /success asks Stripe at most ten times a minute per address, and these journeys buy often.
 */
async function ownClientAddress(page: Page, project: string) {
  addresses += 1;
  const address = `${project === "js" ? "203.0.113" : "192.0.2"}.${(Date.now() % 200) + addresses}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
}

const uniqueAddress = (label: string, project: string) =>
  `${label}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** Buys an offer as `email` through its sales page and the stand-in's Pay button; ends on /success. */
async function buy(page: Page, offer: OfferKey, email: string) {
  await page.goto(offers[offer].page);
  await buyButton(page, offer).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: PAY_LABEL }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
  await expect(page.getByTestId("purchase-offer")).toHaveText(offers[offer].name);
}

async function shoot(page: Page, name: string, javaScriptEnabled: boolean) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir || !javaScriptEnabled) return;
  const size = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot keeps the sticky header where the page was scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** axe finds nothing (run where the page runs scripts; accessibility.spec checks pages without them). */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
}

async function askForOrders(page: Page, email: string): Promise<string> {
  const main = page.getByRole("main");
  await main.getByLabel(ordersPage.emailLabel).fill(email);
  await main.getByRole("button", { name: ordersPage.submit }).click();
  await expect(toast(page, ordersPage.sent.message)).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  return (await main.innerText()).trim();
}

test("a buyer with two paid orders gets one email whose link lists both with working downloads", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await ownClientAddress(page, testInfo.project.name);
  const buyer = uniqueAddress("buyer", testInfo.project.name);
  const unknown = uniqueAddress("nobody", testInfo.project.name);
  await buy(page, "funding-bundle", buyer);
  await buy(page, "homeownership-game-plan", buyer);

  // The thank-you page links to /orders.
  await page.getByRole("link", { name: ordersPage.linkText }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ordersPage.title);
  await expectAccessible(page, javaScriptEnabled);
  await shoot(page, "orders", javaScriptEnabled);

  const asked = Date.now();
  const forUnknown = await askForOrders(page, unknown);
  await page.goto("/orders");
  const forBuyer = await askForOrders(page, buyer);
  // The same page, word for word.
  expect(forBuyer).toBe(forUnknown);

  let link = "";
  await expect
    .poll(
      async () => {
        const found = (await deliveries()).filter((d) => d.status === 200 && d.at >= asked - 1000 && d.to === buyer);
        const mails = found.filter((d) => d.text.includes("/orders/downloads?t="));
        link = /https?:\/\/\S+\/orders\/downloads\?t=\S+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  expect((await deliveries()).filter((d) => d.to === unknown)).toEqual([]);

  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ordersLinkPage.title);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: offers["funding-bundle"].name })).toBeVisible();
  await expect(main.getByRole("heading", { name: offers["homeownership-game-plan"].name })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled);
  const file = offerFiles["homeownership-game-plan"][0];
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("link", { name: `${purchaseWords.downloadLabel} ${file.name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(file.name);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // A changed link shows nothing of hers.
  await page.goto(`${url.pathname}${url.search.slice(0, -3)}abc`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ordersLinkPage.badTitle);
});

test("the owner sends the download email again and refunds an order", async ({ page, javaScriptEnabled }, testInfo) => {
  await ownClientAddress(page, testInfo.project.name);
  const buyer = uniqueAddress("refund", testInfo.project.name);
  const offer: OfferKey = "biz-registration-bundle";
  await buy(page, offer, buyer);
  const file = offerFiles[offer][0];
  const downloadHref = await page
    .getByRole("link", { name: `${purchaseWords.downloadLabel} ${file.name}` })
    .getAttribute("href");

  // The owner signs up from this machine (sign-up is open to local visitors only in development).
  await page.setExtraHTTPHeaders({});
  await signedInOwner(page, testInfo.project.name, "refunds");
  await page.goto(`/owner/orders?offer=${offer}`);
  await page.getByTestId("order-row").filter({ hasText: buyer }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Order \d+$/);
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split("/").at(-1);

  const resentAt = Date.now();
  await page.getByRole("button", { name: orderTools.resendButton }).click();
  const shown = page.getByTestId("resent-message");
  await expect(shown).toContainText(`Your ${offers[offer].name} downloads`);
  await expect(shown).toContainText(downloadHref!);
  await expectAccessible(page, javaScriptEnabled);
  await shoot(page, "owner-order-resent", javaScriptEnabled);
  await expect
    .poll(async () => (await deliveries()).filter((d) => d.to === buyer && d.at >= resentAt - 1000).length, {
      timeout: 15_000,
    })
    .toBe(1);
  await expect(
    page.getByRole("region", { name: orderTools.notesHeading }).or(page.getByTestId("order-notes")).first(),
  ).toContainText(`Sent the download email again to ${buyer}`);

  await page.getByRole("link", { name: orderTools.refundStart }).click();
  const amount = "$" + (offers[offer].priceCents / 100).toFixed(2);
  await expect(page.getByRole("heading", { name: `Refund ${amount} to ${buyer}?` })).toBeVisible();
  await expectAccessible(page, javaScriptEnabled);
  await shoot(page, "owner-order", javaScriptEnabled);
  await page.getByRole("button", { name: `Yes, refund ${amount}` }).click();
  await expect(toast(page, orderTools.requestedTitle)).toBeVisible();

  const refunds = (await (await fetch(`http://127.0.0.1:${E2E_STRIPE_PORT}${REFUNDS_LIST_PATH}`)).json()) as Array<{
    payment_intent: string;
    idempotencyKey: string;
  }>;
  const refund = refunds.find((r) => r.idempotencyKey === `refund-order-${orderId}`);
  expect(refund?.payment_intent).toMatch(/^pi_test_\d+$/);

  // Stripe's event for it, signed as Stripe signs it.
  const event = await signedEvent("charge.refunded", {
    id: `ch_test_${orderId}`,
    object: "charge",
    payment_intent: refund!.payment_intent,
    refunded: true,
  });
  const delivered = await page.request.post("/webhooks/stripe", {
    data: event.body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
  });
  expect(delivered.status()).toBe(200);

  await page.goto(orderPath);
  await expect(page.getByRole("main")).toContainText(orderTools.notes.refunded);
  await expect(page.getByRole("main")).toContainText(orderTools.unavailable.notPaid);
  // The refusal is a plain page without the app's script: read it as the browser receives it.
  const gone = await page.request.get(downloadHref!);
  expect(gone.status()).toBe(410);
  const html = await gone.text();
  expect(html).toContain("This download is no longer available");
  expect(html).toContain('<a href="/orders" class="btn btn-primary">Get your downloads again</a>');
});
