const BASE = "https://site.invalid";

/** "//host" and "/\host" are protocol-relative: browsers follow them off-site. */
const offSite = (path: string) => !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");

/**
 * A return path a visitor may be sent back to: a path on this site, never another origin. The
 * path is judged after the URL parser has normalised it ("/.//evil.example" and "/%2e%2e//evil.example"
 * both become "//evil.example"), and what is returned is that normalised form, so the browser
 * reads the same path that was checked. Control characters (browsers drop tabs and newlines) are refused.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (offSite(value) || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== BASE || offSite(path)) return fallback;
  return path;
}
