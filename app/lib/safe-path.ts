const BASE = "https://site.invalid";

/** "//host" and "/\host" are protocol-relative: browsers follow them off-site. */
const offSite = (path: string) => !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\");

/** Characters browsers drop or read as a separator inside a URL: C0 controls, DEL and the backslash. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * The one rule for every redirect target on the site: a path on this site, never another origin.
 * The path is judged after the URL parser has normalised it ("/.//evil.example", "/a/..//evil.example"
 * and "/%2e%2e//evil.example" all become "//evil.example"), and what is returned is that normalised
 * form, checked again and parsed once more to be sure it is a fixed point: the browser reads the
 * same path that was checked. Control characters (browsers drop tabs and newlines) and backslashes
 * (browsers read them as "/") are refused wherever they appear.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (offSite(value) || UNSAFE.test(value)) return fallback;
  const path = normalised(value);
  if (path === null || offSite(path) || UNSAFE.test(path)) return fallback;
  // Normalising again changes nothing, or the path is not what a browser would read.
  if (normalised(path) !== path) return fallback;
  return path;
}

function normalised(value: string): string | null {
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * The same rule, narrowed to one part of the site: the path must be `prefix` itself or below it
 * (judged after normalisation, so "/owner/../admin" is not under "/owner"); anything else is the
 * fallback.
 */
export function safePathUnder(value: unknown, prefix: string, fallback = prefix): string {
  const path = safeReturnPath(value, "");
  if (!path) return fallback;
  const below = path === prefix || [`${prefix}/`, `${prefix}?`, `${prefix}#`].some((start) => path.startsWith(start));
  return below ? path : fallback;
}
