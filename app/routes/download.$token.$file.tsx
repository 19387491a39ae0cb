import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plainRefusal } from "~/components/ui/plain-refusal";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { downloadPages as pages, ORDERS_PATH } from "~/content/orders";
import { fillWords } from "~/lib/fill-words";
import { downloadDecision, isDownloadToken } from "~/lib/orders";
import * as clock from "~/lib/clock";

/**
 * /download/{token}/{file}: one file of a paid order, as an attachment, for DOWNLOAD_DAYS after
 * purchase. Refused: 404 (no such order or not that order's file), 410 (refunded, failed or
 * expired), 403 (payment still clearing), each with a page that says what to do and links to
 * /orders, where the buyer gets fresh links to everything she bought.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { orders, downloads, site } = context.services;
  const token = params.token;
  const order = orders && isDownloadToken(token) ? await orders.byToken(token) : null;
  // Read fresh: a buyer's link gives the edition she uploaded a moment ago, not a minute-old copy.
  const settings = order
    ? await site.fresh().then(
        (read) => read.overrides,
        () => site.overrides(),
      )
    : undefined;
  const decision = downloadDecision(order, params.file ?? "", clock.now(), settings);
  if (decision.ok) {
    const file = await downloads.attachment(decision.file);
    if (file) return file;
    return refusal(context.config.ownerName, 503, pages.unavailable);
  }
  switch (decision.reason) {
    case "unknown":
      return refusal(context.config.ownerName, 404, pages.unknown);
    case "pending":
      return refusal(context.config.ownerName, 403, pages.pending);
    case "not-paid":
      return refusal(context.config.ownerName, 410, pages.gone);
    case "expired":
      return refusal(context.config.ownerName, 410, {
        title: pages.expired.title,
        text: fillWords(pages.expired.text, { days: String(DOWNLOAD_DAYS) }),
      });
  }
}

function refusal(brand: string, status: number, page: { title: string; text: string }): Response {
  return plainRefusal(
    brand,
    status,
    page,
    { label: pages.againLabel, to: ORDERS_PATH },
    { label: pages.contactLabel, to: pages.contactTo },
  );
}
