import { expect, test } from "@playwright/test";
import { FIELD_LABELS, LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { closeLeadsDb, leadsByEmail } from "./leads-db";
import { hydrated } from "./fixtures";

/*
 * The scripts load after the first paint (docs/decisions/0004-scripts-after-first-paint.md). A
 * visitor with JavaScript who presses before they arrive sends the form as a plain post, which the
 * server answers in full. This spec holds the scripts back to make that moment last. It uses
 * Playwright's own `test`: the fixture's `page.goto` would wait for a hydration that cannot come.
 */

test.afterAll(closeLeadsDb);

test("a form sent before the scripts arrive is a plain post that saves the lead", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "without JavaScript every press is a plain post (the other specs)");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const email = `before-scripts.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto("/money-moves-live");
  const form = page.locator('form[data-lead-form="event"]');
  await form.getByLabel(FIELD_LABELS.name).fill("Ada Lovelace");
  await form.getByLabel(FIELD_LABELS.email).fill(email);
  await form.getByRole("button", { name: LEAD_FORM_COPY.event.submit }).click();

  // The server's own answer: the page again, with its success toast.
  const success = page.getByRole("status").filter({ hasText: LEAD_FORM_COPY.event.success.message });
  await expect(success).toBeVisible();
  await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  // Once the scripts come, the page hydrates.
  release();
  await hydrated(page);
});
