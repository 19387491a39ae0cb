import * as v from "valibot";
import { HIDE_WORD, SALES_WORDS_LIMITS } from "~/content/sales-words";
import type { FaqItem } from "~/content/sales/types";
import { storyParagraphs } from "./story-text";

/**
 * Her words for a sales page's main blocks, stored on the page's first offer (offers section).
 * Per block: absent = the page's own words, null = the block hidden ("none" typed), a string = her
 * Markdown. The headline cannot be hidden (it is the page's h1).
 */
const words = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(max))));

export const SalesWordsSchema = v.object({
  headline: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(SALES_WORDS_LIMITS.headline))),
  promise: words(SALES_WORDS_LIMITS.promise),
  faq: words(SALES_WORDS_LIMITS.faq),
  guarantee: words(SALES_WORDS_LIMITS.guarantee),
});
export type SalesWords = v.InferOutput<typeof SalesWordsSchema>;

/** The form's field for each block (page_headline: the offer card already has a `headline`). */
export const SALES_WORDS_FIELDS = {
  headline: "page_headline",
  promise: "promise",
  faq: "faq",
  guarantee: "guarantee",
} as const;

const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Her FAQ as she types it: "Q: question" lines, each followed by "A: answer" (the answer may go on
 * over more lines). Null with a message when it does not read that way.
 */
export function parseFaq(text: string): { items: FaqItem[] } | { error: string } {
  const items: FaqItem[] = [];
  let current: { question: string; answer: string[] } | null = null;
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const q = /^q:\s*(.*)$/i.exec(line);
    const a = /^a:\s*(.*)$/i.exec(line);
    if (q) {
      if (current && current.answer.length === 0) return { error: `Line ${index + 1}: give an answer (A: …) first.` };
      if (current) items.push(finish(current));
      if (q[1] === "") return { error: `Line ${index + 1}: write the question after “Q:”.` };
      current = { question: q[1], answer: [] };
    } else if (a) {
      if (!current || current.answer.length > 0)
        return { error: `Line ${index + 1}: each “A:” answers the “Q:” line just above it.` };
      if (a[1] === "") return { error: `Line ${index + 1}: write the answer after “A:”.` };
      current.answer.push(a[1]);
    } else if (line !== "") {
      if (!current || current.answer.length === 0)
        return { error: `Line ${index + 1}: start each question with “Q:” and its answer with “A:”.` };
      current.answer.push(line);
    } else if (current && current.answer.length > 0) current.answer.push("");
  }
  if (current && current.answer.length === 0) return { error: "The last question has no answer (A: …)." };
  if (current) items.push(finish(current));
  if (items.length > SALES_WORDS_LIMITS.faqItems)
    return { error: `Keep it to ${SALES_WORDS_LIMITS.faqItems} questions (it has ${items.length}).` };
  return { items };
}

function finish({ question, answer }: { question: string; answer: string[] }): FaqItem {
  return { question, answer: storyParagraphs(answer.join("\n")).join("\n\n") };
}

/** Her sales-page fields from the offer card: the words to store, or a message per field. */
export function parseSalesWords(
  fields: Record<string, string>,
): { ok: true; value: SalesWords } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value: SalesWords = {};
  for (const key of ["headline", "promise", "faq", "guarantee"] as const) {
    const name = SALES_WORDS_FIELDS[key];
    const typed = (fields[name] ?? "").trim();
    if (typed === "") continue;
    const max = SALES_WORDS_LIMITS[key];
    if (typed.length > max) {
      errors[name] = `Keep it to ${max} characters (it has ${typed.length}).`;
      continue;
    }
    if (CONTROL_BUT_LINES.test(typed) || (key === "headline" && typed.includes("\n"))) {
      errors[name] = "Remove the hidden characters.";
      continue;
    }
    if (typed.toLowerCase() === HIDE_WORD) {
      if (key === "headline") errors[name] = "The page needs a headline: leave it empty for the usual one.";
      else value[key] = null;
      continue;
    }
    if (key === "faq") {
      const faq = parseFaq(typed);
      if ("error" in faq) {
        errors[name] = `${faq.error} Write each question as “Q: …” with its answer on the next line as “A: …”.`;
        continue;
      }
    }
    value[key] = typed;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The blocks a sales page shows: her words over the page's own (pure; text only, never markup). */
export interface SalesBlocks {
  title: string;
  subtitle: string | null;
  faq: readonly FaqItem[];
  guarantee: { heading: string; text: string } | null;
}

export function mergeSalesWords(defaults: SalesBlocks, words: SalesWords | undefined): SalesBlocks {
  if (!words) return defaults;
  const pick = <T>(typed: string | null | undefined, fallback: T, read: (text: string) => T): T | null =>
    typed === undefined ? fallback : typed === null ? null : read(typed);
  const faq = pick(words.faq, defaults.faq, (text) => {
    const parsed = parseFaq(text);
    return "items" in parsed ? parsed.items : defaults.faq;
  });
  return {
    title: words.headline ? storyParagraphs(words.headline).join(" ") || defaults.title : defaults.title,
    subtitle: pick(words.promise, defaults.subtitle, (text) => storyParagraphs(text).join("\n\n")),
    faq: faq ?? [],
    guarantee: pick(words.guarantee, defaults.guarantee, (text) => ({
      heading: defaults.guarantee?.heading ?? "Our guarantee",
      text: storyParagraphs(text).join("\n\n"),
    })),
  };
}
