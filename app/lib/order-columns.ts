import { statusWord } from "./status-word";
import { csvTime, csvTimeHeader } from "./owner-time";
import type { SaleKey } from "~/content/offers";

/** pending: an asynchronous payment (bank debit) has not cleared; failed: it never did. */
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The `orders` table's columns, once: the Order type, the D1 insert, the Supabase insert, reading
 * a row of either backend as an Order, the owner's labels and the CSV export are all derived from
 * this list, so a new field of an order reaches both backends or neither. `by` says who writes a
 * column: the database (id, created_at, updated_at, which the record modules move on each change), the
 * site when it records an order (every field of a NewOrder), or the order records afterwards (paid_at when
 * the payment clears, the time of the subscription's last event). `property` is the column's name
 * on an Order (none: the records' own bookkeeping, never read into an Order); `value` what it
 * holds. `label` is the owner's word for it on an order's page; `csv` its header in the CSV, whose
 * columns follow this list's order.
 */
interface OrderColumn {
  by: "database" | "site" | "records";
  property?: string;
  value: keyof Values;
  label?: string;
  csv?: string;
}

/** The kinds of value a column holds, as an Order holds them (a ? may be null). */
interface Values {
  id: number;
  text: string;
  "text?": string | null;
  "cents?": number | null;
  "seconds?": number | null;
  time: string;
  "time?": string | null;
  offer: SaleKey;
  mode: "payment" | "subscription";
  status: OrderStatus;
}

export const orderTable = {
  id: { by: "database", property: "id", value: "id", csv: "Order number" },
  /** ISO 8601, like every time of an Order. */
  created_at: { by: "database", property: "createdAt", value: "time", label: "Ordered", csv: "Ordered" },
  updated_at: { by: "database", property: "updatedAt", value: "time" },
  /** When the payment cleared: download links run from here. */
  paid_at: { by: "records", property: "paidAt", value: "time?", label: "Paid", csv: "Paid" },
  offer: { by: "site", property: "offer", value: "offer", label: "Offer", csv: "Offer" },
  mode: { by: "site", property: "mode", value: "mode", label: "Kind", csv: "Kind" },
  status: { by: "site", property: "status", value: "status", label: "Status", csv: "Status" },
  buyer_name: { by: "site", property: "buyerName", value: "text?", label: "Buyer", csv: "Buyer" },
  buyer_email: { by: "site", property: "buyerEmail", value: "text?", label: "Email", csv: "Email" },
  /** In the currency's smallest unit (cents), as Stripe reports it; the CSV writes currency units. */
  amount_total: { by: "site", property: "amountTotal", value: "cents?", label: "Amount", csv: "Amount" },
  currency: { by: "site", property: "currency", value: "text?", csv: "Currency" },
  subscription_status: {
    by: "site",
    property: "subscriptionStatus",
    value: "text?",
    label: "Plan status",
    csv: "Plan status",
  },
  /** Unique: the webhook and /success may record one session at the same moment, and one row wins. */
  session_id: {
    by: "site",
    property: "sessionId",
    value: "text",
    label: "Checkout Session",
    csv: "Stripe checkout session",
  },
  payment_intent_id: {
    by: "site",
    property: "paymentIntentId",
    value: "text?",
    label: "PaymentIntent",
    csv: "Stripe payment",
  },
  customer_id: { by: "site", property: "customerId", value: "text?", label: "Customer" },
  subscription_id: {
    by: "site",
    property: "subscriptionId",
    value: "text?",
    label: "Subscription",
    csv: "Stripe subscription",
  },
  /** The secret of the buyer's download links (lib/orders.ts newDownloadToken). */
  download_token: { by: "site", property: "downloadToken", value: "text" },
  /** When (Unix seconds) the Stripe event that last set subscription_status was made: an older one changes nothing. */
  subscription_event_at: { by: "records", value: "seconds?" },
  /** When the download links were last renewed (a resend, the buyer's own request): they run from the later of this and paid_at. */
  downloads_from: { by: "records", property: "downloadsFrom", value: "time?" },
} as const satisfies Record<string, OrderColumn>;

type OrderTable = typeof orderTable;
type ColumnName = keyof OrderTable;

type PropertyOf<C extends ColumnName> = OrderTable[C] extends { property: infer P extends string } ? P : never;

/** An order as the site reads it from either backend: every column that has a property. */
export type Order = { [C in ColumnName as PropertyOf<C>]: Values[OrderTable[C]["value"]] };

/** An order as fulfilment first records it (the site's columns); the database and the order records add the rest. */
export type NewOrder = {
  [C in ColumnName as OrderTable[C]["by"] extends "site" ? PropertyOf<C> : never]: Values[OrderTable[C]["value"]];
};

type ColumnWhere<Shape> = { [C in ColumnName]: OrderTable[C] extends Shape ? C : never }[ColumnName];
type WrittenColumn = ColumnWhere<{ by: "site" }>;
type ReadColumn = ColumnWhere<{ property: string }>;
type LabelledColumn = ColumnWhere<{ label: string }>;
type CsvColumn = ColumnWhere<{ csv: string }>;

const columnNames = Object.keys(orderTable) as ColumnName[];
const has = (column: ColumnName, key: keyof OrderColumn) => key in orderTable[column];

/** What the site writes when it records an order: every field of a NewOrder, no more. */
export const ORDER_WRITTEN_COLUMNS = columnNames.filter((name) => orderTable[name].by === "site") as WrittenColumn[];

const READ_COLUMNS = columnNames.filter((name) => has(name, "property")) as ReadColumn[];

/** A new order as the values of ORDER_WRITTEN_COLUMNS, in that order, for D1's numbered parameters. */
export function d1OrderValues(order: NewOrder): Array<string | number | null> {
  return ORDER_WRITTEN_COLUMNS.map((column) => order[orderTable[column].property]);
}

/** A new order as the row Supabase is sent: exactly the written columns. */
export function supabaseOrderRow(order: NewOrder): Record<WrittenColumn, string | number | null> {
  return Object.fromEntries(
    ORDER_WRITTEN_COLUMNS.map((column) => [column, order[orderTable[column].property]]),
  ) as Record<WrittenColumn, string | number | null>;
}

/** Postgres answers timestamps as "2026-12-01T10:00:00.123+00:00"; D1 as ISO already. */
const isoOf = (value: unknown): string => new Date(String(value)).toISOString();
const isNull = (value: unknown): value is null | undefined => value === null || value === undefined;

/** How each kind of value is read from a row of either backend. */
const readers: { [V in keyof Values]: (value: unknown) => Values[V] } = {
  id: (value) => Number(value),
  text: (value) => String(value),
  "text?": (value) => (isNull(value) ? null : String(value)),
  "cents?": (value) => (isNull(value) ? null : Number(value)),
  "seconds?": (value) => (isNull(value) ? null : Number(value)),
  time: isoOf,
  "time?": (value) => (isNull(value) ? null : isoOf(value)),
  offer: (value) => String(value),
  mode: (value) => (value === "subscription" ? "subscription" : "payment"),
  status: (value) => String(value) as OrderStatus,
};

/** A row of the orders table (the same columns in D1 and Supabase) as an Order. */
export function orderFromRow(row: Record<string, unknown>): Order {
  return Object.fromEntries(
    READ_COLUMNS.map((column) => [orderTable[column].property, readers[orderTable[column].value](row[column])]),
  ) as Order;
}

/** The owner's word for a column. */
export const orderColumnLabel = (column: LabelledColumn): string => orderTable[column].label;

const CSV_COLUMNS = columnNames.filter((name) => has(name, "csv")) as CsvColumn[];

/** The header of the orders CSV export, in order; a time's header names her zone. */
export const ORDER_CSV_COLUMNS = CSV_COLUMNS.map((column) =>
  orderTable[column].value.startsWith("time") ? csvTimeHeader(orderTable[column].csv) : orderTable[column].csv,
);

/** An order's kind as she says it. */
export const orderKindName = (mode: Order["mode"]): string =>
  mode === "subscription" ? "Monthly plan" : "One-time payment";

/** An order's status as a word ("Paid", "Refunded"). */
export const orderStatusName = statusWord;

/**
 * The CSV cells that are not the stored value: times as "2026-11-28 11:16" in her zone (they
 * sort), kind and status in words, the amount in currency units, the currency code in capitals.
 */
const csvCells: Partial<Record<CsvColumn, (order: Order) => string | number | null>> = {
  created_at: (order) => csvTime(order.createdAt),
  paid_at: (order) => csvTime(order.paidAt),
  mode: (order) => orderKindName(order.mode),
  status: (order) => orderStatusName(order.status),
  amount_total: (order) => (order.amountTotal === null ? null : (order.amountTotal / 100).toFixed(2)),
  currency: (order) => order.currency?.toUpperCase() ?? null,
};

/** One order as a row of the CSV, under ORDER_CSV_COLUMNS. */
export function orderCsvRow(order: Order): Array<string | number | null> {
  return CSV_COLUMNS.map((column) => {
    const cell = csvCells[column];
    return cell ? cell(order) : order[orderTable[column].property];
  });
}
