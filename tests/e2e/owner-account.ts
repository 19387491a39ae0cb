import { generateTOTP } from "@epic-web/totp";
import { expect, type Page } from "./fixtures";
import { PASSWORD, SETUP_SECRET } from "../support/fixtures/owner";

/** The page's toast (its status region) that says `text`. */
export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * A fresh owner account signed in at the second level (password, then an authenticator app turned
 * on), as the owner's journeys need. Its address names the spec's `label` and the project, with a
 * unique tail: both projects share the e2e server's database. Returns the address.
 */
export async function signedInOwner(page: Page, project: string, label: string): Promise<string> {
  const email = await signedUpOwner(page, project, label);
  await page.getByRole("button", { name: "Add app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  await page.getByLabel("The 6-digit code the app shows").fill(otp);
  await page.getByRole("button", { name: "Turn on" }).click();
  // Her first app: the next page asks her to save her recovery codes.
  await expect(toast(page, "Two-step sign-in is on")).toBeVisible();
  return email;
}

/** A fresh owner account signed up (the first level, no app yet), on /owner/security. Returns the address. */
export async function signedUpOwner(page: Page, project: string, label: string): Promise<string> {
  const email = `owner.${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();
  await page.goto("/owner/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Setup secret").fill(SETUP_SECRET);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/owner\/security$/);
  return email;
}
