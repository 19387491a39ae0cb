/** Small readers of server-rendered HTML, so tests assert what a visitor sees. */

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
};

export function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

/** The page's <main> element's markup. */
export function mainOf(html: string): string {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>", start);
  if (start === -1 || end === -1) throw new Error("no <main> in the page");
  return html.slice(start, end + "</main>".length);
}

/** Visible text: no scripts, styles, comments or tags; entities decoded; whitespace collapsed. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Every link target in the markup, decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decode(m[1]));
}

/** The text of every heading of one level. */
export function headingsOf(html: string, level: 1 | 2 | 3 | 4): string[] {
  return [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => textOf(m[1]));
}

/** The opening tag of the element with this id. */
export function tagWithId(html: string, id: string): string | null {
  return new RegExp(`<[a-z0-9]+\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}

/** The markup of the first element whose opening tag contains `marker`, up to its closing tag (same-name nesting counted). */
export function elementWith(html: string, marker: string): string | null {
  const at = html.indexOf(marker);
  if (at === -1) return null;
  const start = html.lastIndexOf("<", at);
  const name = /^<([a-z0-9]+)/.exec(html.slice(start))?.[1];
  if (!name) return null;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return null;
}

/** The offer keys of the buy forms in the markup. */
export function buyFormOffers(html: string): string[] {
  return [...html.matchAll(/<input[^>]*name="offer"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
}

/** The words of the page's toast (its status region), as a visitor reads them. */
export function toastText(html: string): string {
  return textOf(/<div role="status"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? "");
}
