import { describe, expect, it } from "vitest";
import { mergeSalesWords, parseFaq, parseSalesWords, type SalesBlocks } from "~/lib/sales-words";

const defaults: SalesBlocks = {
  title: "The usual title",
  subtitle: "The usual promise",
  faq: [{ question: "Usual?", answer: "Yes." }],
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
  it("uses the page's own words where she wrote none", () => {
    expect(mergeSalesWords(defaults, undefined)).toBe(defaults);
    expect(mergeSalesWords(defaults, {})).toEqual(defaults);
  });

  it("puts her words (as plain text) over the defaults and hides what she removed", () => {
    expect(
      mergeSalesWords(defaults, {
        headline: "Her <b>title</b>",
        promise: "First *paragraph*.\n\nSecond.",
        faq: "Q: Hers?\nA: Indeed.",
        guarantee: null,
      }),
    ).toEqual({
      title: "Her title",
      subtitle: "First paragraph.\n\nSecond.",
      faq: [{ question: "Hers?", answer: "Indeed." }],
      guarantee: null,
    });
    expect(mergeSalesWords(defaults, { faq: null, promise: null }).faq).toEqual([]);
    expect(mergeSalesWords(defaults, { promise: null }).subtitle).toBeNull();
  });
});
