import { expect, test } from "./fixtures";
import { signedInOwner, toast } from "./owner-sign-in";

/**
 * "Your site", as the owner uses it with JavaScript on and off: an announcement on every page, a
 * photo seen on /about, a testimonial added, and an earlier version restored. Each journey puts the
 * site back as it found it (the e2e server's database is shared by the specs).
 */

const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...new Array(64).fill(9),
]);

test("the owner posts an announcement, sees it on every page, restores the earlier one and clears it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "announce");
  const words = `Doors open early <b>${testInfo.project.name}</b>`;
  await page.goto("/owner/site");
  await page.getByRole("link", { name: "Announcement" }).click();
  await page.getByLabel("Text").fill(`${words} (first)`);
  await page.getByRole("button", { name: "Save announcement" }).click();
  await expect(toast(page, "Announcement saved")).toBeVisible();
  await page.getByLabel("Text").fill(words);
  await page.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save announcement" }).click();
  await expect(page.getByTestId("field-error")).toContainText("The link must start with https://");
  await expect(page.getByLabel("Text")).toHaveValue(words);
  await page.getByLabel("Link (optional)").fill("/money-moves-live");
  await page.getByRole("button", { name: "Save announcement" }).click();
  await expect(toast(page, "Announcement saved")).toBeVisible();

  for (const path of ["/", "/about", "/contact", "/money-moves-live"]) {
    await page.goto(path);
    await expect(page.getByTestId("announcement"), path).toHaveText(words);
  }

  await page.goto("/owner/site/history");
  const first = page
    .getByTestId("site-version")
    .filter({ hasText: `${words} (first)`.slice(0, 60) })
    .first();
  await first.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await page.goto("/about");
  await expect(page.getByTestId("announcement")).toHaveText(`${words} (first)`);

  await page.goto("/owner/site/announcement");
  await page.getByRole("button", { name: "Clear announcement" }).click();
  await expect(toast(page, "Announcement cleared")).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("announcement")).toHaveCount(0);
});

test("the owner uploads a photo and adds a testimonial, and sees both on /about", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "photo");
  await page.goto("/owner/site/profile");
  await page.getByLabel("New photo (optional)").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: "Save photo and story" }).click();
  await expect(toast(page, "Photo and story saved")).toBeVisible();
  const src = await page.getByTestId("profile-photo-now").getAttribute("src");
  expect(src).toMatch(/^\/site\/photo\/[0-9a-f]{64}\.jpg$/);
  await page.goto("/about");
  await expect(page.locator(`main img[src="${src}"]`)).toHaveCount(1);

  const name = `Client ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/owner/site/testimonials");
  const add = page.getByRole("form", { name: "Add a testimonial" });
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByLabel("Quote", { exact: true }).fill("She changed how our family handles money.");
  await add.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByTestId("field-error")).toContainText("Confirm that the person agreed");
  await page.getByRole("form", { name: "Add a testimonial" }).getByLabel("This person agreed").check();
  await page.getByRole("form", { name: "Add a testimonial" }).getByRole("button", { name: "Add testimonial" }).click();
  await expect(toast(page, "Testimonials saved")).toBeVisible();
  await page.goto("/about");
  await expect(page.getByTestId("testimonial").filter({ hasText: name })).toBeVisible();

  // Put the site back: her testimonial removed.
  await page.goto("/owner/site/testimonials");
  await page
    .getByRole("form", { name: `Remove ${name}` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(toast(page, "Testimonials saved")).toBeVisible();
});
