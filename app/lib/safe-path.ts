/**
 * A return path a visitor may be sent back to: a path on this site, never another origin.
 * "//evil.example" and "/\evil.example" are protocol-relative tricks browsers follow off-site.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 2048) return fallback;
  try {
    const url = new URL(value, "https://site.invalid");
    if (url.origin !== "https://site.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
