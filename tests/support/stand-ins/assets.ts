import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PUBLIC = fileURLToPath(new URL("../../../public", import.meta.url));
const TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".svg": "image/svg+xml" };

/**
 * Cloudflare's asset server for the integration app, which has none: public/'s files (as the
 * build left them) by path, else 404. wrangler dev serves the real one in the e2e tests.
 */
export function publicAssets(): { fetch: typeof fetch } {
  return {
    async fetch(input: RequestInfo | URL) {
      const { pathname } = new URL(input instanceof Request ? input.url : input);
      const file = path.join(PUBLIC, decodeURIComponent(pathname));
      if (!file.startsWith(`${PUBLIC}${path.sep}`)) return new Response("Not found", { status: 404 });
      try {
        const body = await readFile(file);
        return new Response(body, {
          headers: { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" },
        });
      } catch {
        return new Response("Not found", { status: 404 });
      }
    },
  } as { fetch: typeof fetch };
}
