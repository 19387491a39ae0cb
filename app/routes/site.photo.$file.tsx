import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The owner's photo (/owner/site/profile), by its content-hashed name, with a year-long cache. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const photo = await context.services.sitePhotos.get(params.file ?? "");
  if (!photo) throw new Response("No such photo.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return photo;
}
