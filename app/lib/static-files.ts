/**
 * The files in public/ that Cloudflare serves from the Worker's static assets, and the headers each
 * answer carries. Workers static assets in wrangler 3 apply no `_headers` file, so the Worker asks
 * the ASSETS binding for these paths and sets the headers itself (app/server/request-handler.server.ts).
 */

/** Paths served from public/: the build's hashed files, images and the favicon. */
export function isStaticFilePath(pathname: string): boolean {
  return pathname.startsWith("/build/") || pathname.startsWith("/images/") || pathname === "/favicon.svg";
}

/** A file needs no script, frame or form: the strictest policy that still shows an SVG's own styles. */
export const STATIC_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'";

/** A year for /build (its names change with its content), a day for images, an hour for the rest. */
export function staticCacheControl(pathname: string): string {
  if (pathname.startsWith("/build/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/images/")) return "public, max-age=86400";
  return "public, max-age=3600";
}
