import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { offers } from "~/content/offers";
import { orderColumnLabel } from "~/lib/order-columns";
import { downloadsExpireAt, formatOrderAmount, stripeDashboardUrl } from "~/lib/orders";
import { ownerTime } from "~/lib/owner-time";
import { seoMeta } from "~/lib/seo";
import { ownerPage } from "~/services/owner/owner-forms.server";
import { requireOrders } from "~/services/owner/owner-orders.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";

export { pageMeta as meta } from "~/root";

/** One order: what was bought, by whom, its Stripe ids and a link to it in the Stripe dashboard. */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const id = Number(args.params.id);
    const order = Number.isSafeInteger(id) && id > 0 ? await requireOrders(args.context).byId(id) : null;
    if (!order) throw json({ message: "No such order." }, { status: 404, headers: owner.headers });
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: `Order ${order.id}`, description: "One order.", noindex: true }),
        order: {
          id: order.id,
          offer: offers[order.offer]?.name ?? order.offer,
          mode: order.mode === "subscription" ? "Monthly plan" : "One-time payment",
          status: order.status,
          amount: formatOrderAmount(order.amountTotal, order.currency) ?? "—",
          buyerName: order.buyerName,
          buyerEmail: order.buyerEmail,
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          downloadsUntil: order.mode === "payment" && order.paidAt ? downloadsExpireAt(order).toISOString() : null,
          subscriptionStatus: order.subscriptionStatus,
          ids: [
            [orderColumnLabel("session_id"), order.sessionId],
            [orderColumnLabel("payment_intent_id"), order.paymentIntentId],
            [orderColumnLabel("customer_id"), order.customerId],
            [orderColumnLabel("subscription_id"), order.subscriptionId],
          ].filter((entry): entry is [string, string] => entry[1] !== null),
          dashboard: stripeDashboardUrl(order),
        },
      },
      { headers: owner.headers },
    );
  });

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const rows: Array<[string, string]> = [
    [orderColumnLabel("offer"), order.offer],
    [orderColumnLabel("mode"), order.mode],
    [orderColumnLabel("status"), order.status],
    [orderColumnLabel("amount_total"), order.amount],
    [orderColumnLabel("buyer_name"), order.buyerName ?? "—"],
    [orderColumnLabel("buyer_email"), order.buyerEmail ?? "—"],
    [orderColumnLabel("created_at"), ownerTime(order.createdAt)],
    [orderColumnLabel("paid_at"), ownerTime(order.paidAt)],
  ];
  // Not a column: how long the links of a one-time purchase work.
  if (order.downloadsUntil) rows.push(["Downloads until", ownerTime(order.downloadsUntil)]);
  if (order.subscriptionStatus) rows.push([orderColumnLabel("subscription_status"), order.subscriptionStatus]);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-10 sm:px-6">
      <Link to="/owner/orders" className="text-sm font-semibold text-brand-700 underline">
        ← All orders
      </Link>
      <h1 className="font-display text-3xl font-bold text-slate-900">Order {order.id}</h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="stripe-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="stripe-heading" className="font-display text-xl font-bold text-slate-900">
          Stripe
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3">
          {order.ids.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-all font-mono text-sm text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
        <a href={order.dashboard} className="btn btn-secondary btn-sm mt-4" rel="noreferrer" target="_blank">
          Open in the Stripe dashboard
        </a>
      </section>
    </main>
  );
}
