import type { ServerResponse } from "node:http";
import { OFFER_KEYS, priceVarName, type OfferKey } from "../../app/content/offers";
import { sendJson, startStandIn, type RecordedRequest, type StandIn, type StandInHandler } from "./stand-in";

/**
 * Answers like Stripe's API for what the site calls (POST /v1/checkout/sessions), and serves the
 * hosted checkout page the visitor is sent to. Two price ids stand for Stripe's failures, so end to
 * end tests can reach them through real buy buttons.
 */

export const SESSIONS_PATH = "/v1/checkout/sessions";
export const CHECKOUT_PAGE_PREFIX = "/c/pay/";
export const CHECKOUT_PAGE_HEADING = "Stripe Checkout stand-in";

/** A price id the stand-in declines with a 402 card error. */
export const DECLINED_PRICE = "price_test_declined";
export const DECLINED_MESSAGE = "Your card was declined.";
/** A price id the stand-in fails with a 500 API error. */
export const FAILING_PRICE = "price_test_failing";
export const FAILING_MESSAGE = "Something went wrong on Stripe's end.";

/** Sessions created so far, by id: the checkout page shows what it was asked to sell. */
const sessions = new Map<string, { price: string; mode: string; cancelUrl: string }>();

export function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  sendJson(response, status, { error: { type, message } });
}

export const stripeHandler: StandInHandler = (request, response) => {
  if (request.method === "POST" && request.path === SESSIONS_PATH) {
    const price = new URLSearchParams(request.body).get("line_items[0][price]");
    if (price === DECLINED_PRICE) return stripeError(response, 402, "card_error", DECLINED_MESSAGE);
    if (price === FAILING_PRICE) return stripeError(response, 500, "api_error", FAILING_MESSAGE);
    const id = `cs_test_${sessions.size + 1}`;
    const params = new URLSearchParams(request.body);
    sessions.set(id, { price: price ?? "", mode: params.get("mode") ?? "", cancelUrl: params.get("cancel_url") ?? "" });
    sendJson(response, 200, { id, object: "checkout.session", url: checkoutUrl(request, id) });
    return;
  }
  if (request.method === "GET" && request.path.startsWith(CHECKOUT_PAGE_PREFIX)) {
    const session = sessions.get(request.path.slice(CHECKOUT_PAGE_PREFIX.length));
    if (!session) return stripeError(response, 404, "invalid_request_error", "No such checkout session.");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><title>${CHECKOUT_PAGE_HEADING}</title></head><body><main><h1>${CHECKOUT_PAGE_HEADING}</h1>` +
        `<dl><dt>Price</dt><dd data-testid="checkout-price">${session.price}</dd><dt>Mode</dt><dd data-testid="checkout-mode">${session.mode}</dd>` +
        `</dl><a data-testid="checkout-cancel" href="${session.cancelUrl.replace(/"/g, "&quot;")}">Back</a></main></body></html>`,
    );
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
