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
