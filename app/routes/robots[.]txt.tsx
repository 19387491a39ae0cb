import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRIVATE_PATHS } from "~/content/site";
import { publicOrigin } from "~/lib/seo";
import { robotsTxt } from "~/lib/sitemap";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin({ request, context }), PRIVATE_PATHS), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
