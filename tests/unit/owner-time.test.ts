import { describe, expect, it } from "vitest";
import { OWNER_TIME_ZONE } from "~/content/site";
import { ownerDate, ownerTime } from "~/lib/owner-time";

/** Dates and times as the owner reads them: in her time zone (America/New_York by default). */
describe("the owner's time", () => {
  it("is New York's by default", () => {
    expect(OWNER_TIME_ZONE).toBe("America/New_York");
  });

  it("dates a late evening by her day, not UTC's", () => {
    // 02:00 UTC on the 27th is 9 PM on the 26th in New York (EST, UTC-5).
    expect(ownerDate(new Date("2026-11-27T02:00:00Z"))).toBe("2026-11-26");
    expect(ownerDate(new Date("2026-11-27T05:00:00Z"))).toBe("2026-11-27");
    // Summer time (EDT, UTC-4).
    expect(ownerDate(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });

  it("writes a time as people write it, with the year only when it is not this year's", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(ownerTime("2026-11-27T02:50:11.348Z", now)).toBe("Thu 26 Nov, 9:50 PM");
    expect(ownerTime("2025-11-03T09:59:00Z", now)).toBe("Mon 3 Nov 2025, 4:59 AM");
    expect(ownerTime(null, now)).toBe("—");
  });
});
