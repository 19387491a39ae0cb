import { beforeEach, describe, expect, it } from "vitest";
import { sessionFromKey, sessionKey } from "~/lib/event-calendar";
import { nextEventStart } from "~/lib/event-date";
import { ORIGIN } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import { clockIn, eastern, twoStartsSoon } from "../support/fixtures/event-times";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import type { OwnerBrowser } from "../support/harness/owner-browser";
import { useOwnerSite } from "../support/harness/owner-site";
import type { StandIn } from "../support/stand-ins/stand-in";

/**
 * "Your site" (/owner/site/*) through the real build on local D1: each action's valid post, its
 * refusals (400, the message beside the field, what she typed kept) and hostile input, and what
 * the public pages then show.
 */

const site = useOwnerSite(["site_versions", "outbox", "event_registrations", "subscribers", "leads"]);
const { app } = site;
let owner: OwnerBrowser;
let resend: StandIn;
beforeEach(() => void ({ owner, resend } = site));

const page = async (path: string) => (await app.fetch(path)).text();
const fieldError = (html: string) =>
  [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));

describe("the announcement", () => {
  it("shows on every public page (as text) until it is cleared, and not in her own area", async () => {
    const saved = await owner.post("/owner/site/announcement", {
      intent: "save",
      text: "Doors open <script>alert(1)</script> & more",
      link: "/money-moves-live",
      ends: "",
    });
    expect(saved.status).toBe(303);
    for (const path of ["/", "/about", "/contact", "/money-moves-live", "/property-management", "/store"]) {
      const html = await page(path);
      expect(html, path).toContain('data-testid="announcement"');
      expect(html, path).toContain("Doors open &lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
      expect(html, path).not.toContain("<script>alert(1)");
    }
    expect(await (await owner.get("/owner/site")).text()).not.toContain('data-testid="announcement"');
    expect((await owner.post("/owner/site/announcement", { intent: "clear" })).status).toBe(303);
    expect(await page("/about")).not.toContain('data-testid="announcement"');
  });

  it("refuses a javascript: link and a text over 160 characters, keeping what she typed", async () => {
    const refused = await owner.post("/owner/site/announcement", {
      intent: "save",
      text: "Hello there",
      link: "javascript:alert(document.cookie)",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)).toEqual([
      "The link must start with https:// or be a page of this site, such as /money-moves-live.",
    ]);
    expect(html).toContain('value="Hello there"');
    const long = await owner.post("/owner/site/announcement", { intent: "save", text: "x".repeat(161) });
    expect(long.status).toBe(400);
    expect(fieldError(await long.text())[0]).toContain("keep it to 160 characters");
    expect(await page("/")).not.toContain('data-testid="announcement"');
  });

  it("ends after its last day", async () => {
    await owner.post("/owner/site/announcement", { intent: "save", text: "Old news", ends: "2020-01-01" });
    expect(await page("/")).not.toContain("Old news");
  });

  it("is only for the signed-in owner", async () => {
    const stranger = await app.post("/owner/site/announcement", { intent: "save", text: "Hacked" });
    expect([302, 303]).toContain(stranger.status);
    expect(stranger.headers.get("Location")).toMatch(/^\/owner\/sign-in/);
    expect(await page("/")).not.toContain("Hacked");
  });
});

describe("testimonials", () => {
  it("adds hers (replacing the samples), and refuses one without the person's permission", async () => {
    const refused = await owner.post("/owner/site/testimonials", {
      intent: "add",
      name: "Tom P.",
      quote: "Great <b>coach</b>",
      stars: "5",
      where: "about",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)).toEqual(["Confirm that the person agreed to be quoted on the site."]);
    expect(html).toContain("Great &lt;b&gt;coach&lt;/b&gt;");

    const added = await owner.post("/owner/site/testimonials", {
      intent: "add",
      name: "Tom P.",
      quote: "Great <b>coach</b>",
      stars: "4",
      where: "about",
      permission: "yes",
    });
    expect(added.status).toBe(303);
    const about = mainOf(await page("/about"));
    expect(textOf(about)).toContain("Great <b>coach</b>");
    expect(textOf(about)).not.toContain("Tanya R.");
    // Shown only where she chose: the product pages keep their own (sample) testimonials here.
    expect(textOf(mainOf(await page("/product/funding-bundle")))).not.toContain("Tom P.");
  });

  it("asks before removing one: Remove is a link to the question, and only its Yes removes it", async () => {
    await owner.post("/owner/site/testimonials", {
      intent: "add",
      name: "Tom P.",
      quote: "Great coach",
      stars: "5",
      where: "about",
      permission: "yes",
    });
    const list = await (await owner.get("/owner/site/testimonials")).text();
    const id = /href="\/owner\/site\/testimonials\?remove=([\w-]+)#remove-/.exec(list)?.[1];
    expect(id).toBeTruthy();
    expect(list).not.toContain('aria-label="Remove Tom P."');
    expect(list).not.toContain("Yes, remove it");

    const asked = await (await owner.get(`/owner/site/testimonials?remove=${id}`)).text();
    expect(textOf(asked)).toContain("Remove Tom P.'s testimonial?");
    expect(asked).toContain('aria-label="Remove Tom P."');
    expect(asked).toContain("Yes, remove it");
    expect(textOf(mainOf(await page("/about")))).toContain("Great coach");

    // An id that is not on the list asks nothing.
    expect(await (await owner.get("/owner/site/testimonials?remove=nope")).text()).not.toContain("Yes, remove it");

    const removed = await owner.post("/owner/site/testimonials", { intent: "remove", id: id! });
    expect(removed.status).toBe(303);
    expect(textOf(mainOf(await page("/about")))).not.toContain("Great coach");
  });
});

describe("history", () => {
  it("restores an earlier version as the newest", async () => {
    await owner.post("/owner/site/announcement", { intent: "save", text: "First words" });
    await owner.post("/owner/site/announcement", { intent: "save", text: "Second words" });
    const first = await app.env.LEADS_DB.prepare("SELECT MIN(id) AS id FROM site_versions").first<{ id: number }>();
    const history = await (await owner.get("/owner/site/history")).text();
    expect(history).toContain("Announcement: First words");
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    expect(await page("/")).toContain("First words");
    const count = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM site_versions").first<{ n: number }>();
    expect(count?.n).toBe(3);
    const missing = await owner.post("/owner/site/history", { intent: "confirm-restore", version: "99999" });
    expect(missing.status).toBe(400);
  });
});

describe("the event", () => {
  const eventCase = LEAD_CASES.find((c) => c.id === "event")!;

  it("moves the next session: the page, a fresh .ics (same UID, a higher SEQUENCE), and one email to each registrant", async () => {
    // Times from the present (any day of the month works): she sets the next session a few hours
    // away, Ada registers, then she moves it, typed on Chicago's clock.
    const { first, moved: movedAt } = twoStartsSoon(Date.now());
    const set = await owner.post("/owner/site/event", {
      intent: "schedule",
      ...eastern(first),
      timezone: "America/New_York",
      join_url: "",
      video_url: "",
    });
    expect(set.status).toBe(303);
    const registered = await app.post(eventCase.action, {
      ...eventCase.post,
      email: "ada@example.com",
      submission_id: "site-move-00000001",
    });
    expect(registered.status).toBe(303);
    // The session's own key (its regular start), which its calendar file keeps when she moves it.
    const key = new URL(registered.headers.get("Location")!, ORIGIN).searchParams.get("registered")!;
    await app.settle();
    // She never joins the event's list: the session she registered for is hers all the same.
    // Had she registered two days ago, the 24-hour reminder of the new start is hers (one made
    // inside that window gets none).
    await app.env.LEADS_DB.prepare("UPDATE event_registrations SET created_at = ?1")
      .bind(new Date(Date.now() - 2 * 24 * 3600_000).toISOString())
      .run();
    const before = await (await app.fetch(`/money-moves-live/${key}.ics`)).text();
    expect(before).toContain(`DTSTART:${sessionKey(first)}`);

    const moved = await owner.post("/owner/site/event", {
      intent: "schedule",
      ...clockIn("America/Chicago", movedAt),
      timezone: "America/Chicago",
      join_url: "https://meet.example.org/mml",
      video_url: "",
    });
    expect(moved.status).toBe(303);
    await app.settle();

    const inEastern = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", ...options }).format(movedAt);
    const longDate = inEastern({ weekday: "long", month: "long", day: "numeric" });
    const easternTime = inEastern({ hour: "numeric", minute: "2-digit" });
    const pageText = textOf(mainOf(await page("/money-moves-live")));
    expect(pageText).toContain(`Next session: ${longDate} at ${easternTime} E`);

    const ics = await (await app.fetch(`/money-moves-live/${key}.ics`)).text();
    expect(ics).toContain(`UID:money-moves-live-${key}@localhost:8788`);
    expect(ics).toContain(`DTSTART:${sessionKey(movedAt)}`);
    expect(ics).not.toContain(`DTSTART:${sessionKey(first)}`);
    expect(Number(/SEQUENCE:(\d+)/.exec(ics)![1])).toBeGreaterThan(Number(/SEQUENCE:(\d+)/.exec(before)![1]));

    const notices = resend.requests
      .filter((r) => r.path === "/emails")
      .map((r) => JSON.parse(r.body) as { to: string[]; subject: string; text: string })
      .filter((m) => m.to[0] === "ada@example.com" && m.subject.startsWith("New date"));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(`${ORIGIN}/money-moves-live/${key}.ics`);
    expect(notices[0].text).toContain("https://meet.example.org/mml");

    // The next reminder (24 hours before the new start) carries the new time.
    resend.requests.length = 0;
    await app.scheduled({ now: new Date(movedAt.getTime() - 23 * 3600_000) });
    const reminders = resend.requests
      .filter((r) => r.path === "/emails")
      .map((r) => JSON.parse(r.body) as { to: string[]; subject: string; text: string });
    expect(reminders.some((m) => m.subject.startsWith("Tomorrow") && m.text.includes(easternTime))).toBe(true);
  });

  it("skips a month: the page shows the next month's session, the .ics cancels the entry", async () => {
    // The session the page offers next (the test before may have moved one into this month).
    const key = /\/money-moves-live\/(\d{8}T\d{6}Z)\.ics/.exec(await page("/money-moves-live"))![1];
    const start = sessionFromKey(key)!;
    expect(sessionKey(start)).toBe(key);
    // She names the month by the day the session is on now: the key keeps its regular start, which
    // is yesterday when the test before moved it to today, and a day behind today is refused.
    const ics = await (await app.fetch(`/money-moves-live/${key}.ics`)).text();
    const [, y, mo, d, h, mi] = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z/.exec(ics)!;
    const startsAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(startsAt);
    expect((await owner.post("/owner/site/event", { intent: "skip", date: day })).status).toBe(303);
    const cancelled = await (await app.fetch(`/money-moves-live/${key}.ics`)).text();
    expect(cancelled).toContain("STATUS:CANCELLED");
    const after = nextEventStart(new Date(start.getTime() + 1000));
    expect(await page("/money-moves-live")).toContain(`/money-moves-live/${sessionKey(after)}.ics`);
  });

  it("refuses a date that is not one, a bad time zone and a javascript: join link, keeping what she typed", async () => {
    const refused = await owner.post("/owner/site/event", {
      intent: "schedule",
      date: "2026-02-30",
      time: "25:00",
      timezone: "Mars/Olympus",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)).toHaveLength(3);
    expect(html).toContain('value="Mars/Olympus"');
    // The join link has its own form (no date in it).
    const link = await owner.post("/owner/site/event", { intent: "links", join_url: "javascript:alert(1)" });
    expect(link.status).toBe(400);
    expect(fieldError(await link.text())).toEqual([
      "The join link must be a web address starting https://, such as https://zoom.us/j/123.",
    ]);
  });
});
