import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { saleName } from "~/lib/products";
import { orderTools } from "~/content/order-tools";
import type { Toast } from "~/content/types";
import { orderColumnLabel, orderKindName, orderStatusName } from "~/lib/order-columns";
import { downloadsExpireAt, formatOrderAmount, stripeDashboardUrl } from "~/lib/orders";
import { ownerTime } from "~/lib/owner-time";
import { linkOrigin, seoMeta } from "~/lib/seo";
import { field, ownerPage } from "~/services/owner/owner-forms.server";
import { requireOrders } from "~/services/owner/owner-orders.server";
import { requireSecondLevelOwner } from "~/services/owner/owner-area.server";
import {
  refundOrder,
  refundUnavailable,
  resendDownloads,
  resendUnavailable,
  toolWords,
  type ToolOutcome,
} from "~/services/owner/order-tools.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

/** The order of the path, or a 404 answer. */
async function orderOf(args: LoaderFunctionArgs, headers: HeadersInit) {
  const id = Number(args.params.id);
  const order = Number.isSafeInteger(id) && id > 0 ? await requireOrders(args.context).byId(id) : null;
  if (!order) throw json({ message: "No such order." }, { status: 404, headers });
  return order;
}

/**
 * One order: what was bought, by whom, its Stripe ids and a link to it in the Stripe dashboard;
 * the owner's tools (send the download email again, refund: `?refund=confirm` is the refund's
 * confirmation step) and the notes of what was done.
 */
export const loader = (args: LoaderFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const order = await orderOf(args, owner.headers);
    const orders = requireOrders(args.context);
    const resend = resendUnavailable(order);
    const refund = refundUnavailable(order);
    const confirmRefund = refund === null && new URL(args.request.url).searchParams.get("refund") === "confirm";
    return json(
      {
        signedInAs: owner.session.user.email,
        meta: seoMeta(args, { title: `Order ${order.id}`, description: "One order.", noindex: true }),
        order: {
          id: order.id,
          offer: saleName(order.offer, await args.context.services.site.overrides()),
          mode: orderKindName(order.mode),
          status: orderStatusName(order.status),
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
        tools: { resend, refund, confirmRefund, words: toolWords(order) },
        notes: await orders.notes(order.id),
      },
      { headers: owner.headers },
    );
  });

interface ToolData {
  values: Record<string, string>;
  toast: Toast;
  /** The download email just sent again, as the buyer reads it. */
  sent?: { to: string; subject: string; text: string };
}

/** The tools' posts: `intent` resend or refund (the confirmation's button). */
export const action = (args: ActionFunctionArgs) =>
  ownerPage(async () => {
    const owner = await requireSecondLevelOwner(args);
    const order = await orderOf(args, owner.headers);
    const orders = requireOrders(args.context);
    const intent = field(await args.request.formData(), "intent", 20);
    let outcome: ToolOutcome;
    if (intent === "resend") outcome = await resendDownloads(args.context, orders, order, linkOrigin(args));
    else if (intent === "refund") outcome = await refundOrder(args.context, orders, order);
    else outcome = { ok: false, status: 400, title: "Nothing was done", text: "Choose one of the buttons." };
    if (!outcome.ok) {
      return json<ToolData>(
        { values: {}, toast: { type: "error", message: outcome.title, description: outcome.text } },
        { status: outcome.status, headers: owner.headers },
      );
    }
    if (outcome.kind === "resent") {
      return json<ToolData>(
        {
          values: {},
          toast: { type: "success", message: orderTools.resentTitle, description: outcome.message.to },
          sent: outcome.message,
        },
        { headers: owner.headers },
      );
    }
    return json<ToolData>(
      { values: {}, toast: { type: "success", message: orderTools.requestedTitle, description: outcome.text } },
      { headers: owner.headers },
    );
  });

export default function OrderPage() {
  const { order, tools, notes } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
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
      <OrderToolsPanel tools={tools} done={done} orderId={order.id} />
      <section aria-labelledby="notes-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="notes-heading" className="font-display text-xl font-bold text-slate-900">
          {orderTools.notesHeading}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-3 text-slate-700">{orderTools.noNotes}</p>
        ) : (
          <ol className="mt-3 space-y-2" data-testid="order-notes">
            {notes.map((note) => (
              <li key={note.id} className="grid gap-1 sm:grid-cols-3">
                <span className="text-sm font-semibold text-slate-700">{ownerTime(note.createdAt)}</span>
                <span className="text-slate-900 [overflow-wrap:anywhere] sm:col-span-2">{note.text}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <OwnerActionToast />
    </main>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Send the download email again, and refund with its confirmation step: plain posts and links. */
function OrderToolsPanel(props: {
  tools: LoaderData["tools"];
  done: ReturnType<typeof useActionData<typeof action>>;
  orderId: number;
}) {
  const { tools, done, orderId } = props;
  const sent = done && "sent" in done ? done.sent : undefined;
  return (
    <section aria-labelledby="tools-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="tools-heading" className="font-display text-xl font-bold text-slate-900">
        {orderTools.heading}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">{orderTools.resendHeading}</h3>
          {tools.resend ? (
            <p className="mt-2 text-slate-700">{tools.resend}</p>
          ) : (
            <>
              <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">{tools.words.resendText}</p>
              <OwnerForm
                intent="resend"
                submit={orderTools.resendButton}
                submitting={orderTools.resending}
                label={orderTools.resendHeading}
                className="mt-3"
                buttonClassName="btn btn-primary"
              />
            </>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{orderTools.refundHeading}</h3>
          {tools.refund ? (
            <p className="mt-2 text-slate-700">{tools.refund}</p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">{tools.words.refundText}</p>
              {tools.confirmRefund ? null : (
                <a href={`/owner/orders/${orderId}?refund=confirm#refund-confirm`} className="btn btn-secondary mt-3">
                  {orderTools.refundStart}
                </a>
              )}
            </>
          )}
        </div>
      </div>
      {tools.confirmRefund ? (
        <div
          id="refund-confirm"
          role="group"
          aria-labelledby="refund-confirm-heading"
          className="mt-6 rounded-xl border-2 border-red-200 bg-red-50 p-5"
        >
          <h3
            id="refund-confirm-heading"
            className="font-display text-lg font-bold text-slate-900 [overflow-wrap:anywhere]"
          >
            {tools.words.confirmHeading}
          </h3>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {tools.words.confirmPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <OwnerForm
              intent="refund"
              submit={tools.words.confirmButton}
              submitting={orderTools.refunding}
              label={orderTools.refundHeading}
              action={`/owner/orders/${orderId}`}
              className=""
              buttonClassName="btn btn-primary bg-red-700 hover:bg-red-800"
            />
            <Link to={`/owner/orders/${orderId}`} className="btn btn-secondary">
              {orderTools.cancel}
            </Link>
          </div>
        </div>
      ) : null}
      {sent ? (
        <div className="mt-6 rounded-xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="resent-message">
          <h3 className="font-semibold text-slate-900">{orderTools.resentTitle}</h3>
          <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
            {orderTools.resentText.replace("{email}", sent.to)}
          </p>
          <p className="mt-3 font-semibold text-slate-900">{sent.subject}</p>
          <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{sent.text}</pre>
        </div>
      ) : null}
    </section>
  );
}
