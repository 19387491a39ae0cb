import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRIVATE_PATHS } from "~/content/site";
import { robotsTxt } from "~/lib/sitemap";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin, PRIVATE_PATHS), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
