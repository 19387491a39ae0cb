import { expect, test } from "./fixtures";
import { axeViolations, axeViolationsWithoutScripts } from "./axe";
import { exclusive, SITE_WIDE } from "./exclusive";
import { signedInOwner, toast } from "./owner-account";

/**
 * History on her phone (390 px), with JavaScript on and off: Restore shows the whole section as it
 * would come back, nothing changes until "Yes, restore it", and the restore's entry then says what
 * it put back and from when. The announcement is what every page shows: the journey runs alone
 * (`exclusive`) and clears it at the end, as it found the site.
 */

const WHEN =
  /as it was on ((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+(?: \d{4})?, \d{1,2}:\d\d [AP]M)/;

test("a restore from History: the preview of the whole section, the confirm, and the entry that says from when", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(360_000);
  await signedInOwner(page, testInfo.project.name, "history");
  await page.setViewportSize({ width: 390, height: 844 });
  await exclusive(SITE_WIDE, async () => {
    const words = `History check ${testInfo.project.name} ${Date.now()}`;
    try {
      await page.goto("/owner/site/announcement");
      await page.getByLabel("Text").fill(`${words} (first)`);
      await page.getByLabel("Link (optional)").fill("/money-moves-live");
      await page.getByRole("button", { name: "Save announcement" }).click();
      await expect(page.getByTestId("announcement-now")).toHaveText(`${words} (first)`);
      await page.getByLabel("Text").fill(`${words} (second)`);
      await page.getByLabel("Link (optional)").fill("");
      await page.getByRole("button", { name: "Save announcement" }).click();
      await expect(page.getByTestId("announcement-now")).toHaveText(`${words} (second)`);

      await page.goto("/owner/site/history");
      const entries = page.getByTestId("site-version");
      const countBefore = await entries.count();
      await entries
        .filter({ hasText: `${words} (first)` })
        .getByRole("link", { name: "Restore…" })
        .click();

      // The whole announcement as it would come back: its text and its link, by the form's labels.
      const preview = page.getByTestId("restore-preview");
      await expect(preview).toBeVisible();
      const heading = preview.getByRole("heading", { level: 2 });
      await expect(heading).toHaveText(WHEN);
      if (javaScriptEnabled) await expect(heading).toBeFocused();
      await expect(preview.getByRole("definition").nth(0)).toHaveText(`${words} (first)`);
      await expect(preview.getByRole("term").nth(1)).toHaveText("Link");
      await expect(preview.getByRole("definition").nth(1)).toHaveText("/money-moves-live");
      await expect(preview.getByRole("term").nth(2)).toHaveText("Last day");
      await expect(preview.getByRole("definition").nth(2)).toHaveText("Empty (the site shows its own)");
      const when = WHEN.exec((await heading.textContent()) ?? "")![1];
      // It reads on a phone: nothing wider than the screen, and no axe violations.
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      expect(await (javaScriptEnabled ? axeViolations(page) : axeViolationsWithoutScripts(page))).toEqual([]);
      // Looking changed nothing.
      await page.goto("/about");
      await expect(page.getByTestId("announcement")).toHaveText(`${words} (second)`);
      await page.goBack();

      await page.getByTestId("restore-preview").getByRole("button", { name: "Yes, restore it" }).click();
      await expect(toast(page, "Version restored")).toBeVisible();
      await expect(toast(page, `The announcement is back as it was on ${when}.`)).toBeVisible();
      await expect(page.getByTestId("restore-preview")).toHaveCount(0);
      await expect(entries).toHaveCount(countBefore + 1);
      await expect(entries.first().getByTestId("version-summary")).toHaveText(
        `Restored the announcement as it was on ${when}`,
      );
      await page.goto("/about");
      await expect(page.getByTestId("announcement")).toHaveText(`${words} (first)`);
    } finally {
      await page.goto("/owner/site/announcement");
      await page.getByRole("button", { name: "Clear announcement" }).click();
      await expect(toast(page, "Announcement cleared")).toBeVisible();
    }
  });
});
