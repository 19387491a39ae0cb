/**
 * Her story as she writes it (Markdown, paragraphs apart by a blank line) read as plain text: a
 * paragraph each, with Markdown's marks and any HTML tag taken out. Pages show the text (React
 * escapes it), so nothing she types is ever markup on a page.
 */
export function storyParagraphs(markdown: string): string[] {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map(plainText)
    .filter((paragraph) => paragraph !== "");
}

function plainText(block: string): string {
  return block
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^#{1,6}\s+/, "")
        .replace(/^>\s?/, "")
        .replace(/^(?:[-*+]|\d+[.)])\s+/, ""),
    )
    .join(" ")
    .replace(/<[^>]*>/g, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])([*_])(\S(?:.*?\S)?)\2(?=[\s).,;:!?]|$)/g, "$1$3")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** One paragraph or one list of her Markdown, as plain text. */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/**
 * Her Markdown as paragraphs and lists (a block whose every line starts with "-", "*", "+" or
 * "1."), as plain text like storyParagraphs: what the page shows of a block she wrote.
 */
export function storyBlocks(markdown: string): TextBlock[] {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .flatMap((block): TextBlock[] => {
      const lines = block.split("\n").filter((line) => line.trim() !== "");
      if (lines.length === 0) return [];
      if (lines.every((line) => LIST_ITEM.test(line))) {
        const items = lines.map(plainText).filter((item) => item !== "");
        return items.length > 0 ? [{ kind: "list", items }] : [];
      }
      const text = plainText(block);
      return text === "" ? [] : [{ kind: "paragraph", text }];
    });
}
