import { DOWNLOAD_DAYS, offerFiles, type DownloadFile } from "~/content/downloads";
import type { SaleSettings } from "./products";
import { isOfferKey, type OfferKey, type SaleKey } from "~/content/offers";
import type { BarChartData } from "./chart";
import { currencyFromCode, formatMoney } from "./money";
import { ORDER_STATUSES, type NewOrder, type Order, type OrderStatus } from "./order-columns";
import { setPage } from "./paging";

/**
 * Orders: what a Stripe Checkout Session became on this site. Pure rules, no I/O; the record modules are
 * app/services/sales/order-records*.server.ts and fulfilment is app/services/sales/fulfilment.server.ts.
 */

/** An order and a new order: their fields are the orders table's columns, defined once in order-columns.ts. */
export type { NewOrder, Order, OrderStatus };

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The Checkout Session fields an order is made of (a subset of Stripe.Checkout.Session). */
export interface SessionFacts {
  id: string;
  status: string | null;
  mode: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
  customer_details: { email: string | null; name: string | null } | null;
  payment_intent: string | { id: string } | null;
  customer: string | { id: string } | null;
  subscription: string | { id: string; status?: string } | null;
  line_items?: { data: Array<{ price: { id: string } | null }> } | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Paid, or nothing to pay (a 100% coupon): Stripe's condition for fulfilling. */
export function sessionIsPaid(session: Pick<SessionFacts, "payment_status">): boolean {
  return session.payment_status === "paid" || session.payment_status === "no_payment_required";
}

/**
 * Which offer a session sold: its metadata (set by /buy: a typed offer, or one of her products,
 * `isProduct`), else its line item's price id looked up among this site's STRIPE_PRICE_* vars.
 * Null: not a sale of this site (ignored).
 */
export function sessionOffer(
  session: SessionFacts,
  offerByPriceId: (priceId: string) => OfferKey | null,
  isProduct: (key: string) => boolean = () => false,
): SaleKey | null {
  const fromMetadata = session.metadata?.offer;
  if (isOfferKey(fromMetadata)) return fromMetadata;
  if (typeof fromMetadata === "string" && isProduct(fromMetadata)) return fromMetadata;
  const priceId = session.line_items?.data[0]?.price?.id;
  return priceId ? offerByPriceId(priceId) : null;
}

/** The order a completed session makes, before it is stored. */
export function orderFromSession(session: SessionFacts, offer: SaleKey, downloadToken: string): NewOrder {
  const subscription = session.subscription;
  return {
    sessionId: session.id,
    offer,
    mode: session.mode === "subscription" ? "subscription" : "payment",
    buyerEmail: session.customer_details?.email ?? null,
    buyerName: session.customer_details?.name ?? null,
    amountTotal: session.amount_total,
    currency: session.currency,
    status: sessionIsPaid(session) ? "paid" : "pending",
    paymentIntentId: idOf(session.payment_intent),
    customerId: idOf(session.customer),
    subscriptionId: idOf(subscription),
    subscriptionStatus: subscription && typeof subscription === "object" ? (subscription.status ?? null) : null,
    downloadToken,
  };
}

/** 32 random bytes, base64url: the secret part of an order's download links. */
export function newDownloadToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A download token's shape (43 base64url characters); anything else is not looked up. */
export function isDownloadToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * The files an offer's buyers get now: hers when she has set its files on /owner/site/offers (each
 * file keeps its id, the end of the buyers' links, across editions), else the shipped ones; a
 * product of hers (/owner/products), its files (none when her settings are not given).
 */
export function filesOf(offer: SaleKey, settings?: SaleSettings): readonly DownloadFile[] {
  const hers = isOfferKey(offer) ? settings?.offers?.[offer]?.files : settings?.products?.[offer]?.files;
  if (!hers) return isOfferKey(offer) ? offerFiles[offer] : [];
  return hers.map((file) => ({ key: file.id, name: file.name, object: file.key }));
}

export const DOWNLOAD_MS = DOWNLOAD_DAYS * 24 * 60 * 60 * 1000;

/**
 * When an order's links stop working: DOWNLOAD_DAYS after it was paid, or after they were last
 * renewed (a resend, or the buyer's own request), whichever is later.
 */
export function downloadsExpireAt(
  order: Pick<Order, "paidAt" | "createdAt"> & { downloadsFrom?: string | null },
): Date {
  const paid = Date.parse(order.paidAt ?? order.createdAt);
  const renewed = order.downloadsFrom ? Date.parse(order.downloadsFrom) : paid;
  return new Date(Math.max(paid, renewed) + DOWNLOAD_MS);
}

/** Whether an order has files a buyer downloads (one-time purchases; a monthly plan has none). */
export function hasDownloads(order: Pick<Order, "mode">): boolean {
  return order.mode !== "subscription";
}

export type DownloadDecision =
  { ok: true; file: DownloadFile } | { ok: false; reason: "unknown" | "pending" | "not-paid" | "expired" };

/** Whether this order may download this file now: paid, the offer's own file, within its days. */
export function downloadDecision(
  order: Order | null,
  fileKey: string,
  now: Date,
  settings?: SaleSettings,
): DownloadDecision {
  if (!order) return { ok: false, reason: "unknown" };
  const file = filesOf(order.offer, settings).find((candidate) => candidate.key === fileKey);
  if (!file) return { ok: false, reason: "unknown" };
  if (order.status === "pending") return { ok: false, reason: "pending" };
  if (order.status !== "paid") return { ok: false, reason: "not-paid" };
  if (now.getTime() >= downloadsExpireAt(order).getTime()) return { ok: false, reason: "expired" };
  return { ok: true, file };
}

/** What was done with an order, kept on its page: a resend, a refund asked of Stripe, a refund Stripe confirmed. */
export const ORDER_NOTE_KINDS = ["resent", "refund-requested", "refunded"] as const;
export type OrderNoteKind = (typeof ORDER_NOTE_KINDS)[number];

export interface OrderNote {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  kind: OrderNoteKind;
  text: string;
}

export function orderNoteFromRow(row: Record<string, unknown>): OrderNote {
  const kind = ORDER_NOTE_KINDS.find((candidate) => candidate === row.kind) ?? "resent";
  return {
    id: Number(row.id),
    createdAt: new Date(String(row.created_at)).toISOString(),
    kind,
    text: String(row.text),
  };
}

/** The path of one file of an order. */
export function downloadPath(token: string, fileKey: string): string {
  return `/download/${encodeURIComponent(token)}/${encodeURIComponent(fileKey)}`;
}

/** The subscription id an invoice belongs to, in the current API shape or the older one. */
export function invoiceSubscriptionId(invoice: {
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  subscription?: string | { id: string } | null;
}): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null);
}

export interface MonthRevenue {
  /** YYYY-MM */
  month: string;
  /** Paid amount in cents (the site sells in one currency). */
  cents: number;
  orders: number;
}

/** Paid orders as revenue: when (a time or a day, ISO, UTC), how much in cents, and how many orders. */
export interface PaidAmount {
  paidAt: string;
  cents: number;
  orders: number;
}

/** Paid revenue per calendar month (UTC) for the `months` months up to `now`, oldest first. */
export function revenueByMonth(paid: readonly PaidAmount[], now: Date, months = 12): MonthRevenue[] {
  const result: MonthRevenue[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    result.push({ month: date.toISOString().slice(0, 7), cents: 0, orders: 0 });
  }
  const byMonth = new Map(result.map((entry) => [entry.month, entry]));
  for (const { paidAt, cents, orders } of paid) {
    const entry = byMonth.get(paidAt.slice(0, 7));
    if (!entry) continue;
    entry.cents += cents;
    entry.orders += orders;
  }
  return result;
}

/** What /success shows of a purchase: plain data for the page. */
export interface PurchaseView {
  offerName: string;
  status: OrderStatus;
  /** Formatted, e.g. "$27.00". */
  amount: string | null;
  subscription: boolean;
  files: Array<{ name: string; href: string }>;
}

export function purchaseView(
  purchase: {
    offer: SaleKey;
    status: OrderStatus;
    amountTotal: number | null;
    currency: string | null;
    downloadToken: string | null;
    offerName: string;
  },
  settings?: SaleSettings,
): PurchaseView {
  const files =
    purchase.status === "paid" && purchase.downloadToken
      ? filesOf(purchase.offer, settings).map((file) => ({
          name: file.name,
          href: downloadPath(purchase.downloadToken!, file.key),
        }))
      : [];
  return {
    offerName: purchase.offerName,
    status: purchase.status,
    amount: formatOrderAmount(purchase.amountTotal, purchase.currency),
    // Monthly plans ship no files; a one-time offer whose files she removed is still not a plan.
    subscription: isOfferKey(purchase.offer)
      ? offerFiles[purchase.offer].length === 0
      : settings?.products?.[purchase.offer]?.interval === "month",
    files,
  };
}

/** An order's amount as people read it: "$159.97"; null when Stripe reported none. */
export function formatOrderAmount(cents: number | null, currency: string | null): string | null {
  return cents === null ? null : formatMoney(cents, currencyFromCode(currency));
}

/** The owner's filter of /owner/orders, from the query string (unknown values are ignored). */
export interface OrderFilter {
  offer?: SaleKey;
  status?: OrderStatus;
}

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const offer = params.get("offer");
  const status = params.get("status");
  return { ...(isOfferKey(offer) ? { offer } : {}), ...(isOrderStatus(status) ? { status } : {}) };
}

/** The filter as a query string ("" or "?offer=…&status=…"), leaving out the page unless asked. */
export function orderFilterSearch(filter: OrderFilter, page: number | null = null): string {
  const params = new URLSearchParams();
  if (filter.offer) params.set("offer", filter.offer);
  if (filter.status) params.set("status", filter.status);
  setPage(params, page);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The order in the Stripe dashboard: its payment (one-time) or subscription (monthly plans), in
 * test mode when the session was a test one.
 */
export function stripeDashboardUrl(order: Pick<Order, "sessionId" | "paymentIntentId" | "subscriptionId">): string {
  const base = order.sessionId.startsWith("cs_test_")
    ? "https://dashboard.stripe.com/test"
    : "https://dashboard.stripe.com";
  if (order.subscriptionId) return `${base}/subscriptions/${encodeURIComponent(order.subscriptionId)}`;
  if (order.paymentIntentId) return `${base}/payments/${encodeURIComponent(order.paymentIntentId)}`;
  return `${base}/payments`;
}

/** The revenue chart's data: one column a month, one series of paid cents. */
export function revenueChart(months: readonly MonthRevenue[]): BarChartData {
  return {
    columns: months.map((month) => month.month),
    series: [{ name: "Revenue", values: months.map((m) => m.cents) }],
  };
}

// Built once: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const monthOfYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  return monthOfYear.format(new Date(`${month}-01T00:00:00Z`));
}
