import type { MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage, errorCopy } from "~/components/ui/error-page";
import { seo } from "~/lib/seo";

/** A store product. The catalog comes with the store issue; until then every id is unknown. */
export async function loader() {
  throw new Response("Product not found", { status: 404 });
}

export const meta: MetaFunction = (args) => seo(args, { title: "Product", description: "A product from our store." });

export default function StoreProductPage() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy(status);
  return <ErrorPage status={status} title={copy.title} message={copy.message} />;
}
