import { describe, expect, it } from "vitest";
import { eventFacts } from "~/lib/event-facts";
import { withSession } from "~/lib/event-schedule";

// Far from any session: December 2026's is Saturday the 26th, January 2027's the 30th.
const DECEMBER_10 = new Date("2026-12-10T15:00:00Z");

describe("the event's When and Time boxes", () => {
  it("name the next session by the usual rule, in her time zone", () => {
    expect(eventFacts(DECEMBER_10, undefined)).toEqual({ when: "Saturday, December 26", time: "6 PM EST" });
    // Summer: daylight time.
    expect(eventFacts(new Date("2027-06-10T15:00:00Z"), undefined)).toEqual({
      when: "Saturday, June 26",
      time: "6 PM EDT",
    });
  });

  it("say the month's session is skipped and name the one after", () => {
    const skipped = withSession(undefined, { month: "2026-12", skipped: true });
    expect(eventFacts(DECEMBER_10, skipped)).toEqual({
      when: "December's session is skipped; the next is Saturday, January 30",
      time: "6 PM EST",
    });
  });

  it("follow a session she moved, told in her time zone whatever zone she set it in", () => {
    const moved = withSession(undefined, {
      month: "2026-12",
      skipped: false,
      date: "2026-12-19",
      time: "18:30",
      timezone: "America/Chicago",
    });
    expect(eventFacts(DECEMBER_10, moved)).toEqual({ when: "Saturday, December 19", time: "7:30 PM EST" });
  });

  it("once the month's session has started, name next month's", () => {
    expect(eventFacts(new Date("2026-12-26T23:30:00Z"), undefined).when).toBe("Saturday, January 30");
  });
});
