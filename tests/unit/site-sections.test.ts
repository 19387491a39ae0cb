import { describe, expect, it } from "vitest";
import { siteProfile } from "~/content/profile";
import {
  activeAnnouncement,
  mergeProfile,
  overridesFromRows,
  fitsSection,
  safeSiteLink,
  testimonialsFor,
} from "~/lib/site-sections";

describe("the owner's links", () => {
  it("keeps https, mailto:, tel: and site paths", () => {
    expect(safeSiteLink("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
    expect(safeSiteLink("mailto:grace@example.org")).toBe("mailto:grace@example.org");
    expect(safeSiteLink("tel:+14075550100")).toBe("tel:+14075550100");
    expect(safeSiteLink("/money-moves-live")).toBe("/money-moves-live");
  });
  it("refuses every other scheme and off-site paths", () => {
    for (const link of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.org",
      "//evil.example",
      "/\\evil.example",
      "/a/..//evil.example",
      "https://user:pw@example.org",
      "vbscript:msgbox",
    ]) {
      expect(safeSiteLink(link), link).toBeNull();
    }
  });
});

describe("stored values", () => {
  it("drops a row whose value no longer fits its section, and unknown sections", () => {
    const overrides = overridesFromRows([
      { section: "announcement", value: JSON.stringify({ text: "Hello", link: "javascript:alert(1)" }) },
      { section: "profile", value: JSON.stringify({ name: "Ada" }) },
      { section: "nonsense", value: "{}" },
      { section: "event", value: "not json" },
    ]);
    expect(overrides).toEqual({ profile: { name: "Ada" } });
  });
  it("refuses a testimonial without her confirmation of permission", () => {
    const item = { id: "a", name: "Ann", quote: "Good", stars: 5, where: ["about"] };
    expect(fitsSection("testimonials", { items: [{ ...item, permission: true }] })).toBe(true);
    expect(fitsSection("testimonials", { items: [{ ...item, permission: false }] })).toBe(false);
    expect(fitsSection("announcement", null)).toBe(true);
  });
});

describe("merging her values over the defaults", () => {
  it("leaves the defaults when she set nothing, and lays over each field she set", () => {
    expect(mergeProfile(siteProfile, undefined)).toBe(siteProfile);
    const merged = mergeProfile(siteProfile, {
      name: "Ada Obi",
      headline: "",
      email: "ada@example.org",
      photo: { src: `/site/photo/${"a".repeat(64)}.jpg` },
    });
    expect(merged.person.name).toBe("Ada Obi");
    expect(merged.person.role).toBe(siteProfile.person.role);
    expect(merged.person.headshot.src).toBe(`/site/photo/${"a".repeat(64)}.jpg`);
    expect(merged.support.email).toBe("ada@example.org");
    expect(merged.realEstateContact.email).toBe("ada@example.org");
    expect(merged.support.phone).toBe(siteProfile.support.phone);
  });
  it("shows an announcement through its last day only", () => {
    const announcement = { text: "Closed Friday", ends: "2026-12-24" };
    expect(activeAnnouncement(announcement, "2026-12-24")).toEqual({ text: "Closed Friday", link: null });
    expect(activeAnnouncement(announcement, "2026-12-25")).toBeNull();
    expect(activeAnnouncement(null, "2026-12-01")).toBeNull();
  });
  it("never shows the sample testimonials in production", () => {
    const samples = siteProfile.testimonials;
    expect(testimonialsFor("about", undefined, samples, false)).toBe(samples);
    expect(testimonialsFor("about", undefined, samples, true)).toEqual([]);
    const hers = {
      items: [
        {
          id: "x",
          name: "Bo",
          quote: "Yes",
          stars: 4 as const,
          where: ["products" as const],
          permission: true as const,
        },
      ],
    };
    expect(testimonialsFor("about", hers, samples, false)).toEqual([]);
    expect(testimonialsFor("products", hers, samples, true)).toEqual([
      { name: "Bo", context: "", quote: "Yes", stars: 4 },
    ]);
  });
});
