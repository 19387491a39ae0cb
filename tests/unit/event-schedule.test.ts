import { describe, expect, it } from "vitest";
import { sessionKey } from "~/lib/event-calendar";
import { eventStart } from "~/lib/event-date";
import { nextSession, sessionByKey, sessionStartingAt, withSession } from "~/lib/event-schedule";

const december = eventStart(2026, 11); // Saturday December 26, 6 PM Eastern
const now = new Date("2026-12-01T12:00:00Z");

describe("Money Moves Live's schedule", () => {
  it("keeps the last-Saturday rule without her values", () => {
    expect(nextSession(now, undefined)).toMatchObject({ start: december, key: sessionKey(december), sequence: 0 });
  });

  it("moves December's session to the date, time and zone she sets; the key stays", () => {
    const event = withSession(undefined, {
      month: "2026-12",
      skipped: false,
      date: "2026-12-19",
      time: "19:30",
      timezone: "America/Chicago",
    });
    const next = nextSession(now, event);
    expect(next.start.toISOString()).toBe("2026-12-20T01:30:00.000Z");
    expect(next.key).toBe(sessionKey(december));
    expect(next.sequence).toBe(1);
    expect(sessionByKey(sessionKey(december), event)?.start.toISOString()).toBe("2026-12-20T01:30:00.000Z");
    expect(sessionStartingAt(next.start, event)?.key).toBe(sessionKey(december));
    // Moved again: the sequence rises.
    const again = withSession(event, {
      month: "2026-12",
      skipped: false,
      date: "2026-12-12",
      time: "18:00",
      timezone: "America/New_York",
    });
    expect(nextSession(now, again)).toMatchObject({ sequence: 2 });
    expect(nextSession(now, again).start.toISOString()).toBe("2026-12-12T23:00:00.000Z");
  });

  it("skips a month: the next session is January's", () => {
    const event = withSession(undefined, { month: "2026-12", skipped: true });
    expect(nextSession(now, event).start.toISOString()).toBe(eventStart(2027, 0).toISOString());
    expect(sessionByKey(sessionKey(december), event)).toMatchObject({ skipped: true, sequence: 1 });
  });

  it("names only real sessions by key", () => {
    expect(sessionByKey("20261219T230000Z", undefined)).toBeNull();
    expect(sessionByKey("../x", undefined)).toBeNull();
  });
});
