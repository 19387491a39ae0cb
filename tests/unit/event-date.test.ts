import { describe, expect, it } from "vitest";
import { eventStart, lastSaturday, nextEventStart } from "~/lib/event-date";

describe("Money Moves Live dates", () => {
  it.each([
    [2026, 10, 28], // November 2026
    [2026, 11, 26], // December 2026
    [2027, 1, 27], // February 2027
    [2026, 0, 31], // January 2026 ends on a Saturday
  ])("last Saturday of %i-%i is the %i", (year, month, day) => {
    expect(lastSaturday(year, month)).toBe(day);
  });

  it("starts at 6 PM Eastern, in standard and daylight time", () => {
    expect(eventStart(2026, 10).toISOString()).toBe("2026-11-28T23:00:00.000Z"); // EST, UTC-5
    expect(eventStart(2026, 5).toISOString()).toBe("2026-06-27T22:00:00.000Z"); // EDT, UTC-4
  });

  it("gives this month's session until it starts, then next month's", () => {
    expect(nextEventStart(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(nextEventStart(new Date("2026-11-28T23:30:00Z")).toISOString()).toBe("2026-12-26T23:00:00.000Z");
    expect(nextEventStart(new Date("2026-12-31T12:00:00Z")).toISOString()).toBe("2027-01-30T23:00:00.000Z");
  });
});
