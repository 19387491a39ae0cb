import { describe, expect, it } from "vitest";
import { FORM_SOURCES } from "../../app/content/lead-forms";
import {
  formHasColumn,
  formWords,
  serviceLevelWords,
  sortableTime,
  statusWords,
  zonedHeader,
} from "../../app/lib/lead-words";

describe("her records in her words", () => {
  it("names each form as she would, a waitlist by its offer, and keeps a name it does not know", () => {
    expect(formWords(FORM_SOURCES.emailList)).toBe("Email list (footer)");
    expect(formWords(FORM_SOURCES.contact)).toBe("Contact form");
    expect(formWords(`${FORM_SOURCES.waitlist}: AI Playbook`)).toBe("Waitlist for AI Playbook");
    expect(formWords("Something Else")).toBe("Something Else");
  });

  it("writes a status and a service level as words", () => {
    expect(statusWords("new")).toBe("New");
    expect(statusWords("contacted")).toBe("Contacted");
    expect(serviceLevelWords("premium")).toBe("Premium Service");
    expect(serviceLevelWords(null)).toBeNull();
  });

  it("writes times that sort, on her clock (Eastern, summer and winter), her zone named in the header", () => {
    expect(zonedHeader("Received")).toBe("Received (Eastern time)");
    expect(sortableTime("2026-11-03T02:05:00.000Z")).toBe("2026-11-02 21:05");
    expect(sortableTime("2026-07-04T16:00:00.000Z")).toBe("2026-07-04 12:00");
    expect(sortableTime("2026-07-04T16:00:00.000Z", "Europe/London")).toBe("2026-07-04 17:00");
    expect(sortableTime("not a time")).toBe("");
  });

  it("shows a lead's page only the fields its form has, and never hides a stored value", () => {
    expect(formHasColumn(FORM_SOURCES.contact, "message", null)).toBe(true);
    expect(formHasColumn(FORM_SOURCES.contact, "service_level", null)).toBe(false);
    expect(formHasColumn(FORM_SOURCES.contact, "service_level", "premium")).toBe(true);
    expect(formHasColumn(FORM_SOURCES.emailList, "phone", null)).toBe(false);
    expect(formHasColumn(FORM_SOURCES.emailList, "email", "a@example.com")).toBe(true);
    expect(formHasColumn(`${FORM_SOURCES.waitlist}: AI Playbook`, "assistance_needed", [])).toBe(false);
    expect(formHasColumn("A form from before", "timeframe", null)).toBe(true);
  });
});
