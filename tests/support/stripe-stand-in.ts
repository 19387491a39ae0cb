import type { ServerResponse } from "node:http";
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

/** The id the stand-in gives each created session, in order. */
let sessionCount = 0;

export function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  sendJson(response, status, { error: { type, message } });
}

export const stripeHandler: StandInHandler = (request, response) => {
  if (request.method === "POST" && request.path === SESSIONS_PATH) {
    const price = new URLSearchParams(request.body).get("line_items[0][price]");
    if (price === DECLINED_PRICE) return stripeError(response, 402, "card_error", DECLINED_MESSAGE);
    if (price === FAILING_PRICE) return stripeError(response, 500, "api_error", FAILING_MESSAGE);
    sessionCount += 1;
    const id = `cs_test_${sessionCount}`;
    sendJson(response, 200, { id, object: "checkout.session", url: checkoutUrl(request, id) });
    return;
  }
  if (request.method === "GET" && request.path.startsWith(CHECKOUT_PAGE_PREFIX)) {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>${CHECKOUT_PAGE_HEADING}</title></head><body><main><h1>${CHECKOUT_PAGE_HEADING}</h1><p>${request.path.slice(CHECKOUT_PAGE_PREFIX.length)}</p></main></body></html>`);
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
