import type { SaleKey } from "~/content/offers";
import type { NewOrder, Order, OrderFilter, OrderNote, OrderNoteKind, OrderStatus, PaidAmount } from "~/lib/orders";

/** Where orders are kept: D1 (the embedded default) or Supabase, like leads. */
export interface OrderRecords {
  /**
   * Records the order unless its session already has one. `created` is true only for the call
   * that inserted the row: the unique session id decides between concurrent calls.
   */
  create(order: NewOrder): Promise<{ created: boolean; order: Order }>;
  /**
   * Moves an order to `to` only from one of `from`: the changed order for the call that changed it,
   * null otherwise, so a replayed or concurrent event finds nothing left to change.
   */
  transition(sessionId: string, from: readonly OrderStatus[], to: OrderStatus): Promise<Order | null>;
  /** The same, found by the payment's PaymentIntent (refunds arrive as charges). */
  transitionByPaymentIntent(
    paymentIntentId: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
  ): Promise<Order | null>;
  /**
   * Keeps a monthly plan's subscription status as Stripe answered it at `fetchedAt` (seconds): one
   * conditional update, applied only when no later answer has set it. False when no order has
   * that subscription or a later answer already set it.
   */
  setSubscriptionStatus(subscriptionId: string, status: string, fetchedAt: number): Promise<boolean>;
  bySession(sessionId: string): Promise<Order | null>;
  byToken(token: string): Promise<Order | null>;
  byId(id: number): Promise<Order | null>;
  /** The newest monthly plan bought with this address (any case) that has a Stripe customer, or null. */
  subscriptionByEmail(email: string): Promise<Order | null>;
  /** The paid orders bought with this address (any case), newest first, at most 50. */
  paidByEmail(email: string): Promise<Order[]>;
  /**
   * Renews a paid order's download links from `from` (ISO): they then run DOWNLOAD_DAYS from the
   * later of it and any earlier renewal. The order as it is now; null when it is not paid.
   */
  renewDownloads(id: number, from: string): Promise<Order | null>;
  /** Keeps a note of what was done with an order (shown on its page). */
  addNote(orderId: number, note: { kind: OrderNoteKind; text: string }): Promise<void>;
  /** An order's notes, oldest first. */
  notes(orderId: number): Promise<OrderNote[]>;
  /** Newest first, optionally only one offer or status. */
  list(filter?: { offer?: SaleKey; status?: OrderStatus; limit?: number }): Promise<Order[]>;
  /** One page of that list (lib/paging.ts) and how many orders the whole list has. */
  listPage(filter: OrderFilter, page: number): Promise<{ orders: Order[]; total: number }>;
  /** What the orders paid since `since` (ISO) brought in, for revenue per month: sums, not whole orders. */
  paidSince(since: string): Promise<PaidAmount[]>;
}

/** Orders could not be read or written: the webhook answers 5xx so Stripe retries. */
export class OrderRecordsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OrderRecordsError";
  }
}
