import { axeViolations, axeViolationsWithoutScripts } from "./axe";
import { expect, test, type Locator, type Page } from "./fixtures";
import { FIELD_MESSAGES, LEAD_FORM_COPY } from "../../app/content/lead-forms";
import type { FieldSpec } from "../../app/lib/form-fields";
import { leadForms } from "../../app/services/leads/lead-forms.server";
import { LEAD_CASES, type LeadCase } from "../support/fixtures/lead-cases";
import { closeLeadsDb, leadsByEmail } from "./leads-db";

test.afterAll(closeLeadsDb);

/** A fresh address per journey and project, so parallel runs never see each other's leads. */
function uniqueEmail(leadCase: LeadCase, project: string, label: string): string {
  return `${leadCase.id}.${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();
}

const formOf = (page: Page, leadCase: LeadCase) => page.locator(`form[data-lead-form="${leadCase.id}"]`);

function spec(leadCase: LeadCase, name: string): FieldSpec | undefined {
  return (leadForms[leadCase.id].fields as Record<string, { spec: FieldSpec }>)[name]?.spec;
}

/** Fills the form as a visitor does: by the labels they read. */
async function fill(form: Locator, leadCase: LeadCase, values: Record<string, string | string[]>) {
  for (const [name, value] of Object.entries(values)) {
    const field = spec(leadCase, name);
    if (!field || field.kind === "hidden") continue;
    if (field.kind === "radio")
      await form
        .getByRole("radio", { name: field.choices!.find((c) => c.value === value)!.label, exact: true })
        .check();
    else if (field.kind === "checkboxes")
      for (const item of value as string[]) await form.getByRole("checkbox", { name: item, exact: true }).check();
    else if (field.kind === "select") await form.getByLabel(field.label).selectOption(String(value));
    else if (value !== "") await form.getByLabel(field.label).fill(String(value));
  }
}

const submitButton = (form: Locator, leadCase: LeadCase) =>
  form.getByRole("button", { name: LEAD_FORM_COPY[leadCase.id].submit });
const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });
const thanksPanel = (page: Page, leadCase: LeadCase) => page.locator(`[data-thanks="${leadCase.id}"]`);

/** The thank-you panel in the form's place: who answers and by when, and its one next step. */
async function expectThanks(page: Page, leadCase: LeadCase) {
  const thanks = LEAD_FORM_COPY[leadCase.id].thanks;
  const panel = thanksPanel(page, leadCase);
  // The footer's form comes back to #email-list, which scrolls to it (a fragment skips autofocus).
  if (leadCase.id === "emailList") await expect(panel).toBeInViewport();
  else await expect(panel.getByRole("heading", { name: thanks.heading })).toBeFocused();
  await expect(panel).toContainText(thanks.next);
  await expect(panel.getByRole("link", { name: thanks.step.label })).toHaveAttribute("href", thanks.step.to);
  await expect(formOf(page, leadCase)).toHaveCount(0);
}

// The e2e server sells every offer (Stripe's stand-in is set up), so no waitlist form shows there;
// its journey is tests/integration/offer-status.test.ts.
for (const leadCase of LEAD_CASES.filter((c) => c.id !== "waitlist")) {
  const copy = LEAD_FORM_COPY[leadCase.id];

  test.describe(`the ${leadCase.id} form on ${leadCase.page}`, () => {
    // One journey: a refusal, then the answer corrected and sent.
    test("a refused answer gets its message beside the field, the answers kept; corrected, it is saved once, with the success toast and the thank-you panel in the form's place", async ({
      page,
    }, testInfo) => {
      // The browser accepts "name@host" as an email address; the site wants a real domain.
      const refused = `${leadCase.id}.${testInfo.project.name}@localhost`;
      await page.goto(leadCase.page);
      await fill(formOf(page, leadCase), leadCase, { ...leadCase.post, email: refused });
      await submitButton(formOf(page, leadCase), leadCase).click();
      await expect(toast(page, copy.invalid.message)).toContainText(copy.invalid.description!);
      // Without JavaScript the footer form's refusal is shown on /email-list, on its own.
      const form = formOf(page, leadCase);
      const emailField = form.getByLabel(spec(leadCase, "email")!.label);
      await expect(emailField).toHaveAttribute("aria-invalid", "true");
      await expect(emailField).toHaveAccessibleDescription(FIELD_MESSAGES.email);
      await expect(form.getByText(FIELD_MESSAGES.email)).toBeVisible();
      await expect(emailField).toHaveValue(refused);
      await expect(form.getByLabel(spec(leadCase, "name")!.label)).toHaveValue(String(leadCase.post.name));
      expect(await leadsByEmail(refused)).toHaveLength(0);

      // The visitor corrects the address and sends the kept answers again.
      const email = uniqueEmail(leadCase, testInfo.project.name, "ok");
      await emailField.fill(email);
      await submitButton(form, leadCase).click();
      await expect(toast(page, copy.success.message)).toContainText(copy.success.description!);
      await expectThanks(page, leadCase);
      await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
      const [row] = await leadsByEmail(email);
      expect(row).toMatchObject({ ...leadCase.row, email });
    });

    test("a double click saves one lead", async ({ page }, testInfo) => {
      const email = uniqueEmail(leadCase, testInfo.project.name, "double");
      await page.goto(leadCase.page);
      // Every post the page sends, so the check below runs once each has its answer.
      const posts: Promise<unknown>[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.response());
      });
      await fill(formOf(page, leadCase), leadCase, { ...leadCase.post, email });
      await submitButton(formOf(page, leadCase), leadCase).dblclick();
      await expect(toast(page, copy.success.message)).toBeVisible();
      expect(posts.length).toBeGreaterThan(0);
      await Promise.all(posts);
      expect(await leadsByEmail(email)).toHaveLength(1);
    });

    test("with JavaScript, the button is disabled with a spinner and its submitting label while the post is in flight", async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      test.skip(!javaScriptEnabled, "a pending state needs JavaScript; without it the browser shows its own loading");
      const email = uniqueEmail(leadCase, testInfo.project.name, "pending");
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.searchParams.has("_data"),
        async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        },
      );
      await page.goto(leadCase.page);
      const form = formOf(page, leadCase);
      await fill(form, leadCase, { ...leadCase.post, email });
      await submitButton(form, leadCase).click();
      const pending = form.getByRole("button", { name: copy.submitting });
      await expect(pending).toBeDisabled();
      await expect(pending.getByTestId("spinner")).toBeVisible();
      release();
      await expect(toast(page, copy.success.message)).toBeVisible();
      await expectThanks(page, leadCase);
      await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
    });
  });
}

test("the footer form sends the visitor back to the page they were on", async ({ page }, testInfo) => {
  const footer = LEAD_CASES.find((c) => c.id === "emailList")!;
  await page.goto("/store");
  await fill(formOf(page, footer), footer, {
    ...footer.post,
    email: uniqueEmail(footer, testInfo.project.name, "back"),
  });
  await submitButton(formOf(page, footer), footer).click();
  await expect(toast(page, LEAD_FORM_COPY.emailList.success.message)).toBeVisible();
  await expect(page).toHaveURL(/\/store(#email-list)?$/);
  // The answer is where the visitor was: in the footer, in the form's place, asking to confirm.
  const panel = page.locator("#email-list").locator('[data-thanks="emailList"]');
  await expect(panel).toContainText(LEAD_FORM_COPY.emailList.thanks.heading);
  await expect(panel).toContainText("confirm");
  await expect(panel).toBeInViewport();
});

test.describe("accessibility of refused forms", () => {
  for (const id of ["contact", "emailList", "buyer"] as const) {
    test(`the ${id} form with its messages has no axe violations`, async ({ page, javaScriptEnabled }, testInfo) => {
      const leadCase = LEAD_CASES.find((c) => c.id === id)!;
      await page.goto(leadCase.page);
      await fill(formOf(page, leadCase), leadCase, {
        ...leadCase.post,
        email: `${id}.${testInfo.project.name}@localhost`,
      });
      await submitButton(formOf(page, leadCase), leadCase).click();
      await expect(formOf(page, leadCase).getByText(FIELD_MESSAGES.email)).toBeVisible();
      // Without JavaScript the refusal is the server's page (the footer form's, /email-list's).
      expect(await (javaScriptEnabled ? axeViolations(page) : axeViolationsWithoutScripts(page))).toEqual([]);
    });
  }
});
