import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { exclusive, SITE_WIDE } from "./exclusive";
import { signedInOwner, toast } from "./owner-account";

/**
 * Her whole profile, as the owner fills it with JavaScript on and off: four paragraphs of story,
 * three credentials, two offices, her mailing address and contacts; a refused post keeps what she
 * typed; then /about, /contact, /privacy, /terms and the footer show exactly hers. The journey puts
 * the site back (every field emptied) and holds the "profile" lock, as every page shows her profile.
 */

const STORY = [
  "I grew up in **Lagos** and moved to Tampa in 2009.",
  "My first home took four years of saving.",
  "Now I teach families what I learned the hard way.",
  "Faith first, then the plan, then the work.",
];
const STORY_TEXT = [
  "I grew up in Lagos and moved to Tampa in 2009.",
  "My first home took four years of saving.",
  "Now I teach families what I learned the hard way.",
  "Faith first, then the plan, then the work.",
];
const CREDENTIALS = ["Florida sales associate since 2019", "HUD-approved housing counselor", "MBA, Rollins College"];
const FIELDS: Record<string, string> = {
  name: "Ada Okafor",
  headline: "Coach and agent in Tampa",
  bio: STORY.join("\n\n"),
  credentials: CREDENTIALS.join("\n"),
  office_city_0: "Tampa",
  office_street_0: "12 Palm Ave, Tampa, FL 33602",
  office_hours_0: "Tue-Thu 10-4",
  office_city_1: "Lakeland",
  office_hours_1: "By appointment",
  mailing_address: "PO Box 77, Tampa, FL 33601",
  email: "ada@adaokafor.com",
  phone: "(813) 201-3345",
  licence: "Florida Sales Associate SL3456789",
  brokerage: "Sunrise Realty, 40 Park Ave, Tampa",
  instagram: "https://www.instagram.com/adaokafor",
};
const SHOTS = "/tmp/h4-shots";

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

test("she fills her whole profile and every page shows exactly hers", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const project = testInfo.project.name;
  await signedInOwner(page, project, "profile");
  await exclusive(SITE_WIDE, async () => {
    await page.goto("/owner/site/profile");
    // A refused post keeps everything she typed.
    // (An address the browser accepts, the site refuses: only https links are shown.)
    await fill(page, { ...FIELDS, instagram: "http://www.instagram.com/adaokafor" });
    await page.getByRole("button", { name: "Save your profile" }).click();
    await expect(page.getByTestId("field-error")).toContainText("Give your profile's https:// address.");
    await expect(page.locator('[name="office_street_0"]')).toHaveValue(FIELDS.office_street_0);
    await expect(page.locator('[name="credentials"]')).toHaveValue(FIELDS.credentials);
    await page.locator('[name="instagram"]').fill(FIELDS.instagram);
    await page.getByRole("button", { name: "Save your profile" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();

    try {
      await page.goto("/about");
      await expect(page.getByTestId("about-story").locator("p")).toHaveText(STORY_TEXT);
      await expect(page.getByTestId("about-credentials").locator("li")).toHaveText(CREDENTIALS);
      await expect(page.getByTestId("about-name")).toHaveText("Ada Okafor");

      await page.goto("/contact");
      const offices = page.getByTestId("office");
      await expect(offices).toHaveCount(2);
      await expect(offices.nth(0)).toContainText("12 Palm Ave, Tampa, FL 33602");
      await expect(offices.nth(0)).toContainText("Tue-Thu 10-4");
      await expect(offices.nth(1)).toContainText("Lakeland");
      await expect(page.locator("main")).toContainText("ada@adaokafor.com");
      await expect(page.locator("main")).not.toContainText("Example Avenue");

      for (const path of ["/privacy", "/terms"]) {
        await page.goto(path);
        const main = page.locator("main");
        await expect(main).toContainText("ada@adaokafor.com");
        await expect(main).toContainText("(813) 201-3345");
        await expect(main).toContainText("PO Box 77, Tampa, FL 33601");
        await expect(main).not.toContainText("support@example.com");
      }

      await page.goto("/");
      await expect(page.locator('footer a[href="https://www.instagram.com/adaokafor"]')).toHaveCount(1);
      await page.goto("/property-management");
      await expect(page.locator("footer")).toContainText("Florida Sales Associate SL3456789");

      if (project === "js") {
        mkdirSync(SHOTS, { recursive: true });
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          for (const path of ["/about", "/contact"]) {
            await page.goto(path);
            await page.screenshot({ path: `${SHOTS}${path}-${width}.png`, fullPage: true });
          }
        }
      }
    } finally {
      // Put the site back: every field empty (the defaults).
      await page.goto("/owner/site/profile");
      await fill(page, Object.fromEntries(Object.keys(FIELDS).map((name) => [name, ""])));
      await page.getByRole("button", { name: "Save your profile" }).click();
      await expect(toast(page, "Profile saved")).toBeVisible();
    }
  });
});
