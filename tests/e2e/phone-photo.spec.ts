import { expect, test, type Page } from "./fixtures";
import { largeJpeg } from "../support/fixtures/photos";
import { exclusive, SITE_WIDE } from "./exclusive";
import { signedInOwner, toast } from "./owner-account";

/**
 * Her photo straight from a phone (issue 54), on a 390 px screen. With JavaScript her browser
 * makes the 2,000 px copy of a 6 MB, 4000 × 3000 photo before sending it; without, the Worker makes
 * the copy of a photo it can hold and refuses a 12 MP one beside the field, her story kept.
 */

const photoFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: "image/jpeg", buffer: Buffer.from(bytes) });

/** The photo /about draws: its address, the size it is drawn at, and the size of the file itself. */
async function aboutPhoto(page: Page) {
  await page.goto("/about");
  const img = page.locator('main img[src^="/site/photo/"]').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeTruthy();
  return img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute("src"),
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    natural: [el.naturalWidth, el.naturalHeight],
  }));
}

test("a 6 MB phone photo: with JavaScript made 2,000 px wide and shown; without, refused beside the field with her story kept", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = largeJpeg(4000, 3000);
  expect(phone.length).toBeGreaterThan(5 * 1024 * 1024);
  await signedInOwner(page, testInfo.project.name, "phone-photo");
  await exclusive(SITE_WIDE, async () => {
    await page.goto("/owner/site/profile");
    const story = `My story, typed on my phone (${testInfo.project.name}).`;
    await page.getByLabel("Your story").fill(story);
    await page.getByLabel("New photo (optional)").setInputFiles(photoFile("IMG_0001.jpg", phone));
    if (javaScriptEnabled) {
      await expect(page.getByTestId("photo-scaling")).toHaveText("Web-size copy ready.");
      await page.getByRole("button", { name: "Save your profile" }).click();
      await expect(toast(page, "Profile saved")).toBeVisible();
      const shown = await aboutPhoto(page);
      expect(shown.natural).toEqual([2000, 1500]);
      expect([shown.width, shown.height]).toEqual(["2000", "1500"]);
      return;
    }
    await page.getByRole("button", { name: "Save your profile" }).click();
    await expect(page.getByTestId("field-error")).toContainText("This photo is 4000 × 3000 pixels");
    await expect(page.getByLabel("New photo (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your story")).toHaveValue(story);

    // A photo the Worker can hold (2100 × 1400, 3 MB) is stored at web size.
    await page.getByLabel("New photo (optional)").setInputFiles(photoFile("IMG_0002.jpg", largeJpeg(2100, 1400, 97)));
    await page.getByRole("button", { name: "Save your profile" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
    const shown = await aboutPhoto(page);
    expect(shown.natural).toEqual([2000, 1333]);
    expect([shown.width, shown.height]).toEqual(["2000", "1333"]);
  });
});

test("a file too large (16 MB) is refused beside the field with her story kept", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOwner(page, testInfo.project.name, "photo-16mb");
  await page.goto("/owner/site/profile");
  const story = `Kept story (${testInfo.project.name}).`;
  await page.getByLabel("Your story").fill(story);
  // Not a picture her browser can read, so it goes as chosen.
  await page
    .getByLabel("New photo (optional)")
    .setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(16 * 1024 * 1024, 7) });
  await page.getByRole("button", { name: "Save your profile" }).click();
  await expect(page.getByTestId("field-error")).toHaveText(
    "Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB. This one is larger.",
  );
  await expect(page.getByLabel("Your story")).toHaveValue(story);
});
