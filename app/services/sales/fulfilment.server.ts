import type Stripe from "stripe";
import { buyerDelivery, buyerPaymentFailed, orderNotice } from "~/lib/email-messages";
import type { SaleKey } from "~/content/offers";
import { emailWords } from "~/content/email";
import { orderTools } from "~/content/order-tools";
import { isProductKey, productPath, type SaleSettings } from "~/lib/products";
import {
  invoiceSubscriptionId,
  newDownloadToken,
  orderFromSession,
  sessionIsPaid,
  sessionOffer,
  type Order,
  type OrderStatus,
} from "~/lib/orders";
import { countedPath, UNKNOWN_PAGE } from "~/lib/page-counts";
import type { Email } from "~/services/email/email.server";
import type { PageTally } from "~/services/counts/page-counts.server";
import type { OrderRecords } from "./order-records.server";
import type { Payments } from "./payments.server";
import * as clock from "~/lib/clock";
import { createKeptMemory, kept, KEPT, type KeptMemory } from "~/services/cache/kept.server";

/**
 * Stripe's fulfilment (https://docs.stripe.com/checkout/fulfillment): one idempotent
 * fulfilCheckout, called by the webhook and by /success, since either may come first or alone.
 * Messages go out only from the call that created or paid the order, which the database decides
 * (unique session id, conditional updates), so replays and concurrent calls send nothing twice.
 */

export type FulfilOutcome =
  /** No such session, or not a sale of this site: the plain thank-you. */
  | { kind: "unknown" }
  /** /success only: this address asked Stripe too often; try again after this many seconds. */
  | { kind: "limited"; retryAfterSeconds: number }
  /** A session of this site, not recorded (no order records configured). */
  | { kind: "unrecorded"; offer: SaleKey; status: OrderStatus }
  | { kind: "order"; order: Order };

/** How long one session id's answer from Stripe serves /success, in this isolate. */
export const SUCCESS_LOOKUP_WINDOW_MS = KEPT.successLookup.ttl;

/** /success may not ask Stripe now (the per-address limit). */
class LimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many lookups");
  }
}

export function createFulfilment(deps: {
  payments: Payments;
  orders: OrderRecords | null;
  email: Email;
  counts: PageTally;
  /** Her offers' settings (the files she uploaded) and her products; absent: the shipped files. */
  saleSettings?: () => Promise<SaleSettings | undefined>;
  /**
   * The isolate's memory: session ids /success asked Stripe about lately (memory is enough: it
   * bounds what one isolate sends Stripe, and a real buyer's order is in the database after the
   * first answer). Absent: one of its own.
   */
  kept?: KeptMemory;
  /** Her name, which the buyer's messages end with (services/email/signature.server.ts). */
  signature: () => Promise<string>;
}) {
  const { payments, orders, email, counts } = deps;
  const lookups = (deps.kept ?? createKeptMemory()).store("successLookup");

  /**
   * The buyer's files (or a plan's next steps) and the owner's notice, once per order; the sale
   * counted for the page its checkout started on (UNKNOWN_PAGE when not known).
   */
  async function announcePaid(order: Order, origin: string, page: unknown) {
    const settings = await saleSettings();
    // A product's own page is not one of the typed pages, but is counted by its path all the same.
    const counted =
      countedPath(page) ??
      (isProductKey(order.offer, settings?.products) && page === productPath(order.offer) ? page : null);
    counts.count("paid", counted ?? UNKNOWN_PAGE, order.offer);
    const delivery = buyerDelivery({ order, origin, words: emailWords, settings, signature: await deps.signature() });
    if (delivery) {
      await email.send(delivery, { idempotencyKey: `order-${order.sessionId}-buyer`, kind: "buyer-delivery" });
    }
    if (email.ownerTo) {
      await email.send(orderNotice({ order, origin, to: email.ownerTo, words: emailWords, settings }), {
        idempotencyKey: `order-${order.sessionId}-owner`,
        kind: "order-notice",
      });
    }
  }

  async function saleSettings(): Promise<SaleSettings | undefined> {
    return deps.saleSettings ? deps.saleSettings().catch(() => undefined) : undefined;
  }

  /** The session, when it is a completed sale of this site (a typed offer or one of her products). */
  async function completedSession(sessionId: string) {
    const session = await payments.retrieveSession(sessionId);
    if (!session || session.status !== "complete") return null;
    const products = (await saleSettings())?.products;
    const offer = sessionOffer(session, payments.offerByPriceId, (key) => isProductKey(key, products));
    return offer ? { session, offer } : null;
  }

  async function fulfilCheckout(sessionId: string, origin: string): Promise<FulfilOutcome> {
    const found = await completedSession(sessionId);
    if (!found) return { kind: "unknown" };
    const { session, offer } = found;
    const paid = sessionIsPaid(session);
    if (!orders) return { kind: "unrecorded", offer, status: paid ? "paid" : "pending" };

    const { created, order } = await orders.create(orderFromSession(session, offer, newDownloadToken()));
    if (created) {
      if (order.status === "paid") await announcePaid(order, origin, session.metadata?.page);
      return { kind: "order", order };
    }
    if (order.status === "pending" && paid) {
      const changed = await orders.transition(sessionId, ["pending"], "paid");
      if (changed) {
        await announcePaid(changed, origin, session.metadata?.page);
        return { kind: "order", order: changed };
      }
      return { kind: "order", order: (await orders.bySession(sessionId)) ?? order };
    }
    return { kind: "order", order };
  }

  /** An asynchronous payment that failed: the order (recorded if need be) becomes failed, once. */
  async function failCheckout(sessionId: string): Promise<void> {
    if (!orders) return;
    const found = await completedSession(sessionId);
    if (!found) return;
    await orders.create(orderFromSession(found.session, found.offer, newDownloadToken()));
    const changed = await orders.transition(sessionId, ["pending"], "failed");
    const message = changed
      ? buyerPaymentFailed(changed, emailWords, await deps.signature(), await saleSettings())
      : null;
    if (message) await email.send(message, { idempotencyKey: `order-${sessionId}-failed`, kind: "payment-failed" });
  }

  /**
   * Stripe decides a plan's state: on every subscription event the subscription is fetched and
   * what Stripe says now is stored (Stripe's advice for events that arrive out of order), so the
   * order of events and ties of their `created` second no longer matter. The newest fetch wins.
   */
  async function storeSubscription(subscriptionId: string): Promise<void> {
    if (!orders) return;
    const fetchedAt = Math.floor(clock.nowMs() / 1000);
    const status = await payments.subscriptionStatus(subscriptionId);
    if (status) await orders.setSubscriptionStatus(subscriptionId, status, fetchedAt);
  }

  /** What each webhook event does; false when the event is not one this site acts on. */
  async function handleEvent(event: Stripe.Event, origin: string): Promise<boolean> {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        await fulfilCheckout(event.data.object.id, origin);
        return true;
      case "checkout.session.async_payment_failed":
        await failCheckout(event.data.object.id);
        return true;
      case "charge.refunded": {
        const charge = event.data.object;
        const paymentIntent =
          typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
        // A partial refund leaves the purchase standing; a full one stops its downloads.
        if (!orders || !charge.refunded || !paymentIntent) return true;
        const refunded = await orders.transitionByPaymentIntent(paymentIntent, ["paid", "pending"], "refunded");
        // Noted once, by the delivery that changed the order (a replay changes nothing).
        if (refunded) await orders.addNote(refunded.id, { kind: "refunded", text: orderTools.notes.refunded });
        return true;
      }
      case "invoice.paid": {
        const subscriptionId = invoiceSubscriptionId(event.data.object as Parameters<typeof invoiceSubscriptionId>[0]);
        if (subscriptionId) await storeSubscription(subscriptionId);
        return true;
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        await storeSubscription(event.data.object.id);
        return true;
      default:
        return false;
    }
  }

  /**
   * What /success shows for a session id, asking Stripe as little as it can: an order already
   * recorded (the webhook landed) answers from the database; otherwise Stripe is asked once per id
   * in SUCCESS_LOOKUP_WINDOW_MS (the answer, even "unknown", serves the window), and only when
   * `mayAskStripe` allows (the per-address limit). A buyer whose webhook has not landed gets the
   * order recorded, and the links, from that one call.
   */
  async function purchaseForSuccess(
    sessionId: string,
    origin: string,
    mayAskStripe: () => { ok: true } | { ok: false; retryAfterSeconds: number },
  ): Promise<FulfilOutcome> {
    if (!payments.looksLikeSessionId(sessionId)) return { kind: "unknown" };
    const recorded = orders ? await orders.bySession(sessionId) : null;
    // A settled order never changes by asking Stripe; a pending one may have cleared since.
    if (recorded && recorded.status !== "pending") return { kind: "order", order: recorded };
    let asked = false;
    const outcome = await kept<FulfilOutcome>({
      store: lookups,
      rule: KEPT.successLookup,
      key: sessionId,
      load: () => {
        asked = true;
        const allowed = mayAskStripe();
        if (!allowed.ok) throw new LimitedError(allowed.retryAfterSeconds);
        return fulfilCheckout(sessionId, origin);
      },
      // Over the limit: answered, never kept (the next ask within the window may be allowed).
      onFailure: (error) => {
        if (!(error instanceof LimitedError)) throw error;
        return { value: { kind: "limited", retryAfterSeconds: error.retryAfterSeconds }, keepFor: -1 };
      },
    });
    // Within the window the database's pending order is shown, as recorded, over the kept answer.
    return recorded && !asked ? { kind: "order", order: recorded } : outcome;
  }

  return { fulfilCheckout, handleEvent, purchaseForSuccess };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
