import { DOWNLOAD_DAYS } from "~/content/downloads";
import { ordersEmailWords } from "~/content/orders";
import { escape, signedOff, type EmailMessage } from "./email-messages";
import { fillWords } from "./fill-words";
import { saleName, type SaleSettings } from "./products";
import { downloadPath, downloadsExpireAt, filesOf, formatOrderAmount, hasDownloads, type Order } from "./orders";

/**
 * What a buyer gets back from /orders: the email with its one signed link, and the list that link
 * opens. Pure; services/sales/buyer-orders.server.ts sends and serves them.
 */

/** To the address typed on /orders: nothing else the visitor typed, only the link. */
export function ordersLinkMessage(input: {
  to: string;
  url: string;
  expiresAt: Date;
  signature: string;
}): EmailMessage {
  const w = ordersEmailWords;
  const end = signedOff(w.signOff, input.signature);
  const expiry = fillWords(w.expiry, { days: String(DOWNLOAD_DAYS), date: input.expiresAt.toISOString().slice(0, 10) });
  return {
    to: input.to,
    subject: w.subject,
    html: `<p>${escape(w.greeting)}</p><p>${escape(w.intro)}</p><p><a href="${escape(input.url)}">${escape(w.button)}</a></p><p>${escape(expiry)}</p><p>${escape(w.ignore)}</p>${end.html}`,
    text: `${w.greeting}\n\n${w.intro}\n${input.url}\n\n${expiry}\n\n${w.ignore}\n\n${end.text}`,
  };
}

/** One order on the buyer's list: what it was, when, and a link per file. */
export interface BuyerOrderView {
  id: number;
  offerName: string;
  orderedOn: string;
  amount: string | null;
  files: Array<{ name: string; href: string }>;
  until: string;
}

/** The paid orders with files, as the buyer's page lists them (newest first, as given). */
export function buyerOrdersView(orders: readonly Order[], settings?: SaleSettings): BuyerOrderView[] {
  return orders.filter(hasDownloads).map((order) => ({
    id: order.id,
    offerName: saleName(order.offer, settings),
    orderedOn: (order.paidAt ?? order.createdAt).slice(0, 10),
    amount: formatOrderAmount(order.amountTotal, order.currency),
    files: filesOf(order.offer, settings).map((file) => ({
      name: file.name,
      href: downloadPath(order.downloadToken, file.key),
    })),
    until: downloadsExpireAt(order).toISOString().slice(0, 10),
  }));
}
