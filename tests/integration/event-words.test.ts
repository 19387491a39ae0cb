import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";
import { emailBindings, startResendStandIn } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";

/**
 * The event form in her words, posted straight to its action: the links saved alone (no date, no
 * session moves), a time typed as she reads it, a skipped month brought back, and what she sees.
 */

let resend: StandIn;
beforeAll(async () => {
  resend = await startResendStandIn();
});
afterAll(() => resend?.close());
const app = useTestApp(() => ({ ENVIRONMENT: "development", ...emailBindings(resend.url) }));
freshOwnerEachTest(app, "site_versions", "outbox", "event_registrations", "subscribers", "leads");

// Tuesday 3 November 2026, 10 AM in New York: far from November's session (Saturday the 28th).
const NOW = new Date("2026-11-03T15:00:00Z");

let owner: OwnerBrowser;
beforeEach(async () => {
  vi.setSystemTime(NOW);
  resend.requests.length = 0;
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

const eventPage = async () => (await owner.get("/owner/site/event")).text();
const fieldError = (html: string) =>
  [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
const storedEvent = async () => {
  const row = await app.env.LEADS_DB.prepare(
    "SELECT value FROM site_versions WHERE section = 'event' ORDER BY id DESC LIMIT 1",
  ).first<{ value: string }>();
  return JSON.parse(row!.value) as { joinUrl?: string; sessions: Array<{ month: string }> };
};

describe("the event form in her words", () => {
  it("starts the move at the next session, on a 12-hour clock, with zones by name", async () => {
    const html = await eventPage();
    expect(html).toContain('value="2026-11-28"');
    expect(html).toContain('value="6:00 PM"');
    expect(html).toContain("Eastern (New York)");
    expect(html).not.toContain("24-hour");
    expect(html).not.toContain("IANA");
  });

  it("changes the join link without touching a date: the moved session stays, no registrant is told", async () => {
    const moved = await owner.post("/owner/site/event", {
      intent: "schedule",
      date: "2026-12-29",
      time: "7:00 PM",
      timezone: "America/Chicago",
    });
    expect(moved.status).toBe(303);
    expect(textOf(mainOf(await eventPage()))).toContain("December's session: Tuesday 29 December, 7:00 PM Central");
    resend.requests.length = 0;

    const links = await owner.post("/owner/site/event", {
      intent: "links",
      join_url: "https://zoom.us/j/42",
      video_url: "",
    });
    expect(links.status).toBe(303);
    await app.settle();
    const event = await storedEvent();
    expect(event?.joinUrl).toBe("https://zoom.us/j/42");
    expect(event?.sessions.map((s) => s.month)).toEqual(["2026-12"]);
    const text = textOf(mainOf(await eventPage()));
    expect(text).toContain("December's session: Tuesday 29 December, 7:00 PM Central");
    expect(await eventPage()).toContain('value="https://zoom.us/j/42"');
    expect(resend.requests.filter((r) => r.path === "/emails")).toHaveLength(0);
  });

  it("refuses a join link that is not a web address, with the message beside it and what she typed kept", async () => {
    const refused = await owner.post("/owner/site/event", {
      intent: "links",
      join_url: "zoom meeting 42",
      video_url: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)).toEqual([
      "The join link must be a web address starting https://, such as https://zoom.us/j/123.",
    ]);
    expect(html).toContain('value="zoom meeting 42"');
  });

  it("refuses a time that is not one, keeping it and the zone she chose", async () => {
    const refused = await owner.post("/owner/site/event", {
      intent: "schedule",
      date: "2026-12-19",
      time: "7:75 PM",
      timezone: "Europe/London",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html)).toEqual(["Give the time as you read it on a clock, such as 7:00 PM."]);
    expect(html).toContain('value="7:75 PM"');
    expect(html).toMatch(/<option[^>]*value="Europe\/London"[^>]*selected/);
  });

  it("brings a skipped month back on its usual day from the event page", async () => {
    expect((await owner.post("/owner/site/event", { intent: "skip", date: "2026-12-15" })).status).toBe(303);
    const skipped = await eventPage();
    expect(textOf(mainOf(skipped))).toContain("No session in December (skipped)");
    expect(skipped).toContain("Bring December back");

    expect((await owner.post("/owner/site/event", { intent: "unskip", date: "2026-12-01" })).status).toBe(303);
    const back = textOf(mainOf(await eventPage()));
    expect(back).toContain("December's session: Saturday 26 December, 6:00 PM Eastern");
    expect(back).not.toContain("Bring December back");
  });
});
