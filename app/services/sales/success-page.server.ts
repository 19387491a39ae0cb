import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { purchaseWords } from "~/content/orders";
import { demoCheckoutWords } from "~/content/shop";
import { successPage as successPageWords } from "~/content/success";
import { fillWords } from "~/lib/fill-words";
import { purchaseView, type PurchaseView } from "~/lib/orders";
import { saleName } from "~/lib/products";
import { linkOrigin, seoMeta, type PageSeo } from "~/lib/seo";
import { successLookupLimit } from "~/server/rate-limit.server";

const pageSeo: PageSeo = {
  title: "Thank You",
  description: "Thank you for your order. Your receipt comes by email.",
  noindex: true,
};

/**
 * /success?session_id=…: Stripe sends the buyer here after paying. The loader fulfils the order
 * too (Stripe's advice: the webhook may come later, or not at all), then shows what was bought.
 * No id, an unknown or forged one, or any failure: the plain thank-you, which reveals nothing.
 */
export async function successPage(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const search = new URL(request.url).searchParams;
  const sessionId = search.get("session_id");
  // The demo catalog's checkout lands here: say plainly that nothing was charged. Only where the
  // demo catalog serves (never production, which has no demo store).
  const demo = search.get("demo") === "1" && context.services.shop.demo ? demoCheckoutWords : null;
  const found = sessionId ? await findPurchase(sessionId, request, context) : { purchase: null, retryAfter: null };
  const { purchase, retryAfter } = found;
  const words = purchase
    ? { ...purchaseWords, downloadsNote: fillWords(purchaseWords.downloadsNote, { days: String(DOWNLOAD_DAYS) }) }
    : null;
  // The page may carry personal download links.
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (retryAfter !== null) headers["Retry-After"] = String(retryAfter);
  return json(
    { meta: seoMeta(args, pageSeo), page: successPageWords, purchase, words, demo },
    { status: retryAfter === null ? 200 : 429, headers },
  );
}

/**
 * The purchase behind a session id: the recorded order first, Stripe at most once per id for a
 * while and within this address's allowance (services/sales/fulfilment.server.ts). Past the allowance:
 * the plain thank-you with 429 and Retry-After.
 */
async function findPurchase(
  sessionId: string,
  request: Request,
  context: LoaderFunctionArgs["context"],
): Promise<{ purchase: PurchaseView | null; retryAfter: number | null }> {
  const none = { purchase: null, retryAfter: null };
  if (!context.services.payments.configured) return none;
  try {
    const outcome = await context.services.fulfilment.purchaseForSuccess(
      sessionId,
      linkOrigin({ request, context }),
      () => successLookupLimit(request, context),
    );
    if (outcome.kind === "limited") return { purchase: null, retryAfter: outcome.retryAfterSeconds };
    if (outcome.kind === "unknown") return none;
    const details =
      outcome.kind === "order"
        ? outcome.order
        : { offer: outcome.offer, status: outcome.status, amountTotal: null, currency: null, downloadToken: null };
    const settings = await context.services.site.overrides();
    return {
      purchase: purchaseView({ ...details, offerName: saleName(details.offer, settings) }, settings),
      retryAfter: null,
    };
  } catch (error) {
    // The webhook fulfils it too; the buyer still gets the thank-you.
    console.error(`/success could not fulfil ${sessionId}: ${error instanceof Error ? error.message : String(error)}`);
    return none;
  }
}
