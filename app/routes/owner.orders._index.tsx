import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FilterBar, FilterSelect } from "~/components/owner/filter-bar";
import { ListHeader } from "~/components/owner/list-header";
import { CardLabel, OwnerTable } from "~/components/owner/owner-table";
import { Link } from "~/components/ui/link";
import { ownerMailSubjects } from "~/content/owner";
import { mailtoHref } from "~/lib/contact-links";
import { Pager } from "~/components/owner/pager";
import { RevenueChart } from "~/components/owner/charts";
import { OFFER_KEYS, offers } from "~/content/offers";
import { ORDER_STATUSES, orderColumnLabel } from "~/lib/order-columns";
import { saleName } from "~/lib/products";
import { formatOrderAmount, orderFilterSearch, parseOrderFilter, revenueByMonth } from "~/lib/orders";
import { ownerTime } from "~/lib/owner-time";
import { pageCount, parsePage } from "~/lib/paging";
import { seoMeta } from "~/lib/seo";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import { requireOrders } from "~/services/owner/owner-orders.server";
import * as clock from "~/lib/clock";

export { pageMeta as meta } from "~/root";

/**
 * The orders, newest first, a page at a time, filtered by offer and status in the URL; paid revenue
 * per month for a year.
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const orders = requireOrders(args.context);
    const search = new URL(args.request.url).searchParams;
    const filter = parseOrderFilter(search);
    const page = parsePage(search);
    const now = clock.now();
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
    const [{ orders: list, total }, paid, overrides] = await Promise.all([
      orders.listPage(filter, page),
      orders.paidSince(yearAgo),
      args.context.services.site.overrides(),
    ]);
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: "Orders", description: "The orders paid through Stripe.", noindex: true }),
        filter,
        offers: OFFER_KEYS.map((key) => ({ key, name: offers[key].name })),
        statuses: ORDER_STATUSES,
        orders: list.map((order) => ({
          id: order.id,
          createdAt: order.createdAt,
          offer: saleName(order.offer, overrides),
          buyer: order.buyerName ?? "",
          email: order.buyerEmail ?? "",
          amount: formatOrderAmount(order.amountTotal, order.currency) ?? "—",
          status: order.status,
          subscriptionStatus: order.subscriptionStatus,
        })),
        total,
        page,
        pages: pageCount(total),
        months: revenueByMonth(paid, now),
        csv: `/owner/orders.csv${orderFilterSearch(filter)}`,
      },
      { headers: owner.headers },
    );
  });

/** The list's headings: its own word for the order's time, then the columns' labels (lib/order-columns.ts). */
const ORDER_COLUMNS = [
  { label: "Date" },
  { label: orderColumnLabel("offer") },
  { label: orderColumnLabel("buyer_name") },
  { label: orderColumnLabel("amount_total"), className: "text-right" },
  { label: orderColumnLabel("status") },
];

export default function Orders() {
  const {
    filter,
    offers: offerChoices,
    statuses,
    orders,
    total,
    page,
    pages,
    months,
    csv,
  } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.offer || filter.status);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-10 sm:px-6">
      <ListHeader
        title="Orders"
        total={total}
        noun={["order", "orders"]}
        filtered={filtered}
        testId="order-total"
        csv={csv}
      />

      <RevenueChart months={months} title="Paid revenue per month, last 12 months" id="revenue-per-month" />

      <FilterBar
        label="Filter orders"
        basePath="/owner/orders"
        filtered={filtered}
        className="sm:grid-cols-3"
        footerClassName="items-end"
      >
        <FilterSelect
          name="offer"
          label="Offer"
          anyLabel="All offers"
          defaultValue={filter.offer ?? ""}
          options={offerChoices.map((offer) => ({ value: offer.key, label: offer.name }))}
        />
        <FilterSelect
          name="status"
          label="Status"
          anyLabel="All statuses"
          defaultValue={filter.status ?? ""}
          options={statuses.map((status) => ({ value: status, label: status }))}
        />
      </FilterBar>

      {orders.length === 0 ? (
        <p className="text-slate-700">{filtered ? "No order matches this filter." : "No orders yet."}</p>
      ) : (
        <OwnerTable
          caption="Orders, newest first"
          columns={ORDER_COLUMNS}
          bodyClassName="divide-y divide-slate-100 text-slate-800"
        >
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row">
              <td className="whitespace-nowrap px-4 py-3">
                <Link to={`/owner/orders/${order.id}`} className="font-semibold text-brand-700 underline">
                  {ownerTime(order.createdAt)}
                </Link>
              </td>
              <td className="px-4 py-3 max-sm:font-semibold">{order.offer}</td>
              <td className="px-4 py-3">
                {order.buyer}
                {order.email ? (
                  <a
                    href={mailtoHref(order.email, ownerMailSubjects.order(order.offer))}
                    className="block text-brand-800 underline"
                  >
                    {order.email}
                  </a>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right max-sm:text-left">
                <CardLabel>Amount</CardLabel>
                {order.amount}
              </td>
              <td className="px-4 py-3">
                <CardLabel>Status</CardLabel>
                {order.status}
                {order.subscriptionStatus ? (
                  <span className="block text-slate-600">plan: {order.subscriptionStatus}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </OwnerTable>
      )}

      <Pager
        label="Pages of orders"
        basePath="/owner/orders"
        page={page}
        pages={pages}
        search={(to) => orderFilterSearch(filter, to)}
      />
    </main>
  );
}
