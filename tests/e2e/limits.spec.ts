import { expect, test, type Page } from "./fixtures";
import { FIELD_LABELS, LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { rateLimitCopy } from "../../app/content/rate-limit";
import { productPage } from "../../app/content/shop";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { E2E_POSTS_PER_MINUTE } from "./server";

/**
 * A post refused for its rate (429) keeps the visitor's work: its own page, the form with what was
 * typed, and a toast saying when to try again, with JavaScript and without. Each journey has an
 * address of its own (the local server takes CF-Connecting-IP from the request, as Cloudflare
 * sets it), so it uses up no one else's allowance.
 */

let addresses = 0;
function freshAddress(project: string): string {
  addresses += 1;
  return `198.51.${project === "js" ? 100 : 101}.${(Date.now() % 200) + addresses}`;
}

/**
 * Uses up this address's allowance for one action, as a script would, and checks that a further
 * scripted post is refused before the visitor's own press (a window that began before a slow
 * batch may lapse meanwhile: then it is used up again).
 */
async function exhaust(page: Page, path: string, form: Record<string, string>, address: string) {
  const origin = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin;
  const post = () =>
    page.request.post(path, { form, headers: { Origin: origin, "CF-Connecting-IP": address }, maxRedirects: 0 });
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < E2E_POSTS_PER_MINUTE; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, E2E_POSTS_PER_MINUTE - i) }, post));
    }
    if ((await post()).status() === 429) return;
  }
  throw new Error(`${path} never refused ${address} for its rate`);
}

const contact = LEAD_CASES.find((c) => c.id === "contact")!;
const toast = (page: Page) => page.getByRole("status").filter({ hasText: rateLimitCopy.title });

test("a contact message refused for its rate keeps what was typed and says when to try again", async ({
  page,
}, testInfo) => {
  const address = freshAddress(testInfo.project.name);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  await exhaust(page, contact.action, { name: "Script", email: "not-an-email" }, address);

  await page.goto(contact.page);
  const form = page.locator('form[data-lead-form="contact"]');
  await form.getByLabel(FIELD_LABELS.name).fill("Ada Lovelace");
  await form.getByLabel(FIELD_LABELS.email).fill("ada@example.com");
  await form.getByLabel(FIELD_LABELS.subject).fill(String(contact.post.subject));
  await form.getByLabel(FIELD_LABELS.message).fill("Everything I typed must still be here after the refusal.");
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact"));
  await form.getByRole("button", { name: LEAD_FORM_COPY.contact.submit }).click();
  expect((await answered).status()).toBe(429);

  await expect(toast(page)).toContainText(/Please try again in \d+ seconds?\./);
  const refused = page.locator('form[data-lead-form="contact"]');
  await expect(refused.getByLabel(FIELD_LABELS.name)).toHaveValue("Ada Lovelace");
  await expect(refused.getByLabel(FIELD_LABELS.email)).toHaveValue("ada@example.com");
  await expect(refused.getByLabel(FIELD_LABELS.subject)).toHaveValue(String(contact.post.subject));
  await expect(refused.getByLabel(FIELD_LABELS.message)).toHaveValue(
    "Everything I typed must still be here after the refusal.",
  );
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  // Another form is another allowance: the footer's email list still answers.
  await expect(page.locator('form[data-lead-form="emailList"]')).toBeVisible();
});

test("an add to the cart refused for its rate says when to try again and leaves the cart as it was", async ({
  page,
}, testInfo) => {
  const address = freshAddress(testInfo.project.name);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  await exhaust(page, "/cart", { intent: "clear" }, address);

  await page.goto("/product/demo-devotional-book");
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cart"));
  await page.getByRole("button", { name: productPage.addToCart }).click();
  expect((await answered).status()).toBe(429);
  await expect(toast(page)).toContainText(/Please try again in \d+ seconds?\./);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});
