import type { ServerResponse } from "node:http";
import Stripe from "stripe";
import { isOfferKey, OFFER_KEYS, offers, priceVarName, type OfferKey } from "../../../app/content/offers";
import { sendJson, startStandIn, type RecordedRequest, type StandIn, type StandInHandler } from "./stand-in";

/**
 * Answers like Stripe's API for what the site calls (POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/{id}, the list of sessions by status and creation time, POST
 * /v1/checkout/sessions/{id}/expire), and serves the hosted checkout page the visitor is sent to, whose
 * Pay button completes the session and goes back to its success URL. Two price ids stand for Stripe's failures, so end to
 * end tests can reach them through real buy buttons.
 */

export const SESSIONS_PATH = "/v1/checkout/sessions";
export const CHECKOUT_PAGE_PREFIX = "/c/pay/";
export const CHECKOUT_PAGE_HEADING = "Stripe Checkout stand-in";
export const PAY_LABEL = "Pay";

/** A price id the stand-in declines with a 402 card error. */
export const DECLINED_PRICE = "price_test_declined";
export const DECLINED_MESSAGE = "Your card was declined.";
/** A price id the stand-in fails with a 500 API error. */
export const FAILING_PRICE = "price_test_failing";
export const FAILING_MESSAGE = "Something went wrong on Stripe's end.";

/** A Checkout Session as the stand-in keeps it (the fields the site reads). */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  mode: string;
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number | null;
  currency: string;
  metadata: Record<string, string>;
  customer_details: { email: string | null; name: string | null } | null;
  payment_intent: string | null;
  customer: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  price: string;
  /** Seconds since the epoch, as Stripe gives them. */
  created: number;
  /** When it closes unpaid (seconds); Stripe's default is a day after it opened. */
  expires_at: number;
}

/** Sessions created so far, by id: the checkout page shows what it was asked to sell. */
export const sessions = new Map<string, StandInSession>();

/** The buyer the stand-in's Pay button records. */
export const STAND_IN_BUYER = { email: "buyer@example.com", name: "Grace Buyer" };

/**
 * Completes a session as Stripe does when the buyer pays: `unpaid` stands for an asynchronous
 * payment (bank debit) still clearing.
 */
export function completeSession(
  id: string,
  outcome: { payment_status?: StandInSession["payment_status"]; email?: string; name?: string } = {},
): StandInSession {
  const session = sessions.get(id);
  if (!session) throw new Error(`no stand-in session ${id}`);
  session.status = "complete";
  session.payment_status = outcome.payment_status ?? "paid";
  session.customer_details = {
    email: outcome.email ?? STAND_IN_BUYER.email,
    name: outcome.name ?? STAND_IN_BUYER.name,
  };
  return session;
}

/** The session as the API answers it, with line_items and subscription expanded. */
function expanded(session: StandInSession, subscriptionStatus = "active") {
  const { price, ...rest } = session;
  return {
    ...rest,
    line_items: { object: "list", data: [{ object: "item", price: { id: price } }], has_more: false },
    subscription: session.subscription
      ? { id: session.subscription, object: "subscription", status: subscriptionStatus }
      : null,
  };
}

export function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  sendJson(response, status, { error: { type, message } });
}

export const PORTAL_SESSIONS_PATH = "/v1/billing_portal/sessions";
export const PORTAL_PAGE_PREFIX = "/p/session/";
export const PORTAL_PAGE_HEADING = "Stripe Billing Portal stand-in";

/** The Billing Portal sessions created: the customer and the return URL each was given. */
export const portalSessions = new Map<string, { customer: string; return_url: string }>();

export const PRICES_PATH = "/v1/prices";

/** A price as the stand-in answers GET /v1/prices/{id} (the fields the site reads). */
export interface StandInPrice {
  unit_amount: number | null;
  /** The Product it belongs to (a price the site made); absent: prod_test_default. */
  product?: string;
  currency?: string;
  active?: boolean;
  /** null: one-time. */
  recurring?: { interval: string; interval_count?: number } | null;
}

/**
 * Prices a test set by id. Any other `price_test_<offer>` or `price_e2e_<offer>` id answers its
 * offer's typed price, so pages show what they always did; other ids answer 404.
 */
export const prices = new Map<string, StandInPrice>();

function priceAnswer(id: string): StandInPrice | null {
  const set = prices.get(id);
  if (set) return set;
  const key = /^price_(?:test|e2e)_([a-z_]+)$/.exec(id)?.[1]?.replace(/_/g, "-");
  if (!isOfferKey(key)) return null;
  const offer = offers[key];
  return { unit_amount: offer.priceCents, recurring: offer.billing === "month" ? { interval: "month" } : null };
}

export const PRODUCTS_PATH = "/v1/products";

/** Products made through POST /v1/products (id → name). */
export const products = new Map<string, { name: string }>();

/**
 * Idempotency as Stripe keeps it: a POST with a key already seen answers the first answer again
 * (method, path and key; Stripe keeps keys 24 hours, the stand-in for its run).
 */
const idempotent = new Map<string, { status: number; body: unknown }>();
let made = 0;

function answerOnce(request: RecordedRequest, response: ServerResponse, make: () => { status: number; body: unknown }) {
  const key = request.headers["idempotency-key"];
  const slot = typeof key === "string" ? `${request.method} ${request.path} ${key}` : null;
  const answer = (slot && idempotent.get(slot)) || make();
  if (slot && answer.status < 500) idempotent.set(slot, answer);
  sendJson(response, answer.status, answer.body);
}

/** A price's answer as Stripe writes it. */
function priceObject(id: string, price: StandInPrice) {
  const recurring = price.recurring
    ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count ?? 1 }
    : null;
  return {
    id,
    object: "price",
    active: price.active ?? true,
    currency: price.currency ?? "usd",
    unit_amount: price.unit_amount,
    product: price.product ?? "prod_test_default",
    type: recurring ? "recurring" : "one_time",
    recurring,
  };
}

/** The Product and Price creations and price archives (POST /v1/prices/{id}) the stand-in received. */
export function productRequests(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path === PRODUCTS_PATH);
}
export function priceCreations(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path === PRICES_PATH);
}
export function priceUpdates(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path.startsWith(`${PRICES_PATH}/`));
}

export const SUBSCRIPTIONS_PATH = "/v1/subscriptions";

/**
 * Subscriptions' states as Stripe would answer them now (GET /v1/subscriptions/{id}); one a test
 * has not set is the checkout's, active.
 */
export const subscriptionStates = new Map<string, string>();

export const REFUNDS_PATH = "/v1/refunds";

/** The refunds asked for, by id: the PaymentIntent and the idempotency key each came with. */
export const refunds = new Map<
  string,
  { payment_intent: string; idempotencyKey: string | null; reason: string | null }
>();

/** A PaymentIntent whose refund the stand-in refuses, as Stripe does one already refunded. */
export const REFUSED_REFUND_INTENT = "pi_test_refused";

/** End to end: the refunds asked for so far, as JSON (the spec runs in another process). */
export const REFUNDS_LIST_PATH = "/__refunds";

export const stripeHandler: StandInHandler = (request, response) => {
  if (request.method === "GET" && request.path === REFUNDS_LIST_PATH) {
    sendJson(
      response,
      200,
      [...refunds].map(([id, refund]) => ({ id, ...refund })),
    );
    return;
  }
  if (request.method === "POST" && request.path === REFUNDS_PATH) {
    const params = new URLSearchParams(request.body);
    const paymentIntent = params.get("payment_intent") ?? "";
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    if (!paymentIntent.startsWith("pi_"))
      return stripeError(response, 400, "invalid_request_error", "No such payment_intent");
    if (paymentIntent === REFUSED_REFUND_INTENT)
      return stripeError(response, 400, "invalid_request_error", "Charge has already been refunded.");
    // As Stripe: the same idempotency key answers the same refund.
    const known = [...refunds].find(
      ([, refund]) => idempotencyKey !== null && refund.idempotencyKey === idempotencyKey,
    );
    const id = known?.[0] ?? `re_test_${refunds.size + 1}`;
    if (!known) refunds.set(id, { payment_intent: paymentIntent, idempotencyKey, reason: params.get("reason") });
    sendJson(response, 200, { id, object: "refund", payment_intent: paymentIntent, status: "succeeded" });
    return;
  }
  if (request.method === "GET" && request.path.startsWith(`${SUBSCRIPTIONS_PATH}/sub_`)) {
    const id = decodeURIComponent(request.path.slice(SUBSCRIPTIONS_PATH.length + 1));
    sendJson(response, 200, { id, object: "subscription", status: subscriptionStates.get(id) ?? "active" });
    return;
  }
  if (request.method === "GET" && request.path.startsWith(`${PRICES_PATH}/`)) {
    const id = decodeURIComponent(request.path.slice(PRICES_PATH.length + 1));
    const price = priceAnswer(id);
    if (!price) return stripeError(response, 404, "invalid_request_error", `No such price: '${id}'`);
    sendJson(response, 200, priceObject(id, price));
    return;
  }
  if (request.method === "POST" && request.path === PRODUCTS_PATH) {
    const form = new URLSearchParams(request.body);
    answerOnce(request, response, () => {
      const name = form.get("name");
      if (!name) return { status: 400, body: { error: { type: "invalid_request_error", message: "Missing name" } } };
      const id = `prod_standin${(made += 1)}`;
      products.set(id, { name });
      return { status: 200, body: { id, object: "product", name, active: true } };
    });
    return;
  }
  if (request.method === "POST" && request.path === PRICES_PATH) {
    const form = new URLSearchParams(request.body);
    answerOnce(request, response, () => {
      const product = form.get("product");
      const amount = Number(form.get("unit_amount"));
      if (!product || !Number.isInteger(amount) || form.get("currency") !== "usd") {
        return { status: 400, body: { error: { type: "invalid_request_error", message: "Bad price" } } };
      }
      const interval = form.get("recurring[interval]");
      const id = `price_standin${(made += 1)}`;
      const price: StandInPrice = { unit_amount: amount, product, recurring: interval ? { interval } : null };
      prices.set(id, price);
      return { status: 200, body: priceObject(id, price) };
    });
    return;
  }
  if (request.method === "POST" && request.path.startsWith(`${PRICES_PATH}/`)) {
    const id = decodeURIComponent(request.path.slice(PRICES_PATH.length + 1));
    const form = new URLSearchParams(request.body);
    answerOnce(request, response, () => {
      const price = priceAnswer(id);
      if (!price)
        return { status: 404, body: { error: { type: "invalid_request_error", message: `No such price: '${id}'` } } };
      const next = { ...price, ...(form.has("active") ? { active: form.get("active") === "true" } : {}) };
      prices.set(id, next);
      return { status: 200, body: priceObject(id, next) };
    });
    return;
  }
  if (request.method === "POST" && request.path === PORTAL_SESSIONS_PATH) {
    const params = new URLSearchParams(request.body);
    const customer = params.get("customer") ?? "";
    if (!customer.startsWith("cus_")) return stripeError(response, 400, "invalid_request_error", "No such customer");
    const id = `bps_test_${portalSessions.size + 1}`;
    portalSessions.set(id, { customer, return_url: params.get("return_url") ?? "" });
    sendJson(response, 200, {
      id,
      object: "billing_portal.session",
      customer,
      return_url: params.get("return_url"),
      url: `http://${request.headers.host}${PORTAL_PAGE_PREFIX}${id}`,
    });
    return;
  }
  if (request.method === "GET" && request.path.startsWith(PORTAL_PAGE_PREFIX)) {
    const session = portalSessions.get(request.path.slice(PORTAL_PAGE_PREFIX.length));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such portal session.");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><title>${PORTAL_PAGE_HEADING}</title></head><body><main><h1>${PORTAL_PAGE_HEADING}</h1>` +
        `<p data-testid="portal-customer">${session.customer}</p>` +
        `<a data-testid="portal-return" href="${session.return_url.replace(/"/g, "&quot;")}">Return</a></main></body></html>`,
    );
    return;
  }
  if (request.method === "POST" && request.path === SESSIONS_PATH) {
    const price = new URLSearchParams(request.body).get("line_items[0][price]");
    if (price === DECLINED_PRICE) return stripeError(response, 402, "card_error", DECLINED_MESSAGE);
    if (price === FAILING_PRICE) return stripeError(response, 500, "api_error", FAILING_MESSAGE);
    const id = `cs_test_${sessions.size + 1}`;
    const params = new URLSearchParams(request.body);
    const offer = params.get("metadata[offer]");
    const mode = params.get("mode") ?? "";
    const n = sessions.size + 1;
    sessions.set(id, {
      id,
      object: "checkout.session",
      status: "open",
      mode,
      payment_status: "unpaid",
      amount_total: isOfferKey(offer) ? offers[offer].priceCents : null,
      currency: "usd",
      // Every metadata[key] the site sent (the offer, the page the checkout started on), as Stripe keeps it.
      metadata: Object.fromEntries(
        [...params].flatMap(([key, value]) => {
          const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      ),
      customer_details: null,
      payment_intent: mode === "payment" ? `pi_test_${n}` : null,
      customer: `cus_test_${n}`,
      subscription: mode === "subscription" ? `sub_test_${n}` : null,
      success_url: params.get("success_url") ?? "",
      cancel_url: params.get("cancel_url") ?? "",
      price: price ?? "",
      created: Math.floor(Date.now() / 1000),
      expires_at: Number(params.get("expires_at") ?? Math.floor(Date.now() / 1000) + 24 * 3600),
    });
    sendJson(response, 200, { id, object: "checkout.session", url: checkoutUrl(request, id) });
    return;
  }
  if (request.method === "GET" && request.path === SESSIONS_PATH) {
    // The list, newest first, filtered by status and created[gte], a page of `limit` after `starting_after`.
    const status = request.query.get("status");
    const since = Number(request.query.get("created[gte]") ?? 0);
    const limit = Number(request.query.get("limit") ?? 10);
    const all = [...sessions.values()].filter((s) => (!status || s.status === status) && s.created >= since).reverse();
    const after = request.query.get("starting_after");
    const from = after ? all.findIndex((s) => s.id === after) + 1 : 0;
    const page = all.slice(from, from + limit);
    sendJson(response, 200, {
      object: "list",
      url: SESSIONS_PATH,
      has_more: from + limit < all.length,
      data: page.map((session) => sessionObject(session.id)),
    });
    return;
  }
  const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.path);
  if (request.method === "POST" && expire) {
    const session = sessions.get(decodeURIComponent(expire[1]));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such checkout.session");
    if (session.status !== "open") {
      return stripeError(
        response,
        400,
        "invalid_request_error",
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
      );
    }
    session.status = "expired";
    sendJson(response, 200, sessionObject(session.id));
    return;
  }
  if (request.method === "GET" && request.path.startsWith(`${SESSIONS_PATH}/`)) {
    const session = sessions.get(decodeURIComponent(request.path.slice(SESSIONS_PATH.length + 1)));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such checkout.session");
    sendJson(response, 200, expanded(session));
    return;
  }
  if (request.method === "GET" && request.path.startsWith(CHECKOUT_PAGE_PREFIX)) {
    const session = sessions.get(request.path.slice(CHECKOUT_PAGE_PREFIX.length));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such checkout session.");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><title>${CHECKOUT_PAGE_HEADING}</title></head><body><main><h1>${CHECKOUT_PAGE_HEADING}</h1>` +
        `<dl><dt>Price</dt><dd data-testid="checkout-price">${session.price}</dd><dt>Mode</dt><dd data-testid="checkout-mode">${session.mode}</dd>` +
        `</dl><form method="post"><label>Email <input type="email" name="email"></label><button type="submit">${PAY_LABEL}</button></form>` +
        `<a data-testid="checkout-cancel" href="${session.cancel_url.replace(/"/g, "&quot;")}">Back</a></main></body></html>`,
    );
    return;
  }
  if (request.method === "POST" && request.path.startsWith(CHECKOUT_PAGE_PREFIX)) {
    const session = sessions.get(request.path.slice(CHECKOUT_PAGE_PREFIX.length));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such checkout session.");
    // A closed session cannot be paid, as on Stripe's page.
    if (session.status !== "open" || session.expires_at * 1000 <= Date.now()) {
      return stripeError(response, 400, "invalid_request_error", "This Checkout Session is no longer active.");
    }
    // The buyer's address when the page was given one (each e2e project its own), else the stand-in's.
    completeSession(session.id, { email: new URLSearchParams(request.body).get("email") || undefined });
    response.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
    response.end();
    return;
  }
  stripeError(response, 404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${request.path}).`);
};

/** The session's hosted page, on the stand-in itself. */
function checkoutUrl(request: RecordedRequest, id: string): string {
  return `http://${request.headers.host}${CHECKOUT_PAGE_PREFIX}${id}`;
}

export function startStripeStandIn(port = 0): Promise<StandIn> {
  return startStandIn(stripeHandler, port);
}

/** The refund requests the stand-in received. */
export function refundRequests(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path === REFUNDS_PATH);
}

/** The Billing Portal session requests the stand-in received. */
export function portalRequests(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path === PORTAL_SESSIONS_PATH);
}

/** The price reads (GET /v1/prices/{id}) the stand-in received. */
export function priceRequests(standIn: StandIn, id?: string): RecordedRequest[] {
  return standIn.requests.filter(
    (r) =>
      r.method === "GET" &&
      r.path.startsWith(`${PRICES_PATH}/`) &&
      (id === undefined || r.path === `${PRICES_PATH}/${id}`),
  );
}

/** The expire requests (POST /v1/checkout/sessions/{id}/expire) the stand-in received, by session id. */
export function expireRequests(standIn: StandIn): string[] {
  return standIn.requests
    .filter((r) => r.method === "POST" && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(r.path))
    .map((r) => decodeURIComponent(r.path.split("/")[4]));
}

/** The Checkout Session requests the stand-in received. */
export function sessionRequests(standIn: StandIn): RecordedRequest[] {
  return standIn.requests.filter((r) => r.method === "POST" && r.path === SESSIONS_PATH);
}

/** End to end: the stand-in's port, and which offers reach which of Stripe's answers. */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 8791);
export const E2E_UNAVAILABLE_OFFER: OfferKey = "vip";
export const E2E_DECLINED_OFFER: OfferKey = "accelerator";
export const E2E_SECRET_KEY = "sk_test_e2e_stand_in";

/** The Stripe bindings of the e2e server: a price for every offer but one, one that is declined. */
export function e2eStripeBindings(standInUrl: string): Record<string, string> {
  const bindings: Record<string, string> = { STRIPE_SECRET_KEY: E2E_SECRET_KEY, STRIPE_API_URL: standInUrl };
  for (const key of OFFER_KEYS) {
    if (key === E2E_UNAVAILABLE_OFFER) continue;
    bindings[priceVarName(key)] = key === E2E_DECLINED_OFFER ? DECLINED_PRICE : `price_e2e_${key.replace(/-/g, "_")}`;
  }
  return bindings;
}

/** The webhook signing secret of the tests and the e2e server. */
export const WEBHOOK_SECRET = "whsec_test_stand_in_secret";

let eventCount = 0;

/**
 * A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature header, made by
 * the SDK's own test-header helper. `secret` other than the site's makes a bad signature.
 */
export async function signedEvent(
  type: string,
  object: Record<string, unknown>,
  secret = WEBHOOK_SECRET,
  /** The event's `created` (seconds); now by default. */
  created = Math.floor(Date.now() / 1000),
): Promise<{ body: string; signature: string; id: string }> {
  eventCount += 1;
  const id = `evt_test_${eventCount}`;
  const body = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = await new Stripe("sk_test_signing_only").webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { body, signature, id };
}

/** The event object of a session, as Stripe embeds it in checkout.session.* events. */
export function sessionObject(id: string): Record<string, unknown> {
  const session = sessions.get(id);
  if (!session) throw new Error(`no stand-in session ${id}`);
  const { price: _price, ...rest } = session;
  return rest;
}
