import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { PurchaseSummary } from "~/components/marketing/purchase-summary";
import { CheckList } from "~/components/ui/check-list";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { saleName } from "~/lib/products";
import { ORDERS_PATH, ordersPage, purchaseWords } from "~/content/orders";
import { demoCheckoutWords } from "~/content/shop";
import { successPage } from "~/content/success";
import { fillWords } from "~/lib/fill-words";
import { purchaseView, type PurchaseView } from "~/lib/orders";
import { successWording } from "~/lib/success";
import type { RouteHandle } from "~/lib/layout";
import { linkOrigin, seoMeta, type PageSeo } from "~/lib/seo";
import { LineIcon } from "~/components/ui/line-icon";
import { successLookupLimit } from "~/server/rate-limit.server";

export { pageMeta as meta } from "~/root";

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
export async function loader(args: LoaderFunctionArgs) {
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
    { meta: seoMeta(args, pageSeo), page: successPage, purchase, words, demo },
    { status: retryAfter === null ? 200 : 429, headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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

export const handle: RouteHandle = { footer: false };

export default function SuccessPage() {
  const { page, purchase, words, demo } = useLoaderData<typeof loader>();
  // "Your payment went through" only for a session the loader verified as paid.
  const { variant, digital } = successWording(purchase);
  const head = demo ?? page[variant];
  // The demo store's checkout took no payment and sends no receipt: it is not mentioned there.
  const next = [
    ...(demo ? [] : [page.next.receiptPoint]),
    ...page.next.points,
    ...(digital ? [page.next.digitalPoint] : []),
  ];
  return (
    <main id="main" className="flex flex-1 items-center bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
        <span
          aria-hidden="true"
          className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
        >
          <LineIcon size={40} strokeWidth={2.5}>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold-700">{head.eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{head.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700" data-testid="success-text">
          {head.text}
          {digital && purchase?.files.length ? ` ${page.digitalText}` : null}
        </p>
        {purchase && words ? <PurchaseSummary purchase={purchase} words={words} /> : null}
        {purchase?.files.length ? (
          <p className="mt-6">
            <Link to={ORDERS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              {ordersPage.linkText}
            </Link>
          </p>
        ) : null}
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={page.primary.to} className="btn btn-primary">
            {page.primary.label}
          </Link>
          <Link to={page.secondary.to} className="btn btn-secondary">
            {page.secondary.label}
          </Link>
        </div>
        <section
          aria-labelledby="next-heading"
          className="mt-14 rounded-3xl bg-white p-8 text-left shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="next-heading" className="font-display text-xl font-bold text-slate-900">
            {page.next.heading}
          </h2>
          <CheckList points={next} className="mt-4" />
        </section>
      </div>
    </main>
  );
}
