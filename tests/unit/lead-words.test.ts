import { describe, expect, it } from "vitest";
import { FORM_NAMES, FORM_SOURCES, waitlistSource } from "~/content/lead-forms";
import { formName, leadValueText } from "~/lib/lead-words";
import { csvTime, csvTimeHeader } from "~/lib/owner-time";

describe("her records in her words", () => {
  it("names each form in words, never by its stored value, and each name once", () => {
    for (const [id, source] of Object.entries(FORM_SOURCES)) {
      expect(formName(source)).toBe(FORM_NAMES[id as keyof typeof FORM_NAMES]);
    }
    expect(formName(FORM_SOURCES.emailList)).toBe("Email list sign-up (footer)");
    expect(new Set(Object.values(FORM_NAMES)).size).toBe(Object.keys(FORM_NAMES).length);
    expect(formName(waitlistSource("AI Playbook"))).toBe("Waitlist: AI Playbook");
  });

  it("writes a lead's stored values as words", () => {
    expect(leadValueText("status", "new")).toBe("New");
    expect(leadValueText("service_level", "premium")).toBe("Premium Service");
    expect(leadValueText("form_source", FORM_SOURCES.contact)).toBe("Contact message");
    expect(leadValueText("assistance_needed", ["Budget", "Credit"], "; ")).toBe("Budget; Credit");
    expect(leadValueText("phone", null)).toBe("");
  });

  it("writes CSV times as YYYY-MM-DD HH:MM on her clock, so they sort, and names her zone in the header", () => {
    // 2 AM UTC on New Year's Day is 9 PM on New Year's Eve in New York.
    expect(csvTime("2027-01-01T02:05:00Z")).toBe("2026-12-31 21:05");
    expect(csvTime("2026-07-04T16:16:00Z")).toBe("2026-07-04 12:16");
    expect(csvTime(null)).toBe("");
    const times = ["2026-11-28T16:16:00Z", "2026-02-01T05:00:00Z", "2025-12-31T23:59:00Z"].map(csvTime);
    expect([...times].sort()).toEqual([times[2], times[1], times[0]]);
    expect(csvTimeHeader("Received")).toBe("Received (Eastern Time)");
  });
});
