/**
 * The visitor's preferred locale from an Accept-Language header ("en-US,en;q=0.9" → "en-US"),
 * highest quality first; "en" when the header is missing or unreadable.
 */
export function preferredLocale(header: string | null | undefined, fallback = "en"): string {
  if (!header) return fallback;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(entry.tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.tag ?? fallback;
}
