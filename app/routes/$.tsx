import { json } from "@remix-run/cloudflare";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";

export { pageMeta as meta } from "~/root";

/** Any URL no other route claims: the designed 404 page, inside the site's layout. */
export async function loader() {
  return json({ meta: [{ title: errorCopy(404).title }, { name: "robots", content: "noindex" }] }, { status: 404 });
}

export default function NotFoundPage() {
  const copy = errorCopy(404);
  return <ErrorPage status={404} title={copy.title} message={copy.message} />;
}
