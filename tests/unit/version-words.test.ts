import { describe, expect, it } from "vitest";
import { ownerLongTime } from "~/lib/owner-time";
import {
  restoredToastText,
  restoredVersionOf,
  restoreEntryText,
  restoreQuestion,
  restoreSummary,
  sectionFields,
} from "~/lib/version-words";

/** History's words: a restore's entry, and a whole section as a restore would put it back. */

// Saturday 21 November 2026, 3:04 PM in New York (EST); the clock: a few days later.
const SAVED = "2026-11-21T20:04:00.000Z";
const NOW = new Date("2026-11-25T15:00:00Z");

describe("a restore's entry", () => {
  it("says what it put back and from when, in her time zone", () => {
    expect(restoreEntryText("profile", SAVED, NOW)).toBe(
      "Restored your profile as it was on Saturday 21 November, 3:04 PM",
    );
    expect(restoreEntryText("event", "2026-07-04T01:30:00Z", NOW)).toBe(
      // 9:30 PM on the 3rd in New York (EDT), though UTC is already on the 4th.
      "Restored the event as it was on Friday 3 July, 9:30 PM",
    );
    expect(restoredToastText("welcome", SAVED, NOW)).toBe(
      "Your welcome email is back as it was on Saturday 21 November, 3:04 PM.",
    );
    expect(restoredToastText("products", SAVED, NOW)).toBe(
      "Your products are back as they were on Saturday 21 November, 3:04 PM.",
    );
    expect(restoreQuestion("offers", SAVED, NOW)).toBe(
      "Restore your offers as they were on Saturday 21 November, 3:04 PM?",
    );
  });

  it("names the year when it is not this year's, and says less when the version is gone", () => {
    expect(restoreEntryText("testimonials", SAVED, new Date("2027-02-01T12:00:00Z"))).toBe(
      "Restored your testimonials as they were on Saturday 21 November 2026, 3:04 PM",
    );
    expect(restoreEntryText("offers", null, NOW)).toBe("Restored an earlier version of your offers");
    expect(ownerLongTime("not a time", NOW)).toBe("—");
  });

  it("reads the version a restore's summary names, and nothing from any other summary", () => {
    expect(restoredVersionOf(restoreSummary(11))).toBe(11);
    expect(restoredVersionOf("Restored version 11 and more")).toBeNull();
    expect(restoredVersionOf("Your profile")).toBeNull();
    expect(restoredVersionOf(null)).toBeNull();
  });
});

describe("a section as a restore would put it back", () => {
  const shown = (fields: ReturnType<typeof sectionFields>) => fields.map((f) => [f.label, f.lines]);

  it("lists every field of the profile by her form's labels, the empty ones as empty", () => {
    const fields = shown(
      sectionFields("profile", {
        name: "Ada Obi",
        focus: ["Homeownership: from credit repair to closing day", " "],
        offices: [{ city: "Orlando", hours: "Mon–Fri" }],
        social: { instagram: "https://instagram.com/ada" },
        confirmed: ["credentials"],
      }),
    );
    expect(fields).toEqual([
      ["Photo", []],
      ["Name", ["Ada Obi"]],
      ["Headline", []],
      ["Your story", []],
      ["What you help with", ["Homeownership: from credit repair to closing day"]],
      ["Credentials", []],
      ["Your offices", ["Orlando, Mon–Fri"]],
      ["Business mailing address", []],
      ["Email", []],
      ["Phone", []],
      ["Real-estate licence", []],
      ["Brokerage", []],
      ["Social profiles", ["Instagram: https://instagram.com/ada"]],
      ["Samples kept as true", ["Credentials"]],
    ]);
  });

  it("writes the event's months, a cleared announcement and the testimonials as sentences", () => {
    expect(
      shown(
        sectionFields("event", {
          joinUrl: "https://zoom.us/j/1",
          sessions: [
            { month: "2027-01", skipped: true, sequence: 1 },
            {
              month: "2026-12",
              skipped: false,
              date: "2026-12-19",
              time: "19:00",
              timezone: "America/New_York",
              sequence: 2,
            },
          ],
        }),
      ),
    ).toEqual([
      ["Join link", ["https://zoom.us/j/1"]],
      ["Video", []],
      [
        "Sessions moved or skipped",
        ["December's session: Saturday 19 December, 7:00 PM Eastern", "No session in January (skipped)"],
      ],
    ]);
    expect(shown(sectionFields("announcement", null))).toEqual([["Announcement", ["None: no announcement shows"]]]);
    expect(
      shown(
        sectionFields("testimonials", {
          items: [
            {
              id: "t1",
              name: "Tanya R.",
              context: "First home",
              quote: "She made it simple.",
              stars: 5,
              where: ["about", "products"],
              permission: true,
            },
          ],
        }),
      ),
    ).toEqual([["Tanya R., First home", ["“She made it simple.”", "5 stars, on the About page and product pages"]]]);
  });

  it("writes offers and products with their prices and statuses, never their keys", () => {
    const offers = shown(
      sectionFields("offers", { starter: { status: "sold-out", compareAt: { cents: 19700, label: "value" } } }),
    );
    expect(offers).toEqual([
      ["Starter", ["Status: Sold out", "Compared with: $197 (value)"]],
      ["Every other offer", ["As the site ships it"]],
    ]);
    // Every block of her sales-page words, as the offers page names it.
    const words = shown(
      sectionFields("offers", {
        "homeownership-game-plan": {
          words: {
            headline: "Keys this year",
            inside: "- Twelve lessons",
            forWhom: null,
            compareAt: "Worth it",
            compareAtTrue: true,
          },
        },
      }),
    );
    expect(words[0][1]).toEqual([
      "Sales page headline: Keys this year",
      "What's inside: - Twelve lessons",
      "Who it is for: hidden",
      "The value, in your words: Worth it",
      "The page's sample value figures: kept as true",
    ]);
    const products = shown(
      sectionFields("products", {
        "credit-guide": {
          title: "Credit Guide",
          tagline: "Fix it yourself",
          promise: "",
          inside: "",
          forWhom: "",
          faq: "",
          interval: "one-time",
          cents: 2700,
          files: [{ id: "guide", key: "k", name: "guide.pdf", size: 10, uploadedAt: SAVED }],
          tab: "ebooks",
          status: "on-sale",
          createdAt: SAVED,
        },
      }),
    );
    expect(products).toEqual([
      [
        "Credit Guide",
        ["Fix it yourself", "Status: On sale", "Price: $27", "Shown under: E-books", "Files: guide.pdf"],
      ],
    ]);
  });
});
