import * as v from "valibot";
import { HIDE_WORD, SALES_WORDS_BLOCKS, SALES_WORDS_FORM, SALES_WORDS_LIMITS } from "~/content/sales-words";
import type { FaqItem } from "~/content/sales/types";
import { whoFor } from "~/content/sales/selling";
import { storyBlocks, storyParagraphs, type TextBlock } from "./story-text";

/**
 * Her words for a sales page's blocks, stored on the page's first offer (offers section).
 * Per block: absent = the page's own words, null = the block hidden ("none" typed), a string = her
 * Markdown. The headline cannot be hidden (it is the page's h1). compareAtTrue: she ticked "this
 * is true" for the page's sample value figures (production shows them only then, or hers).
 */
const words = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(max))));

export const SalesWordsSchema = v.object({
  headline: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(SALES_WORDS_LIMITS.headline))),
  promise: words(SALES_WORDS_LIMITS.promise),
  inside: words(SALES_WORDS_LIMITS.inside),
  forWhom: words(SALES_WORDS_LIMITS.forWhom),
  faq: words(SALES_WORDS_LIMITS.faq),
  guarantee: words(SALES_WORDS_LIMITS.guarantee),
  compareAt: words(SALES_WORDS_LIMITS.compareAt),
  compareAtTrue: v.optional(v.literal(true)),
});
export type SalesWords = v.InferOutput<typeof SalesWordsSchema>;

type Block = Exclude<keyof SalesWords, "compareAtTrue">;
const BLOCKS = SALES_WORDS_BLOCKS satisfies Block[];

/** The form's field for each block (content/sales-words.ts SALES_WORDS_FORM: one name per block). */
export const SALES_WORDS_FIELDS = Object.fromEntries(BLOCKS.map((block) => [block, SALES_WORDS_FORM[block].name])) as {
  [B in Block]: (typeof SALES_WORDS_FORM)[B]["name"];
};

/** The checkbox "this is true" for the page's sample value figures. */
export const COMPARE_AT_TRUE_FIELD = "compare_at_true";

const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Questions and answers as she types them, the one rule for the sales pages and her products:
 * "Q: question" lines, each followed by "A: answer" (the answer may go on over more lines). With
 * `bare` (her products' form), "Q:" and "A:" may be left out: a paragraph's first line is then its
 * question and the lines under it the answer. Reads until the first problem: the items before it
 * and the problem, in her words.
 */
function readFaq(text: string, bare: boolean): { items: FaqItem[]; error: string | null } {
  const items: FaqItem[] = [];
  let current: { question: string; answer: string[] } | null = null;
  let paragraphEnded = true;
  const fail = (error: string) => ({ items, error });
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const where = `Line ${index + 1}`;
    if (line === "") {
      paragraphEnded = true;
      if (!bare && current && current.answer.length > 0) current.answer.push("");
      continue;
    }
    const q = /^q:\s*(.*)$/i.exec(line);
    const a = /^a:\s*(.*)$/i.exec(line);
    const startsParagraph = paragraphEnded;
    paragraphEnded = false;
    if (q || (bare && startsParagraph && !a)) {
      if (current && current.answer.length === 0) return fail(`${where}: give an answer (A: …) first.`);
      if (current) items.push(finish(current));
      current = null;
      const question = q ? q[1] : line;
      if (question === "") return fail(`${where}: write the question after “Q:”.`);
      current = { question, answer: [] };
    } else if (a) {
      if (!current || current.answer.length > 0)
        return fail(`${where}: each “A:” answers the “Q:” line just above it.`);
      if (a[1] === "") return fail(`${where}: write the answer after “A:”.`);
      current.answer.push(a[1]);
    } else {
      if (!current || (!bare && current.answer.length === 0))
        return fail(`${where}: start each question with “Q:” and its answer with “A:”.`);
      current.answer.push(line);
    }
  }
  if (current && current.answer.length === 0) return fail("The last question has no answer (A: …).");
  if (current) items.push(finish(current));
  return { items, error: null };
}

/** Her questions, or a message when they do not read as questions and answers (or are too many). */
export function parseFaq(text: string, { bare = false } = {}): { items: FaqItem[] } | { error: string } {
  const { items, error } = readFaq(text, bare);
  if (error !== null) return { error };
  if (items.length > SALES_WORDS_LIMITS.faqItems)
    return { error: `Keep it to ${SALES_WORDS_LIMITS.faqItems} questions (it has ${items.length}).` };
  return { items };
}

/** Her product's questions as its page shows them: those that read whole (saved before the form checked them). */
export function productFaq(text: string): FaqItem[] {
  return readFaq(text, true).items.slice(0, SALES_WORDS_LIMITS.faqItems);
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
  for (const key of BLOCKS) {
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
  if (fields[COMPARE_AT_TRUE_FIELD]) value.compareAtTrue = true;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * Whether a sales page shows its sample "value", "was" and bonus figures: not where she wrote her
 * own words for them or removed them; in production only when she ticked "this is true" (nothing
 * invented goes live); elsewhere, yes.
 */
export function showsSampleFigures(words: SalesWords | undefined, { production }: { production: boolean }): boolean {
  if (words?.compareAt !== undefined) return false;
  return !production || words?.compareAtTrue === true;
}

/**
 * Whether an offer's compare-at figure is hers: she set none, or typed one other than the sample
 * (the form shows the sample's figure, so saving the card unchanged keeps it a sample).
 */
export function isOwnFigure(sampleCents: number | undefined, saved: { cents: number } | null | undefined): boolean {
  return saved === null || (saved !== undefined && saved.cents !== sampleCents);
}

/** The blocks a sales page shows: her words over the page's own (pure; text only, never markup). */
export interface SalesBlocks {
  title: string;
  subtitle: string | null;
  faq: readonly FaqItem[];
  guarantee: { heading: string; text: string } | null;
  /** Her list of what is inside, shown above the page's facts; null: that section left out. */
  inside: TextBlock[] | null;
  /** Her words on who it is for, as a section (the usual "Who is it for?" question then goes); null: none. */
  forWhom: TextBlock[] | null;
  /** Her words on the value, in place of the sample figures; null: none of hers. */
  compareAt: TextBlock[] | null;
  /** Whether the page's sample value figures show (showsSampleFigures). */
  sampleFigures: boolean;
}

export type SalesDefaults = Pick<SalesBlocks, "title" | "subtitle" | "faq" | "guarantee">;

const WHO_FOR_QUESTION = whoFor("").question;

export function mergeSalesWords(
  defaults: SalesDefaults,
  words: SalesWords | undefined,
  { production = false }: { production?: boolean } = {},
): SalesBlocks {
  const sampleFigures = showsSampleFigures(words, { production });
  const none = { inside: [], forWhom: null, compareAt: null, sampleFigures };
  if (!words) return { ...defaults, ...none };
  const pick = <T>(typed: string | null | undefined, fallback: T, read: (text: string) => T): T | null =>
    typed === undefined ? fallback : typed === null ? null : read(typed);
  const faq =
    pick(words.faq, null, (text) => {
      const parsed = parseFaq(text);
      return "items" in parsed ? parsed.items : null;
    }) ??
    // Her own words on who it is for replace (or remove) the page's usual answer.
    (words.faq === null
      ? []
      : defaults.faq.filter((item) => words.forWhom === undefined || item.question !== WHO_FOR_QUESTION));
  return {
    title: words.headline ? storyParagraphs(words.headline).join(" ") || defaults.title : defaults.title,
    subtitle: pick(words.promise, defaults.subtitle, (text) => storyParagraphs(text).join("\n\n")),
    faq,
    guarantee: pick(words.guarantee, defaults.guarantee, (text) => ({
      heading: defaults.guarantee?.heading ?? "Our guarantee",
      text: storyParagraphs(text).join("\n\n"),
    })),
    inside: pick(words.inside, [], storyBlocks),
    forWhom: words.forWhom ? storyBlocks(words.forWhom) : null,
    compareAt: words.compareAt ? storyBlocks(words.compareAt) : null,
    sampleFigures,
  };
}
