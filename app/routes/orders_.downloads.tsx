import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { ORDERS_PATH, ordersLinkPage, purchaseWords } from "~/content/orders";
import { fillWords } from "~/lib/fill-words";
import { seoMeta } from "~/lib/seo";
import { buyerOrdersPage } from "~/services/sales/buyer-orders.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link, with personal download links: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

const seo = { title: ordersLinkPage.title, description: ordersLinkPage.title, noindex: true };
const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** The emailed link: every paid order of its address, with download links. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await buyerOrdersPage(args);
  return json({ meta: seoMeta(args, seo), page }, { status: page.status, headers: noStore });
}

export default function BuyerOrders() {
  const { page } = useLoaderData<typeof loader>();
  if (!page.orders) {
    return (
      <NoticePage title={page.title} text={page.text} home="Back to home">
        <p className="mt-6">
          <a href={ORDERS_PATH} className="btn btn-secondary">
            {ordersLinkPage.again}
          </a>
        </p>
      </NoticePage>
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-700 [overflow-wrap:anywhere]">{page.text}</p>
      {page.empty ? <p className="mt-6 text-slate-700">{page.empty}</p> : null}
      <ul className="mt-8 space-y-6">
        {page.orders.map((order) => (
          <li key={order.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
            <h2 className="font-display text-xl font-bold text-slate-900">{order.offerName}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {fillWords(ordersLinkPage.orderedOn, { date: order.orderedOn })}
              {order.amount ? ` · ${order.amount}` : null}
            </p>
            <ul className="mt-4 space-y-2">
              {order.files.map((file) => (
                <li key={file.href} className="flex flex-wrap items-center justify-between gap-3">
                  <span className="text-slate-900">{file.name}</span>
                  <a href={file.href} className="btn btn-primary btn-sm" download>
                    {purchaseWords.downloadLabel}
                    <span className="sr-only"> {file.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}
