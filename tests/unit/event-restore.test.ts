import { describe, expect, it } from "vitest";
import { restoredEvent } from "~/lib/event-restore";
import type { EventSession } from "~/lib/site-sections";

const moved = (month: string, date: string, sequence: number): EventSession => ({
  month,
  skipped: false,
  date,
  time: "18:00",
  timezone: "America/New_York",
  sequence,
});

describe("an event version restored", () => {
  it("schedules each month as the version had it, each changed month's sequence above both", () => {
    const current = {
      joinUrl: "https://meet.example.org/now",
      sessions: [moved("2026-12", "2026-12-30", 2), { month: "2027-01", skipped: true as const, sequence: 1 }],
    };
    const restored = { sessions: [moved("2026-12", "2026-12-29", 1), moved("2027-02", "2027-02-20", 4)] };
    expect(restoredEvent(current, restored)).toEqual({
      sessions: [
        moved("2026-12", "2026-12-29", 3),
        // The version had January's regular session: written out, so its sequence still grows.
        moved("2027-01", "2027-01-30", 2),
        moved("2027-02", "2027-02-20", 5),
      ],
    });
  });

  it("keeps a month it leaves alike, sequence and all", () => {
    const current = { sessions: [moved("2026-12", "2026-12-29", 3)] };
    expect(restoredEvent(current, { sessions: [moved("2026-12", "2026-12-29", 1)] })).toEqual(current);
  });
});
