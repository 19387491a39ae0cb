import { readFile } from "node:fs/promises";
import { generateTOTP } from "@epic-web/totp";
import { expect, test, type Browser, type Page } from "./fixtures";
import { buyForm } from "./buy-form";
import { ownerTime } from "../../app/lib/owner-time";
import { leadsByEmail } from "./leads-db";
import { signedInOwner, signedUpOwner, toast } from "./owner-account";

/**
 * The owner on her phone (390 px, JavaScript on and off): two-step sign-in set up on the phone that
 * holds the authenticator app; times in her zone, numbers and addresses she can tap, nothing that
 * scrolls sideways at 360 px, and which pages work after a visitor's visit, lead and purchase.
 */

const PHONE = { width: 390, height: 844 };
// A phone's browser (Playwright's own headless user agent is a robot's, and robots are not counted).
const USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LEAD_PAGE = "/contact";
const SALE_PAGE = "/product/funding-bundle";
const WHEN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}:\d{2} (AM|PM)$/;

test.use({ viewport: PHONE, userAgent: USER_AGENT });

async function phonePage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, userAgent: USER_AGENT, javaScriptEnabled });
  return context.newPage();
}

/** A page's counts of the last 7 days, from its card on /owner/pages. */
async function lastWeek(owner: Page, path: string) {
  await owner.goto("/owner/pages");
  const card = owner.getByTestId("page-card").filter({ hasText: path });
  if ((await card.count()) === 0) return { visits: 0, leads: 0, sales: 0 };
  const line = (await card.locator("dd").first().textContent()) ?? "";
  const number = (word: RegExp) => Number(word.exec(line)?.[1] ?? 0);
  return { visits: number(/(\d+) visits?/), leads: number(/(\d+) leads?/), sales: number(/(\d+) sales? started/) };
}

async function noSidewaysScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  await page.setViewportSize(PHONE);
}

test("on her phone the owner reads times in her zone, taps to call or write, and sees which pages work", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  await signedInOwner(page, testInfo.project.name, "phone");
  const before = { lead: await lastWeek(page, LEAD_PAGE), sale: await lastWeek(page, SALE_PAGE) };

  // A visitor, on a browser of her own: a visit and a lead on the contact page, a purchase started on a product page.
  const visitor = await phonePage(browser, javaScriptEnabled);
  const email = `visitor.${stamp}@example.com`.toLowerCase();
  await visitor.goto(LEAD_PAGE);
  const form = visitor.locator('form:has(input[name="subject"])');
  await form.getByLabel("Full name").fill("Vera Visitor");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("404-555-0199");
  await form.getByLabel("Subject").fill("A question");
  await form.getByLabel("Message").fill("Do you coach couples?");
  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
  await visitor.goto(SALE_PAGE);
  const buy = buyForm(visitor, "funding-bundle");
  const consent = buy.getByRole("checkbox");
  if ((await consent.count()) > 0) await consent.check();
  await buy.locator('button[type="submit"]').click();
  // On Stripe's (stand-in's) checkout page.
  await expect(visitor).not.toHaveURL(new RegExp(SALE_PAGE));
  await visitor.context().close();

  // The funnel: her counts moved by what the visitor did (a page's own visits by at least the one).
  await expect
    .poll(async () => {
      const lead = await lastWeek(page, LEAD_PAGE);
      // At least this visitor's lead: other journeys on the shared server may post on the same page meanwhile.
      return { visited: lead.visits > before.lead.visits, led: lead.leads - before.lead.leads >= 1 };
    })
    .toEqual({ visited: true, led: true });
  const sale = await lastWeek(page, SALE_PAGE);
  expect(sale.visits).toBeGreaterThan(before.sale.visits);
  // At least this visitor's sale: the other project's journey runs on the same server at the same time.
  expect(sale.sales - before.sale.sales).toBeGreaterThanOrEqual(1);
  await expect(page.locator("svg[data-chart='visits-per-day']").first()).toBeAttached();

  // The lead list: a card with the time in her zone, an address and a number she can tap.
  const [stored] = await leadsByEmail(email);
  await page.goto(`/owner?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("lead-row").filter({ hasText: email });
  const when = (await row.locator("td").first().textContent())!.trim();
  expect(when).toMatch(WHEN);
  expect(when).toBe(ownerTime(String(stored.created_at)));
  await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", /^mailto:visitor\./);
  await expect(row.getByRole("link", { name: "404-555-0199" })).toHaveAttribute("href", "tel:4045550199");
  const top = page.getByTestId("top-pages");
  await expect(top.getByTestId("page-card").filter({ hasText: LEAD_PAGE })).toBeVisible();

  // The lead's page: call, text and email buttons, and when it came in.
  await row.getByRole("link", { name: "Vera Visitor" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vera Visitor");
  await expect(page.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:4045550199");
  await expect(page.getByRole("link", { name: "Text", exact: true })).toHaveAttribute("href", "sms:4045550199");
  await expect(page.getByRole("link", { name: "Email", exact: true })).toHaveAttribute(
    "href",
    /^mailto:visitor\.[^?]+\?subject=.+/,
  );
  await expect(page.locator("dd").nth(1)).toHaveText(ownerTime(String(stored.created_at)));
  const leadPath = new URL(page.url()).pathname;

  for (const path of ["/owner", "/owner/pages", "/owner/orders", leadPath]) await noSidewaysScroll(page, path);
});

test("on her phone the owner adds her authenticator app through its link, after a reload, and saves her recovery codes", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000); // a sign-up's password hash on a shared machine
  await signedUpOwner(page, testInfo.project.name, "phone-app");
  await page.getByRole("button", { name: "Add app" }).click();
  const link = page.getByRole("link", { name: "Open in your authenticator app" });
  const href = (await link.getAttribute("href"))!;
  expect(href.startsWith("otpauth://totp/")).toBe(true);
  const secret = new URL(href.replace(/^otpauth:/, "https:")).searchParams.get("secret")!;
  // The key to type, in groups of four, is the link's key.
  expect((await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "")).toBe(secret);

  // She switches to her app, which takes the account from the link; back in the browser the page reloads.
  await page.goto("/owner/security");
  await expect(link).toHaveAttribute("href", href);
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  await page.getByLabel("The 6-digit code the app shows").fill(otp);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(toast(page, "Two-step sign-in is on")).toBeVisible();

  // Her first app: her recovery codes, to download (and, with JavaScript, to print).
  await expect(page).toHaveURL(/\/owner\/security\/recovery-codes$/);
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = (await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await expect(page.getByRole("button", { name: "Print" })).toHaveCount(javaScriptEnabled ? 1 : 0);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as a text file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const file = await readFile((await download.path())!, "utf8");
  for (const code of codes) expect(file).toContain(code);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("link", { name: "I have saved them: go to the leads" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await page.goto("/owner/security");
  await expect(page.getByTestId("factor")).toContainText("My phone");
  await expect(page.getByRole("link", { name: "Open in your authenticator app" })).toHaveCount(0);
});
