import { renderToStaticMarkup } from "react-dom/server";
import stylesheet from "~/tailwind.css";
import { PlainPage } from "./plain-page";

/** A resource route's refusal as a whole HTML page (PlainPage), never kept by a cache. */
export function plainRefusal(
  brand: string,
  status: number,
  page: { title: string; text: string },
  action: { label: string; to: string },
  /** A second way on (contact), under the first. */
  more?: { label: string; to: string },
): Response {
  const html = renderToStaticMarkup(
    <PlainPage
      stylesheet={stylesheet}
      brand={brand}
      status={status}
      title={page.title}
      text={page.text}
      action={action}
      more={more}
    />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
