import { describe, expect, it } from "vitest";
import {
  isOwnFigure,
  mergeSalesWords,
  parseFaq,
  parseSalesWords,
  productFaq,
  showsSampleFigures,
  type SalesDefaults,
} from "~/lib/sales-words";
import { storyBlocks } from "~/lib/story-text";

const defaults: SalesDefaults = {
  title: "The usual title",
  subtitle: "The usual promise",
  faq: [
    { question: "Usual?", answer: "Yes." },
    { question: "Who is it for?", answer: "The usual people." },
  ],
  guarantee: { heading: "30-Day Money-Back Guarantee", text: "The usual guarantee." },
};

describe("parseFaq", () => {
  it("reads Q:/A: pairs, answers over several lines", () => {
    expect(parseFaq("Q: Is it for me?\nA: Yes, if you\nwant **credit**.\n\nQ: How long?\nA: Two weeks.")).toEqual({
      items: [
        { question: "Is it for me?", answer: "Yes, if you want credit." },
        { question: "How long?", answer: "Two weeks." },
      ],
    });
  });

  it("refuses an answer without a question and a question without an answer", () => {
    expect(parseFaq("A: Yes.")).toEqual({ error: expect.stringContaining("Line 1") });
    expect(parseFaq("Q: One?\nQ: Two?\nA: Yes.")).toEqual({ error: expect.stringContaining("Line 2") });
    expect(parseFaq("Q: One?")).toEqual({ error: expect.stringContaining("no answer") });
    expect(parseFaq("Do I need credit?\nA: No.")).toEqual({ error: expect.stringContaining("start each question") });
  });

  it("keeps an answer's paragraphs on a sales page, where only “Q:” starts a question", () => {
    expect(parseFaq("Q: Long?\nA: First.\n\nSecond.")).toEqual({
      items: [{ question: "Long?", answer: "First.\n\nSecond." }],
    });
  });

  it("bare (her products): a paragraph's first line is its question, “Q:”/“A:” optional", () => {
    expect(parseFaq("Is it printable?\nYes, on paper.\n\nQ: How long?\nA: Twelve weeks.", { bare: true })).toEqual({
      items: [
        { question: "Is it printable?", answer: "Yes, on paper." },
        { question: "How long?", answer: "Twelve weeks." },
      ],
    });
    expect(parseFaq("Is it printable?\n\nYes.", { bare: true })).toEqual({ error: expect.stringContaining("Line 3") });
    // What a product saved before the form checked them shows the questions that read whole.
    expect(productFaq("Q: Printable?\nA: Yes.\n\nNo answer here")).toEqual([
      { question: "Printable?", answer: "Yes." },
    ]);
  });
});

describe("storyBlocks", () => {
  it("reads her Markdown as paragraphs and lists, plain text only", () => {
    expect(storyBlocks("Twelve **weekly** lessons.\n\n- A planner\n* A <b>tracker</b>\n1. A guide")).toEqual([
      { kind: "paragraph", text: "Twelve weekly lessons." },
      { kind: "list", items: ["A planner", "A tracker", "A guide"] },
    ]);
  });
});

describe("the sample value figures", () => {
  it("show outside production; in production only once she ticks “this is true”; never over her words or “none”", () => {
    expect(showsSampleFigures(undefined, { production: false })).toBe(true);
    expect(showsSampleFigures(undefined, { production: true })).toBe(false);
    expect(showsSampleFigures({ headline: "Hers" }, { production: true })).toBe(false);
    expect(showsSampleFigures({ compareAtTrue: true }, { production: true })).toBe(true);
    expect(showsSampleFigures({ compareAt: "Worth it.", compareAtTrue: true }, { production: true })).toBe(false);
    expect(showsSampleFigures({ compareAt: null }, { production: false })).toBe(false);
  });

  it("an offer's figure is hers when she typed another than the sample, or none", () => {
    expect(isOwnFigure(99700, undefined)).toBe(false);
    expect(isOwnFigure(99700, { cents: 99700 })).toBe(false);
    expect(isOwnFigure(99700, { cents: 50000 })).toBe(true);
    expect(isOwnFigure(99700, null)).toBe(true);
  });
});

describe("parseSalesWords", () => {
  it("keeps her words, empty fields out, and 'none' as a hidden block", () => {
    expect(
      parseSalesWords({ page_headline: " New title ", promise: "", faq: "none", guarantee: "Full refund." }),
    ).toEqual({ ok: true, value: { headline: "New title", faq: null, guarantee: "Full refund." } });
  });

  it("says what is wrong with a malformed or over-long field", () => {
    const parsed = parseSalesWords({ faq: "Just a line", promise: "x".repeat(1001), page_headline: "none" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.faq).toMatch(/Q:/);
    expect(parsed.errors.promise).toMatch(/1000 characters/);
    expect(parsed.errors.page_headline).toMatch(/needs a headline/);
  });
});

describe("mergeSalesWords", () => {
  const usual = { ...defaults, inside: [], forWhom: null, compareAt: null, sampleFigures: true };

  it("uses the page's own words where she wrote none", () => {
    expect(mergeSalesWords(defaults, undefined)).toEqual(usual);
    expect(mergeSalesWords(defaults, {})).toEqual(usual);
    expect(mergeSalesWords(defaults, {}, { production: true })).toEqual({ ...usual, sampleFigures: false });
  });

  it("shows her inside, who-for and value words; her who-for replaces the usual question; “none” removes", () => {
    const merged = mergeSalesWords(defaults, {
      inside: "- Twelve lessons\n- A planner",
      forWhom: "First-time *buyers*.",
      compareAt: "Worth **$500** to me.",
    });
    expect(merged.inside).toEqual([{ kind: "list", items: ["Twelve lessons", "A planner"] }]);
    expect(merged.forWhom).toEqual([{ kind: "paragraph", text: "First-time buyers." }]);
    expect(merged.compareAt).toEqual([{ kind: "paragraph", text: "Worth $500 to me." }]);
    expect(merged.sampleFigures).toBe(false);
    expect(merged.faq.map((item) => item.question)).toEqual(["Usual?"]);
    const removed = mergeSalesWords(defaults, { inside: null, forWhom: null, compareAt: null });
    expect(removed).toMatchObject({ inside: null, forWhom: null, compareAt: null, sampleFigures: false });
    expect(removed.faq.map((item) => item.question)).toEqual(["Usual?"]);
  });

  it("puts her words (as plain text) over the defaults and hides what she removed", () => {
    expect(
      mergeSalesWords(defaults, {
        headline: "Her <b>title</b>",
        promise: "First *paragraph*.\n\nSecond.",
        faq: "Q: Hers?\nA: Indeed.",
        guarantee: null,
      }),
    ).toMatchObject({
      title: "Her title",
      subtitle: "First paragraph.\n\nSecond.",
      faq: [{ question: "Hers?", answer: "Indeed." }],
      guarantee: null,
    });
    expect(mergeSalesWords(defaults, { faq: null, promise: null }).faq).toEqual([]);
    expect(mergeSalesWords(defaults, { promise: null }).subtitle).toBeNull();
  });
});
