import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { buyButton } from "./buy-form";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { billingLinkPage, billingPage } from "../../app/content/billing";
import { confirmPage, registeredPanel, unsubscribePage } from "../../app/content/follow-through";
import { purchaseWords } from "../../app/content/orders";
import { E2E_RESEND_PORT, type Delivery } from "../support/stand-ins/resend";
import { CHECKOUT_PAGE_HEADING, PAY_LABEL, PORTAL_PAGE_HEADING } from "../support/stand-ins/stripe";

/**
 * What a visitor hears back, with JavaScript and without: registering for Money Moves Live (one
 * message on the page, the session and its .ics, the confirmation email at once, its link to the
 * event's list confirmed by a page's button, and its one-button unsubscribe),
 * confirming the email list from the email's link, and asking for a billing link that lands on the
 * Stripe stand-in's Billing Portal. Emails are read from the Resend stand-in.
 */

const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;

/** The first link on this path in the newest delivered message to `marker` or that holds it. */
async function linkFromEmail(marker: string, path: string, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const found = (await deliveries())
          .filter((d) => d.status === 200 && d.at >= since && (d.to === marker || d.text.includes(marker)))
          .map((d) => new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?t=[^\\s]+`).exec(d.text)?.[0])
          .filter(Boolean);
        link = found.at(-1);
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The path and query: the e2e server's origin is the page's.
  const url = new URL(link!);
  return url.pathname + url.search;
}

const unique = (label: string, project: string) =>
  `${label} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

test("register for Money Moves Live: one message, the .ics, the confirmation at once, its list joined from its link, and its emails left with one button", async ({
  page,
}, testInfo) => {
  const name = unique("Ada", testInfo.project.name);
  const email = `${name.replace(/\s+/g, ".").toLowerCase()}@example.com`;
  await page.goto("/money-moves-live");
  await expect(page.getByTestId("session-eastern")).toContainText(/(EST|EDT)$/);
  const form = page.locator('form[data-lead-form="event"]');
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  const asked = Date.now();
  await form.getByRole("button", { name: LEAD_FORM_COPY.event.submit }).click();
  // One message, the same in the toast and the panel: registered, the confirmation on its way.
  await expect(toast(page, LEAD_FORM_COPY.event.success.message)).toBeVisible();
  await expect(toast(page, LEAD_FORM_COPY.event.success.message)).toContainText(
    "Your confirmation and calendar file are on their way by email.",
  );
  const register = page.locator("#register");
  await expect(register.getByRole("heading", { name: LEAD_FORM_COPY.event.thanks.heading })).toBeVisible();
  await expect(register.getByRole("heading", { level: 3 })).toHaveCount(1);
  await expect(page.getByRole("main")).not.toContainText(/confirm your seat/i);
  const panel = page.getByTestId("registered");
  await expect(panel.getByRole("link", { name: registeredPanel.google })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\//,
  );
  await expect(panel.getByRole("link", { name: registeredPanel.outlook })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\//,
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: registeredPanel.ics }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^money-moves-live-\d{8}\.ics$/);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT\r\n");
  expect(ics).toMatch(/UID:money-moves-live-\d{8}T\d{6}Z@/);

  // The confirmation, at once: the session's calendar file, and a link to join the event's list.
  await expect
    .poll(
      async () =>
        (await deliveries()).find(
          (d) => d.to === email && d.status === 200 && d.subject.startsWith("You're registered"),
        )?.text ?? "",
      { timeout: 15_000 },
    )
    .toMatch(/\/money-moves-live\/\d{8}T\d{6}Z\.ics/);
  // Its list's link opens a page whose one button confirms (double opt-in).
  const confirm = await linkFromEmail(email, "/confirm-subscription", asked - 1000);
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.event.title);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(1);
  await page.getByRole("button", { name: confirmPage.event.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.event.confirmedTitle);
  await expect(page.getByRole("main")).toContainText(email);
  // Nothing more was sent: the one confirmation.
  expect((await deliveries()).filter((d) => d.to === email && d.status === 200)).toHaveLength(1);

  // Its unsubscribe link: a page with one button.
  const unsubscribe = await linkFromEmail(email, "/unsubscribe", asked - 1000);
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribePage.title);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(1);
  await page.getByRole("button", { name: unsubscribePage.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribePage.doneTitle);
  await expect(page.getByRole("main")).toContainText(email);
});

test("join the email list and confirm from the email's link", async ({ page }, testInfo) => {
  const name = unique("Grace", testInfo.project.name);
  const email = `${name.replace(/\s+/g, ".").toLowerCase()}@example.com`;
  await page.goto("/store");
  const form = page.locator('form[data-lead-form="emailList"]');
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("radio", { name: "Homeownership", exact: true }).check();
  await form.getByRole("button", { name: LEAD_FORM_COPY.emailList.submit }).click();
  await expect(toast(page, LEAD_FORM_COPY.emailList.success.message)).toBeVisible();

  const confirm = await linkFromEmail(email, "/confirm-subscription");
  // The link opens a page whose button confirms (a mail scanner's visit confirms nothing).
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.title);
  await page.getByRole("button", { name: confirmPage.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.confirmedTitle);
  await expect(page.getByRole("main")).toContainText(email);
});

test("a subscriber asks for a billing link and lands on Stripe's Billing Portal", async ({ page }, testInfo) => {
  // Each project its own buyer: billing links are capped per address (one an hour).
  const buyer = `${unique("member", testInfo.project.name).replace(/\s+/g, ".").toLowerCase()}@example.com`;
  // A monthly plan bought through the stand-in's checkout.
  await page.goto("/product/ai-marketing-suite");
  await buyButton(page, "starter").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
  await page.getByLabel("Email").fill(buyer);
  await page.getByRole("button", { name: PAY_LABEL }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
  await page.getByRole("link", { name: purchaseWords.billingLink }).click();
  await expect(page).toHaveURL(/\/billing$/);

  const asked = Date.now();
  const main = page.getByRole("main");
  await main.getByLabel(billingPage.emailLabel).fill(buyer);
  await main.getByRole("button", { name: billingPage.submit }).click();
  await expect(toast(page, billingPage.sent.message)).toBeVisible();

  const link = await linkFromEmail("change or cancel your monthly plan", "/billing/portal", asked - 1000);
  await page.goto(link);
  await page.getByRole("button", { name: billingLinkPage.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PORTAL_PAGE_HEADING);
  await expect(page.getByTestId("portal-customer")).toHaveText(/^cus_test_\d+$/);
});
