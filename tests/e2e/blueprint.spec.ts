import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { blueprintWords, welcomeEmail } from "../../app/content/email";
import { blueprintPage } from "../../app/content/follow-through";
import { E2E_RESEND_PORT, type Delivery } from "../support/stand-ins/resend";

/**
 * The free E-Book Launch Blueprint, with JavaScript and without: the sales page's form, the thank-you
 * panel and toast that say to look for the email, the email (read from the Resend stand-in), its
 * button, the file that downloads, and the welcome that follows the confirmation.
 */

const copy = LEAD_FORM_COPY.freeEbook;
const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;
const to = async (email: string, subject: string) =>
  (await deliveries()).filter((d) => d.status === 200 && d.to === email && d.subject === subject);
const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

test("ask for the free blueprint, press the email's button, and the file downloads", async ({ page }, testInfo) => {
  const id = `${testInfo.project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `femi.${id}@example.com`;
  await page.goto("/product/ebook-growth-accelerator");
  const form = page.locator('form[data-lead-form="freeEbook"]');
  await form.getByLabel("Name").fill("Femi Bello");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: copy.submit }).click();

  // The toast and the thank-you panel both say to look for the email.
  await expect(toast(page, copy.success.message)).toContainText(copy.success.description ?? "");
  await expect(page.getByRole("heading", { name: copy.thanks.heading })).toBeVisible();
  await expect(page.getByText(blueprintWords.subject, { exact: false }).first()).toBeVisible();

  // One email, to the address typed, with the button's link.
  await expect.poll(async () => (await to(email, blueprintWords.subject)).length, { timeout: 15_000 }).toBe(1);
  const [message] = await to(email, blueprintWords.subject);
  expect(message.text).not.toContain("Femi Bello");
  const link = new URL(/https?:\/\/\S+\/blueprint\?t=\S+/.exec(message.text)![0]);

  // The link opens a page with one button; the button confirms and downloads.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blueprintPage.title);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: blueprintPage.button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("E-Book Launch Blueprint.pdf");
  expect(readFileSync((await download.path())!, "latin1")).toMatch(/^%PDF-/);

  // Confirmed on the list: the welcome, once.
  await expect.poll(async () => (await to(email, welcomeEmail.subject)).length, { timeout: 15_000 }).toBe(1);
});
