import { json, type MetaFunction } from "@remix-run/cloudflare";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";

/** Any URL no other route claims: the designed 404 page, inside the site's layout. */
export async function loader() {
  return json(null, { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  const copy = errorCopy(404);
  return <ErrorPage status={404} title={copy.title} message={copy.message} />;
}
