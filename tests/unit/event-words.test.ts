import { describe, expect, it } from "vitest";
import { clockTimeText, parseClockTime, sessionChangeText, zoneOptions, zoneWord } from "../../app/lib/event-words";
import { parseEventForm, parseEventLinksForm } from "../../app/lib/site-forms";

describe("a time as she reads it", () => {
  it("reads 12-hour times with AM/PM, and the 24-hour times a phone's picker sends", () => {
    expect(parseClockTime("7:00 PM")).toBe("19:00");
    expect(parseClockTime("7pm")).toBe("19:00");
    expect(parseClockTime(" 7:30 p.m. ")).toBe("19:30");
    expect(parseClockTime("12:00 AM")).toBe("00:00");
    expect(parseClockTime("12:15 pm")).toBe("12:15");
    expect(parseClockTime("9:05 am")).toBe("09:05");
    expect(parseClockTime("18:00")).toBe("18:00");
    expect(parseClockTime("6:00")).toBe("06:00");
  });

  it("refuses what is not a time", () => {
    for (const text of ["13:00 PM", "0:30 AM", "25:00", "7:60 PM", "seven", ""]) {
      expect(parseClockTime(text)).toBeNull();
    }
  });

  it("writes a stored time back as she reads it", () => {
    expect(clockTimeText("18:00")).toBe("6:00 PM");
    expect(clockTimeText("00:05")).toBe("12:05 AM");
    expect(clockTimeText("12:30")).toBe("12:30 PM");
  });
});

describe("zones by name", () => {
  it("names the usual zones as people say them, and keeps any other zone's own name", () => {
    expect(zoneWord("America/New_York")).toBe("Eastern");
    expect(zoneWord("Africa/Lagos")).toBe("Lagos");
    expect(zoneWord("Asia/Kolkata")).toBe("Asia/Kolkata");
  });

  it("lists the named zones first, then all zones, and keeps a refused value so it is shown again", () => {
    const options = zoneOptions(["Africa/Lagos", "Asia/Tokyo", "America/New_York"], "America/New_York");
    expect(options[0]).toEqual({ value: "America/New_York", label: "Eastern (New York)" });
    expect(options.filter((o) => o.value === "America/New_York")).toHaveLength(1);
    expect(options.at(-1)).toEqual({ value: "Asia/Tokyo", label: "All zones: Asia/Tokyo" });
    expect(zoneOptions(["Asia/Tokyo"], "Mars/Olympus").at(-1)).toEqual({
      value: "Mars/Olympus",
      label: "Mars/Olympus",
    });
  });
});

describe("a saved change as a sentence", () => {
  it("says the month, the day and the time in her words", () => {
    expect(
      sessionChangeText({
        month: "2026-12",
        skipped: false,
        date: "2026-12-19",
        time: "19:00",
        timezone: "America/New_York",
        sequence: 1,
      }),
    ).toBe("December's session: Saturday 19 December, 7:00 PM Eastern");
    expect(sessionChangeText({ month: "2027-01", skipped: true, sequence: 1 })).toBe("No session in January (skipped)");
  });
});

describe("the event's forms", () => {
  const today = "2026-11-02";

  it("moves a session typed on a 12-hour clock", () => {
    const parsed = parseEventForm(
      { intent: "schedule", date: "2026-12-19", time: "7:00 PM", timezone: "America/Chicago" },
      today,
    );
    expect(parsed).toEqual({
      ok: true,
      value: { intent: "schedule", date: "2026-12-19", time: "19:00", timezone: "America/Chicago" },
    });
  });

  it("says how to write a refused time without a 24-hour clock", () => {
    const parsed = parseEventForm({ intent: "schedule", date: "2026-12-19", time: "19 o'clock" }, today);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.time).toBe("Give the time as you read it on a clock, such as 7:00 PM.");
  });

  it("brings back this month by its first day, but not a month gone by", () => {
    expect(parseEventForm({ intent: "unskip", date: "2026-11-01" }, today).ok).toBe(true);
    expect(parseEventForm({ intent: "unskip", date: "2026-10-01" }, today).ok).toBe(false);
  });

  it("reads the links alone, with no date", () => {
    expect(parseEventLinksForm({ join_url: " https://zoom.us/j/1 ", video_url: "" })).toEqual({
      ok: true,
      value: { joinUrl: "https://zoom.us/j/1" },
    });
    const refused = parseEventLinksForm({ join_url: "javascript:alert(1)", video_url: "https://example.com/v" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(["join_url", "video_url"]);
  });
});
