import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RevenueChart } from "~/components/owner/revenue-chart";
import { OFFER_KEYS, offers } from "~/content/offers";
import { formatOrderAmount, ORDER_STATUSES, orderFilterSearch, parseOrderFilter, revenueByMonth } from "~/lib/orders";
import { seoMeta } from "~/lib/seo";
import { ownerPage } from "~/services/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner-session.server";
import { requireOrders } from "~/services/owner-orders.server";

export { pageMeta as meta } from "~/root";

/** The orders, newest first, filtered by offer and status in the URL; paid revenue per month for a year. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const orders = requireOrders(args.context);
    const filter = parseOrderFilter(new URL(args.request.url).searchParams);
    const now = new Date();
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
    const [list, paid] = await Promise.all([orders.list(filter), orders.paidSince(yearAgo)]);
    return json(
      {
        meta: seoMeta(args, { title: "Orders", description: "The orders paid through Stripe.", noindex: true }),
        filter,
        offers: OFFER_KEYS.map((key) => ({ key, name: offers[key].name })),
        statuses: ORDER_STATUSES,
        orders: list.map((order) => ({
          id: order.id,
          createdAt: order.createdAt,
          offer: offers[order.offer]?.name ?? order.offer,
          buyer: order.buyerName ?? "",
          email: order.buyerEmail ?? "",
          amount: formatOrderAmount(order.amountTotal, order.currency) ?? "—",
          status: order.status,
          subscriptionStatus: order.subscriptionStatus,
        })),
        months: revenueByMonth(paid, now),
        csv: `/owner/orders.csv${orderFilterSearch(filter)}`,
      },
      { headers: owner.headers },
    );
  });

function when(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}

export default function Orders() {
  const { filter, offers: offerChoices, statuses, orders, months, csv } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.offer || filter.status);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-slate-900">Orders</h1>
          <p className="mt-1 text-slate-700" data-testid="order-total">
            {orders.length} {orders.length === 1 ? "order" : "orders"}
            {filtered ? " match this filter" : ""}
          </p>
        </div>
        <a href={csv} className="btn btn-secondary btn-sm" download>
          Export CSV
        </a>
      </div>

      <RevenueChart months={months} title="Paid revenue per month, last 12 months" id="revenue-per-month" />

      <Form
        method="get"
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3"
        role="search"
        aria-label="Filter orders"
      >
        <div>
          <label htmlFor="filter-offer" className="text-sm font-semibold text-slate-800">
            Offer
          </label>
          <select
            id="filter-offer"
            name="offer"
            defaultValue={filter.offer ?? ""}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">All offers</option>
            {offerChoices.map((offer) => (
              <option key={offer.key} value={offer.key}>
                {offer.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="text-sm font-semibold text-slate-800">
            Status
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className="btn btn-primary btn-sm">
            Filter
          </button>
          {filtered ? (
            <Link to="/owner/orders" className="btn btn-secondary btn-sm">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {orders.length === 0 ? (
        <p className="text-slate-700">{filtered ? "No order matches this filter." : "No orders yet."}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3">
                  Offer
                </th>
                <th scope="col" className="px-4 py-3">
                  Buyer
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Amount
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {orders.map((order) => (
                <tr key={order.id} data-testid="order-row">
                  <td className="whitespace-nowrap px-4 py-3">
                    <Link to={`/owner/orders/${order.id}`} className="font-semibold text-brand-700 underline">
                      {when(order.createdAt)}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{order.offer}</td>
                  <td className="px-4 py-3">
                    {order.buyer}
                    {order.email ? <span className="block text-slate-600">{order.email}</span> : null}
                  </td>
                  <td className="px-4 py-3 text-right">{order.amount}</td>
                  <td className="px-4 py-3">
                    {order.status}
                    {order.subscriptionStatus ? (
                      <span className="block text-slate-600">plan: {order.subscriptionStatus}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
