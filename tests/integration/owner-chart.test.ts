import { describe, expect, it, vi } from "vitest";
import { FORM_NAMES, FORM_SOURCES } from "~/content/lead-forms";
import { useTestApp } from "../support/harness/app";
import { decode, elementWith, mainOf, textOf } from "../support/harness/html";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";

/**
 * The chart of leads per week on /owner tells its forms apart without colour alone: each form's
 * bars have a pattern of their own (stripes, dots…), and the legend shows that pattern beside the
 * form's name.
 */

const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "leads");

// Wednesday 18 November 2026, far from November's session (the 28th).
const NOW = new Date("2026-11-18T15:00:00Z");

async function seedLead(source: string, email: string) {
  await app.env.LEADS_DB.prepare(
    "INSERT INTO leads (name, email, phone, form_source, message, created_at) VALUES (?1, ?2, NULL, ?3, NULL, ?4)",
  )
    .bind("Ada Lovelace", email, source, new Date(NOW.getTime() - 3_600_000).toISOString())
    .run();
}

describe("the chart of leads per week", () => {
  it("draws each form with its own pattern, shown beside the form's name in the legend", async () => {
    vi.setSystemTime(NOW);
    const owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
    await seedLead(FORM_SOURCES.buyer, "buyer@example.com");
    await seedLead(FORM_SOURCES.contact, "contact@example.com");
    const html = mainOf(await (await owner.get("/owner")).text());

    const key = elementWith(html, 'aria-label="Key"');
    expect(key).not.toBeNull();
    const items = [...key!.matchAll(/<li[^>]*data-pattern="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
      pattern: m[1],
      name: decode(textOf(m[2])),
      swatch: /<svg[^>]*data-swatch/.test(m[2]),
    }));
    // One entry a form, each named as she calls it, each with its swatch and a pattern no other has.
    expect(items.map((item) => item.name)).toEqual(Object.values(FORM_NAMES));
    expect(items.every((item) => item.swatch)).toBe(true);
    expect(new Set(items.map((item) => item.pattern)).size).toBe(items.length);
    const buyer = items.findIndex((item) => item.name === FORM_NAMES.buyer);
    const contact = items.findIndex((item) => item.name === FORM_NAMES.contact);
    expect(items[buyer].pattern).toBe("dots");
    expect(items[contact].pattern).toBe("vertical stripes");

    // The bars: this week's column holds a segment of each, filled with that form's pattern.
    for (const drawing of ["phone", "wide"]) {
      for (const index of [buyer, contact]) {
        const id = `leads-per-week-${drawing}-${index}`;
        expect(html).toMatch(new RegExp(`<pattern id="${id}"[^>]*data-pattern="${items[index].pattern}"`));
        expect(html).toMatch(
          new RegExp(`<rect[^>]*fill="url\\(#${id}\\)"[^>]*><title>${items[index].name}: 1</title>`),
        );
      }
    }
  });
});
