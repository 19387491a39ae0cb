import { expect, test, type Page } from "./fixtures";
import { FIELD_MESSAGES, LEAD_FORM_COPY } from "../../app/content/lead-forms";
import type { FieldSpec } from "../../app/lib/form-fields";
import { leadForms } from "../../app/services/leads/lead-forms.server";
import { LEAD_CASES, type LeadCase } from "../support/fixtures/lead-cases";
import { closeLeadsDb, leadsByEmail } from "./leads-db";

/**
 * Every lead form by keyboard alone (Tab, typing, arrow keys for radios and selects, Space for
 * checkboxes, Enter to send), in both projects; after a refusal, focus is on the first refused field.
 */

test.afterAll(closeLeadsDb);

interface Focused {
  tag: string;
  type: string;
  name: string;
  value: string;
  checked: boolean;
  form: string | null;
}

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return null;
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute("type") ?? "",
      name: el.getAttribute("name") ?? "",
      value: "value" in el ? String(el.value) : "",
      checked: Boolean(el.checked),
      form: el.closest("form")?.getAttribute("data-lead-form") ?? null,
    };
  });
}

function spec(leadCase: LeadCase, name: string): FieldSpec | undefined {
  return (leadForms[leadCase.id].fields as Record<string, { spec: FieldSpec }>)[name]?.spec;
}

/** Tabs from the top of the page until focus is inside the form: it is reachable by keyboard. */
async function tabIntoForm(page: Page, leadCase: LeadCase) {
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press("Tab");
    if ((await focused(page))?.form === leadCase.id) return;
  }
  throw new Error(`Tab never reached the ${leadCase.id} form`);
}

/** Fills the form field by field as focus moves through it, then presses Enter on the submit button. */
async function fillByKeyboard(page: Page, leadCase: LeadCase, values: Record<string, string | string[]>) {
  const filled = new Set<string>();
  for (let step = 0; step < 80; step++) {
    const now = await focused(page);
    expect(now?.form, "focus stays in the form until its button").toBe(leadCase.id);
    if (now!.tag === "button") {
      expect(now!.type).toBe("submit");
      // Every field the visitor had to fill was reached on the way.
      expect([...filled].sort()).toEqual(
        Object.keys(values)
          .filter(
            (name) =>
              spec(leadCase, name) &&
              spec(leadCase, name)!.kind !== "hidden" &&
              values[name] !== "" &&
              values[name].length !== 0,
          )
          .sort(),
      );
      await page.keyboard.press("Enter");
      return;
    }
    const wanted = values[now!.name];
    if (now!.type === "radio") {
      if (typeof wanted === "string") {
        for (let press = 0; press < 12; press++) {
          const radio = (await focused(page))!;
          if (radio.value === wanted && radio.checked) break;
          await page.keyboard.press(radio.value === wanted ? "Space" : "ArrowDown");
        }
        expect((await focused(page))!.checked).toBe(true);
        filled.add(now!.name);
      }
    } else if (now!.type === "checkbox") {
      if (Array.isArray(wanted) && wanted.includes(now!.value)) {
        await page.keyboard.press("Space");
        expect((await focused(page))!.checked).toBe(true);
        filled.add(now!.name);
      }
    } else if (now!.tag === "select") {
      if (typeof wanted === "string") {
        for (let press = 0; press < 20 && (await focused(page))!.value !== wanted; press++)
          await page.keyboard.press("ArrowDown");
        expect((await focused(page))!.value).toBe(wanted);
        filled.add(now!.name);
      }
    } else if (typeof wanted === "string" && wanted !== "") {
      await page.keyboard.type(wanted);
      filled.add(now!.name);
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached the submit button");
}

const toast = (page: Page, message: string) => page.getByRole("status").filter({ hasText: message });

// The e2e server sells every offer (Stripe's stand-in is set up), so no waitlist form shows there
// (as in leads.spec.ts); the waitlist's own journey is tests/integration/offer-status.test.ts.
for (const leadCase of LEAD_CASES.filter((c) => c.id !== "waitlist")) {
  const copy = LEAD_FORM_COPY[leadCase.id];
  const nameLabel = spec(leadCase, "name")!.label;
  const emailLabel = spec(leadCase, "email")!.label;
  const formOf = (page: Page) => page.locator(`form[data-lead-form="${leadCase.id}"]`);

  test.describe(`the ${leadCase.id} form by keyboard`, () => {
    // One journey: every field filled by keyboard, a refusal (focus on the first refused field, the
    // toast announced), then the answers corrected and sent, and all of them stored.
    test("filled in by keyboard alone; after a refusal focus is on the first refused field, and once corrected it is sent and stored", async ({
      page,
    }, testInfo) => {
      // Both pass the browser's checks; the server refuses both. Name comes first in every form.
      const email = `${leadCase.id}.refused.${testInfo.project.name}@localhost`;
      // With JavaScript, the specs' goto returns once the page has hydrated (fixtures.ts).
      await page.goto(leadCase.page);
      await tabIntoForm(page, leadCase);
      await fillByKeyboard(page, leadCase, { ...leadCase.post, name: "   ", email });

      await expect(toast(page, copy.invalid.message)).toBeVisible();
      await expect(toast(page, copy.invalid.message)).toHaveAttribute("aria-live", "polite");
      const form = formOf(page);
      await expect(form.getByLabel(emailLabel)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(nameLabel)).toHaveAccessibleDescription(FIELD_MESSAGES.name);
      await expect(form.getByLabel(nameLabel)).toBeFocused();
      // From there the visitor corrects the answers by keyboard and sends again.
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(String(leadCase.post.name));
      const fixed = email.replace("@localhost", `.${Date.now()}@example.com`).toLowerCase();
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(emailLabel)).toBeFocused();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(fixed);
      await page.keyboard.press("Enter");
      await expect(toast(page, copy.success.message)).toBeVisible();
      await expect(toast(page, copy.success.message)).toHaveAttribute("aria-live", "polite");
      await expect.poll(async () => (await leadsByEmail(fixed)).length).toBe(1);
      expect((await leadsByEmail(fixed))[0]).toMatchObject({ ...leadCase.row, email: fixed });
      expect(await leadsByEmail(email)).toHaveLength(0);
    });
  });
}
