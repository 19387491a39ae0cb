import type { AppLoadContext } from "@remix-run/cloudflare";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { emailWords } from "~/content/email";
import { orderTools } from "~/content/order-tools";
import * as clock from "~/lib/clock";
import { buyerDelivery, type EmailMessage } from "~/lib/email-messages";
import { signatureName } from "~/lib/site-profile";
import { fillWords } from "~/lib/fill-words";
import { downloadsExpireAt, formatOrderAmount, hasDownloads, type Order } from "~/lib/orders";
import type { OrderRecords } from "~/services/sales/order-records.server";

/**
 * The owner's tools on one order, after requireSecondLevelOwner: send the download email again
 * (links renewed for DOWNLOAD_DAYS from now) and a full refund through Stripe's Refunds API. Each
 * leaves a note on the order; the refund itself lands with Stripe's charge.refunded event
 * (services/sales/fulfilment.server.ts), which notes it too.
 */

/** Why a tool is not offered for an order, or null when it is. */
export function resendUnavailable(order: Order): string | null {
  if (order.status !== "paid") return orderTools.unavailable.notPaid;
  if (!hasDownloads(order)) return orderTools.unavailable.noFiles;
  if (!order.buyerEmail) return orderTools.unavailable.noEmail;
  return null;
}

export function refundUnavailable(order: Order): string | null {
  if (order.status !== "paid") return orderTools.unavailable.notPaid;
  if (!order.paymentIntentId) return orderTools.unavailable.noPayment;
  return null;
}

export const orderAmount = (order: Order) => formatOrderAmount(order.amountTotal, order.currency) ?? "—";

export type ToolOutcome =
  | { ok: true; kind: "resent"; message: Pick<EmailMessage, "to" | "subject" | "text"> }
  | { ok: true; kind: "refund-requested"; text: string }
  | { ok: false; status: number; title: string; text: string };

/** The download email again, its links renewed from now; what was sent, for the owner to see. */
export async function resendDownloads(
  context: AppLoadContext,
  orders: OrderRecords,
  order: Order,
  origin: string,
): Promise<ToolOutcome> {
  const refused = resendUnavailable(order);
  if (refused) return { ok: false, status: 409, title: orderTools.sendFailedTitle, text: refused };
  const now = clock.now();
  const renewed = await orders.renewDownloads(order.id, now.toISOString());
  if (!renewed)
    return { ok: false, status: 409, title: orderTools.sendFailedTitle, text: orderTools.unavailable.notPaid };
  // Her files (and her products' own) as the links give them now.
  const settings = await context.services.site.overrides();
  const message = buyerDelivery({
    order: renewed,
    origin,
    words: emailWords,
    settings,
    signature: signatureName(settings.profile, { production: context.config.environment === "production" }),
  });
  if (!message)
    return { ok: false, status: 409, title: orderTools.sendFailedTitle, text: orderTools.unavailable.noEmail };
  // A new key for each press: she means to send it again.
  await context.services.email.send(message, {
    idempotencyKey: `order-${order.sessionId}-resend-${now.getTime()}`,
    kind: "buyer-delivery",
  });
  await orders.addNote(order.id, {
    kind: "resent",
    text: fillWords(orderTools.notes.resent, {
      email: message.to,
      date: downloadsExpireAt(renewed).toISOString().slice(0, 10),
    }),
  });
  return { ok: true, kind: "resent", message: { to: message.to, subject: message.subject, text: message.text } };
}

/**
 * A full refund through Stripe, under one idempotency key per order (pressing again, or a retry,
 * is the same refund). The order stays paid until Stripe's charge.refunded event arrives.
 */
export async function refundOrder(context: AppLoadContext, orders: OrderRecords, order: Order): Promise<ToolOutcome> {
  const refused = refundUnavailable(order);
  if (refused) return { ok: false, status: 409, title: orderTools.failedTitle, text: refused };
  const amount = orderAmount(order);
  const refund = await context.services.payments.refund(order.paymentIntentId!, `refund-order-${order.id}`);
  if (!refund.ok) return { ok: false, status: 502, title: orderTools.failedTitle, text: refund.message };
  // Pressed again, Stripe answers the same refund: one note of it is enough.
  const noted = (await orders.notes(order.id)).some(
    (note) => note.kind === "refund-requested" && note.text.includes(`(refund ${refund.id},`),
  );
  if (!noted)
    await orders.addNote(order.id, {
      kind: "refund-requested",
      text: fillWords(orderTools.notes.refundRequested, {
        amount,
        refund: refund.id,
        status: refund.status ?? "pending",
      }),
    });
  return { ok: true, kind: "refund-requested", text: fillWords(orderTools.requestedText, { amount }) };
}

/** The words of the tools for this order, for the page. */
export function toolWords(order: Order) {
  const amount = orderAmount(order);
  const email = order.buyerEmail ?? "—";
  return {
    resendText: fillWords(orderTools.resendText, { email, days: String(DOWNLOAD_DAYS) }),
    refundText: fillWords(orderTools.refundText, { amount }),
    confirmHeading: fillWords(orderTools.confirmHeading, { amount, email }),
    confirmPoints: orderTools.confirmPoints.map((point) => fillWords(point, { amount })),
    confirmButton: fillWords(orderTools.confirmButton, { amount }),
  };
}
