import { expect, test, type Page } from "./fixtures";
import { registeredPanel } from "../../app/content/follow-through";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { sessionKey } from "../../app/lib/event-calendar";
import { sessionDateText, sessionTimeText } from "../../app/lib/event-date";
import { monthWords } from "../../app/lib/event-words";
import { eastern, twoStartsSoon } from "../support/fixtures/event-times";
import { SMALL_JPEG } from "../support/fixtures/photos";
import { scheduledTrigger } from "../support/harness/scheduled-trigger";
import { E2E_RESEND_PORT, type Delivery } from "../support/stand-ins/resend";
import { axeViolations } from "./axe";
import { exclusive, SITE_WIDE } from "./exclusive";
import { closeLeadsDb, registeredAt } from "./leads-db";
import { signedInOwner, toast } from "./owner-account";
import { tapTargetFaults } from "./tap-targets";

/**
 * "Your site", as the owner uses it with JavaScript on and off: the next session moved (the page,
 * its .ics and the reminder follow) and a month skipped, an announcement on every page, a photo
 * seen on /about, a testimonial added, an earlier version restored, and hostile input refused or
 * shown as text. Each journey puts the site back as it found it (the e2e server's database is shared
 * by the specs); the two projects take turns at the parts every page shows (`exclusive`).
 */

test.afterAll(closeLeadsDb);

const JPEG = Buffer.from(SMALL_JPEG);

test("the owner posts an announcement, sees it on every page, restores the earlier one and clears it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // With the time to wait for the other project's turn and the every-page specs (`exclusive`).
  test.setTimeout(360_000);
  await signedInOwner(page, testInfo.project.name, "announce");
  await exclusive(SITE_WIDE, async () => {
    const words = `Doors open early <b>${testInfo.project.name}</b>`;
    await page.goto("/owner/site");
    await page.getByRole("link", { name: "Announcement" }).click();
    await page.getByLabel("Text").fill(`${words} (first)`);
    await page.getByRole("button", { name: "Save announcement" }).click();
    await expect(toast(page, "Announcement saved")).toBeVisible();
    await page.getByLabel("Text").fill(words);
    await page.getByLabel("Link (optional)").fill("/money-moves-live");
    await page.getByRole("button", { name: "Save announcement" }).click();
    // The first save's toast, still on screen, says the same: what is now on the site tells the
    // second save has landed.
    await expect(page.getByTestId("announcement-now")).toHaveText(words);
    await expect(toast(page, "Announcement saved")).toBeVisible();

    for (const path of ["/", "/about", "/contact", "/money-moves-live"]) {
      await page.goto(path);
      await expect(page.getByTestId("announcement"), path).toHaveText(words);
    }
    // Her link is a target a thumb can hit on a phone, on the page every visitor sees first.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    expect(await tapTargetFaults(page.getByTestId("announcement"))).toEqual([]);
    // axe runs in the page, so only with JavaScript; the banner is the same markup either way.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    await page.goto("/owner/site/history");
    const first = page
      .getByTestId("site-version")
      .filter({ hasText: `${words} (first)`.slice(0, 60) })
      .first();
    await first.getByRole("link", { name: "Restore…" }).click();
    await page.getByRole("button", { name: "Yes, restore it" }).click();
    await expect(toast(page, "Version restored")).toBeVisible();
    await page.goto("/about");
    await expect(page.getByTestId("announcement")).toHaveText(`${words} (first)`);

    await page.goto("/owner/site/announcement");
    await page.getByRole("button", { name: "Clear announcement" }).click();
    await expect(toast(page, "Announcement cleared")).toBeVisible();
    await page.goto("/");
    await expect(page.getByTestId("announcement")).toHaveCount(0);
  });
});

test("on a phone, the owner uploads a photo and adds a testimonial, and sees both on /about", async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOwner(page, testInfo.project.name, "photo");
  // Her photo and testimonials are on pages every-page specs read: they take turns.
  await exclusive(SITE_WIDE, async () => {
    await page.goto("/owner/site/profile");
    await page
      .getByLabel("New photo (optional)")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await page.getByRole("button", { name: "Save your profile" }).click();
    await expect(toast(page, "Profile saved")).toBeVisible();
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
    await page
      .getByRole("form", { name: "Add a testimonial" })
      .getByRole("button", { name: "Add testimonial" })
      .click();
    await expect(toast(page, "Testimonials saved")).toBeVisible();
    // Added: the add form is empty again, so a second tap cannot add it twice.
    const addAgain = page.getByRole("form", { name: "Add a testimonial" });
    await expect(addAgain.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(addAgain.getByLabel("Quote", { exact: true })).toHaveValue("");
    await expect(addAgain.getByLabel("This person agreed")).not.toBeChecked();
    await page.goto("/about");
    await expect(page.getByTestId("testimonial").filter({ hasText: name })).toBeVisible();

    // Put the site back: her testimonial removed, after the page asks.
    await page.goto("/owner/site/testimonials");
    const card = page.getByRole("region", { name: new RegExp(`^\\d+\\. ${name}$`) });
    await card.getByRole("link", { name: "Remove…" }).click();
    const ask = page.getByTestId("remove-confirm");
    await expect(ask.getByRole("heading")).toHaveText(`Remove ${name}'s testimonial?`);
    await ask.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(toast(page, "Testimonials saved")).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});

const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;

async function schedule(page: Page, at: Date) {
  const { date, time } = eastern(at);
  await page.goto("/owner/site/event");
  const form = page.getByRole("form", { name: "Move the next session" });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time", { exact: true }).fill(time);
  await form.getByLabel("Time zone").selectOption("America/New_York");
  await form.getByRole("button", { name: "Move the session" }).click();
  await expect(toast(page, "Session moved")).toBeVisible();
}

test("the owner moves the next session and skips a month: the page, a fresh .ics and the reminder follow", async ({
  page,
}, testInfo) => {
  // With the time to wait for the other project's turn (`exclusive`).
  test.setTimeout(360_000);
  await signedInOwner(page, testInfo.project.name, "event");
  const visitor = `visitor.event.${testInfo.project.name}.${Date.now()}@example.com`;
  await exclusive("event-schedule", async () => {
    // A version of the schedule as it is now, to restore at the end: a month a year away skipped
    // (no page shows it), so the sessions the other specs register for are as they found them.
    const far = new Date();
    far.setUTCMonth(far.getUTCMonth() + 13, 15);
    const farMonth = far.toISOString().slice(0, 7);
    await page.goto("/owner/site/event");
    const skip = page.getByRole("form", { name: "Skip a month" });
    await skip.getByLabel("Any date in the month to skip").fill(`${farMonth}-15`);
    await skip.getByRole("button", { name: "Skip that month" }).click();
    await expect(toast(page, "Session skipped")).toBeVisible();
    try {
      const { first, moved } = twoStartsSoon(Date.now());
      // The next session, set by her, and a visitor registered for it.
      await schedule(page, first);
      await page.goto("/money-moves-live");
      await expect(page.getByTestId("session-eastern")).toHaveText(
        `${sessionDateText(first)}, ${sessionTimeText(first)}`,
      );
      const form = page.locator('form[data-lead-form="event"]');
      await form.getByLabel("Name").fill("Vera Visitor");
      await form.getByLabel("Email").fill(visitor);
      await form.getByRole("button", { name: LEAD_FORM_COPY.event.submit }).click();
      await expect(toast(page, LEAD_FORM_COPY.event.success.message)).toBeVisible();
      const icsPath = (await page
        .getByTestId("registered")
        .getByRole("link", { name: registeredPanel.ics })
        .getAttribute("href"))!;
      expect(icsPath).toMatch(/^\/money-moves-live\/\d{8}T\d{6}Z\.ics$/);
      // Her confirmation comes at once; she never joins the event's list, and the session she
      // registered for is hers all the same (its notices and reminders below).
      await expect
        .poll(
          async () => (await deliveries()).some((d) => d.to === visitor && d.subject.startsWith("You're registered")),
          { timeout: 15_000 },
        )
        .toBe(true);
      const before = await (await page.request.get(icsPath)).text();
      expect(before).toContain(`DTSTART:${sessionKey(first)}`);
      const uid = /UID:(\S+)/.exec(before)![1];

      // She moves it: the page shows the new start, and the .ics keeps its UID with a higher SEQUENCE.
      await schedule(page, moved);
      await expect(toast(page, "registrant")).toBeVisible();
      await page.goto("/money-moves-live");
      const movedText = `${sessionDateText(moved)}, ${sessionTimeText(moved)}`;
      await expect(page.getByTestId("session-eastern")).toHaveText(movedText);
      const fresh = await page.request.get(icsPath);
      expect(fresh.headers()["content-type"]).toContain("text/calendar");
      const ics = await fresh.text();
      expect(ics).toContain(`DTSTART:${sessionKey(moved)}`);
      expect(ics).toContain(`UID:${uid}`);
      expect(Number(/SEQUENCE:(\d+)/.exec(ics)![1])).toBeGreaterThan(Number(/SEQUENCE:(\d+)/.exec(before)![1]));
      await expect
        .poll(async () => (await deliveries()).some((d) => d.to === visitor && d.subject.startsWith("New date")), {
          timeout: 15_000,
        })
        .toBe(true);

      // The next reminder: had she registered two days ago, the job run now sends the 24-hour one,
      // with the new start.
      expect(await registeredAt(visitor, new Date(Date.now() - 2 * 24 * 3600_000))).toBe(1);
      const reminder = () =>
        deliveries().then((all) =>
          all.find((d) => d.to === visitor && d.status === 200 && d.subject.startsWith("Tomorrow")),
        );
      await expect(async () => {
        const trigger = scheduledTrigger(Date.now());
        expect((await page.request.get(trigger.path, { headers: trigger.headers })).status()).toBe(200);
        expect(await reminder()).toBeDefined();
      }).toPass({ timeout: 60_000 });
      const sent = (await reminder())!;
      expect(sent.subject).toContain(sessionTimeText(moved));
      expect(sent.text).toContain(`${sessionDateText(moved)} at ${sessionTimeText(moved)}`);
      expect(sent.text).toContain(icsPath);

      // She skips that month: the page shows the next month's session, the .ics cancels the entry,
      // and the registrant is told.
      await page.goto("/owner/site/event");
      await skip.getByLabel("Any date in the month to skip").fill(eastern(moved).date);
      await skip.getByRole("button", { name: "Skip that month" }).click();
      await expect(toast(page, "Session skipped")).toBeVisible();
      await expect(
        page.getByText(`No session in ${monthWords(eastern(moved).date.slice(0, 7))} (skipped)`),
      ).toBeVisible();
      await page.goto("/money-moves-live");
      await expect(page.getByTestId("session-eastern")).not.toHaveText(movedText);
      expect(await (await page.request.get(icsPath)).text()).toContain("STATUS:CANCELLED");
      await expect
        .poll(
          async () => (await deliveries()).some((d) => d.to === visitor && d.subject.startsWith("No Money Moves Live")),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    } finally {
      // The schedule as it was (with the far month skipped): the newest version that skipped it.
      await page.goto("/owner/site/history");
      await page
        .getByTestId("site-version")
        .filter({ hasText: `Event: ${monthWords(farMonth)} ${farMonth.slice(0, 4)} skipped` })
        .first()
        .getByRole("link", { name: "Restore…" })
        .click();
      await page.getByRole("button", { name: "Yes, restore it" }).click();
      await expect(toast(page, "Version restored")).toBeVisible();
    }
  });
});

test("the owner changes the join link without touching a date: the next session stays as it was", async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  await signedInOwner(page, testInfo.project.name, "event-links");
  await exclusive("event-schedule", async () => {
    await page.goto("/owner/site/event");
    const links = page.getByRole("form", { name: "Join link and video" });
    // The link form has no date: she cannot move a session by saving a link.
    await expect(links.getByLabel("Date")).toHaveCount(0);
    const next = await page.getByTestId("event-next").textContent();
    const before = await links.getByLabel("Join link (optional)").inputValue();
    const link = `https://zoom.us/j/${testInfo.project.name}-42`;
    try {
      await links.getByLabel("Join link (optional)").fill(link);
      await links.getByRole("button", { name: "Save the links" }).click();
      await expect(toast(page, "Links saved")).toBeVisible();
      await page.goto("/owner/site/event");
      await expect(links.getByLabel("Join link (optional)")).toHaveValue(link);
      await expect(page.getByTestId("event-next")).toHaveText(next!);
    } finally {
      await page.goto("/owner/site/event");
      await links.getByLabel("Join link (optional)").fill(before);
      await links.getByRole("button", { name: "Save the links" }).click();
      await expect(toast(page, "Links saved")).toBeVisible();
    }
  });
});

test("a script in the announcement shows as its text on every page and runs nowhere", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await signedInOwner(page, testInfo.project.name, "script");
  const words = `<script>document.documentElement.dataset.owned = "${testInfo.project.name}"</script> Seats open`;
  await exclusive(SITE_WIDE, async () => {
    await page.goto("/owner/site/announcement");
    await page.getByLabel("Text").fill(words);
    await page.getByRole("button", { name: "Save announcement" }).click();
    await expect(toast(page, "Announcement saved")).toBeVisible();
    try {
      for (const path of ["/", "/money-moves-live"]) {
        await page.goto(path);
        await expect(page.getByTestId("announcement"), path).toHaveText(words);
        await expect(page.locator("html"), path).not.toHaveAttribute("data-owned");
        await expect(page.locator("script").filter({ hasText: "dataset.owned" }), path).toHaveCount(0);
      }
    } finally {
      await page.goto("/owner/site/announcement");
      await page.getByRole("button", { name: "Clear announcement" }).click();
      await expect(toast(page, "Announcement cleared")).toBeVisible();
    }
  });
});

test("a javascript: link in the announcement is refused beside the field, what she typed kept", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "link");
  await page.goto("/owner/site/announcement");
  await page.getByLabel("Text").fill("Doors open early");
  await page.getByLabel("Link (optional)").fill("javascript:alert(document.cookie)");
  await page.getByRole("button", { name: "Save announcement" }).click();
  await expect(page.getByTestId("field-error")).toHaveText(
    "The link must start with https:// or be a page of this site, such as /money-moves-live.",
  );
  await expect(page.getByLabel("Link (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Text")).toHaveValue("Doors open early");
  await expect(page.getByLabel("Link (optional)")).toHaveValue("javascript:alert(document.cookie)");
});

/** Posts `file` as her new photo with a name typed beside it; the answer refuses it beside the field. */
async function photoRefused(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/owner/site/profile");
  await page.getByLabel("Name", { exact: true }).fill("Kept Name");
  await page.getByLabel("New photo (optional)").setInputFiles(file);
  await page.getByRole("button", { name: "Save your profile" }).click();
  await expect(page.getByTestId("field-error")).toHaveText(
    "Choose a photo that is a JPEG, PNG or WebP image of at most 15 MB.",
  );
  await expect(page.getByLabel("New photo (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kept Name");
  await expect(page.getByTestId("profile-photo-now")).not.toHaveAttribute("src", /\.svg$/);
}

test("an SVG as her photo is refused by its bytes (named .jpg), with a message beside the field", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "svg");
  await photoRefused(page, {
    name: "me.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
});

test("a renamed executable as her photo is refused by its bytes, with a message beside the field", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInOwner(page, testInfo.project.name, "exe");
  await photoRefused(page, {
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(1024)]),
  });
});

test("a 21 MB file is refused, unread, with a message beside the field", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signedInOwner(page, testInfo.project.name, "big");
  await page.goto("/owner/site/profile");
  // Not a picture her browser can read (with JavaScript it would send a smaller copy instead).
  await page.getByLabel("New photo (optional)").setInputFiles({
    name: "big.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(21 * 1024 * 1024, 7),
  });
  await page.getByRole("button", { name: "Save your profile" }).click();
  await expect(page.getByTestId("field-error")).toContainText(
    "at most 15 MB. This one is larger, so nothing was saved",
  );
  await expect(page.getByLabel("New photo (optional)")).toHaveAttribute("aria-invalid", "true");
});
