import { beforeEach, describe, expect, it, vi } from "vitest";
import { ORIGIN } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { joinEventList, leaveEventEmails } from "../support/harness/event-mail";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { ownerBrowser, signInOwnerAtAal2, type OwnerBrowser } from "../support/harness/owner-browser";
import { useOwnerSite } from "../support/harness/owner-site";
import type { StandIn } from "../support/stand-ins/stand-in";

/**
 * A restore from History is its section's save: a restored event moves its registrations back and
 * tells each registrant once (on the event's list or not; never one who unsubscribed), and its
 * calendar SEQUENCE only grows.
 */

const site = useOwnerSite(["site_versions", "outbox", "event_registrations", "subscribers", "leads"], {
  signIn: false,
});
const { app } = site;
let resend: StandIn;
beforeEach(() => void ({ resend } = site));

// Thursday 10 December 2026, 10 AM in New York: December's session is on the 26th by default; she
// moves it to the 29th, then the 30th (6 PM Eastern, 23:00 UTC).
const NOW = new Date("2026-12-10T15:00:01Z");
const ON_29TH = "2026-12-29T23:00:00.000Z";
const ON_30TH = "2026-12-30T23:00:00.000Z";

let owner: OwnerBrowser;
describe("restoring a version from History", () => {
  // After freshOwnerEachTest has faked the clock: set to NOW, then she signs in.
  beforeEach(async () => {
    vi.setSystemTime(NOW);
    owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
  });

  const moveTo = (date: string) =>
    owner.post("/owner/site/event", {
      intent: "schedule",
      date,
      time: "18:00",
      timezone: "America/New_York",
      join_url: "",
      video_url: "",
    });
  const starts = async () =>
    (
      await app.env.LEADS_DB.prepare("SELECT email, session_start FROM event_registrations ORDER BY email").all<{
        email: string;
        session_start: string;
      }>()
    ).results;
  const movedNotices = () =>
    resend.requests
      .filter((r) => r.path === "/emails")
      .map((r) => JSON.parse(r.body) as { to: string[]; subject: string })
      .filter((m) => m.subject.startsWith("New date"))
      .map((m) => m.to[0])
      .sort();
  const sequence = async (key: string) =>
    Number(/SEQUENCE:(\d+)/.exec(await (await app.fetch(`/money-moves-live/${key}.ics`)).text())![1]);

  it("moves the event's registrations back, tells each registrant once, and raises the SEQUENCE", async () => {
    expect((await moveTo("2026-12-29")).status).toBe(303);
    const eventCase = LEAD_CASES.find((c) => c.id === "event")!;
    let key = "";
    for (const [i, email] of ["ada@example.com", "bea@example.com", "cy@example.com"].entries()) {
      const registered = await app.post(eventCase.action, {
        ...eventCase.post,
        email,
        submission_id: `site-restore-0000000${i}`,
      });
      expect(registered.status).toBe(303);
      key = new URL(registered.headers.get("Location")!, ORIGIN).searchParams.get("registered")!;
    }
    await app.settle();
    // Ada joins the event's list from her confirmation; Bea leaves its emails; Cy does neither.
    await joinEventList(app, resend, "ada@example.com");
    await leaveEventEmails(app, resend, "bea@example.com");
    expect((await starts()).map((r) => r.session_start)).toEqual([ON_29TH, ON_29TH, ON_29TH]);

    expect((await moveTo("2026-12-30")).status).toBe(303);
    await app.settle();
    expect((await starts()).map((r) => r.session_start)).toEqual([ON_30TH, ON_30TH, ON_30TH]);
    const sequenceBefore = await sequence(key);
    expect(sequenceBefore).toBe(2);

    // The version that put the session on the 29th.
    const first = await app.env.LEADS_DB.prepare(
      "SELECT MIN(id) AS id FROM site_versions WHERE section = 'event'",
    ).first<{ id: number }>();
    resend.requests.length = 0;
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    await app.settle();

    expect(await starts()).toEqual([
      { email: "ada@example.com", session_start: ON_29TH },
      { email: "bea@example.com", session_start: ON_29TH },
      { email: "cy@example.com", session_start: ON_29TH },
    ]);
    // Told: every registrant of the session but the one who unsubscribed.
    expect(movedNotices()).toEqual(["ada@example.com", "cy@example.com"]);
    expect(await sequence(key)).toBeGreaterThan(sequenceBefore);
    expect(textOf(await (await app.fetch("/money-moves-live")).text())).toContain("December 29");

    // Restoring the same version again changes nothing more: nobody is told twice.
    resend.requests.length = 0;
    const again = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(again.status).toBe(303);
    await app.settle();
    expect(movedNotices()).toEqual([]);
    expect(await sequence(key)).toBe(sequenceBefore + 1);
  });

  it("restores any other section as it was, through the same save", async () => {
    await owner.post("/owner/site/announcement", { intent: "save", text: "First words" });
    await owner.post("/owner/site/announcement", { intent: "save", text: "Second words" });
    const first = await app.env.LEADS_DB.prepare("SELECT MIN(id) AS id FROM site_versions").first<{ id: number }>();
    const restored = await owner.post("/owner/site/history", { intent: "confirm-restore", version: String(first!.id) });
    expect(restored.status).toBe(303);
    expect(await (await app.fetch("/")).text()).toContain("First words");
    const last = await app.env.LEADS_DB.prepare("SELECT summary FROM site_versions ORDER BY id DESC LIMIT 1").first<{
      summary: string;
    }>();
    expect(last?.summary).toBe(`Restored version ${first!.id}`);
  });
});
