/** Fills {name} placeholders of the words in app/content (pure: pages and emails alike). */
export function fillWords(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
