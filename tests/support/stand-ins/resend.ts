import { OWNER } from "../fixtures/owner";
import { sendJson, startStandIn, type StandIn } from "./stand-in";

/** Answers like Resend's POST /emails and records every message the site sent. */
export function startResendStandIn(port = 0): Promise<StandIn> {
  let count = 0;
  return startStandIn((request, response) => {
    if (request.method === "POST" && request.path === "/emails") {
      count += 1;
      sendJson(response, 200, { id: `email_${count}` });
      return;
    }
    sendJson(response, 404, { name: "not_found", message: "Unknown path" });
  }, port);
}

export interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** The messages the stand-in received, in order. */
export function sentEmails(standIn: StandIn): SentEmail[] {
  return standIn.requests
    .filter((request) => request.method === "POST" && request.path === "/emails")
    .map((request) => ({
      ...(JSON.parse(request.body) as Omit<SentEmail, "idempotencyKey" | "authorization">),
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      authorization: request.headers.authorization,
    }));
}

/** End to end: the stand-in's port on 127.0.0.1. */
export const E2E_RESEND_PORT = Number(process.env.E2E_RESEND_PORT ?? 8792);
/** A message whose text holds this is refused (503) the first time its idempotency key is sent. */
export const REFUSE_ONCE_MARKER = "refuse-once";

export interface Delivery {
  status: number;
  /** When the attempt arrived (ms since the epoch). */
  at: number;
  idempotencyKey: string | undefined;
  /** The first recipient. */
  to: string;
  subject: string;
  text: string;
}

/**
 * The e2e server's Resend: delivers every message, except that it refuses the first attempt of a
 * message marked REFUSE_ONCE_MARKER, as a provider's outage would. `GET /__deliveries` lists
 * every attempt and its answer, for specs that run in other processes.
 */
export function startE2EResendStandIn(port = E2E_RESEND_PORT): Promise<StandIn> {
  const refused = new Set<string>();
  const deliveries: Delivery[] = [];
  return startStandIn((request, response) => {
    if (request.method === "GET" && request.path === "/__deliveries") {
      sendJson(response, 200, deliveries);
      return;
    }
    if (request.method === "POST" && request.path === "/emails") {
      const message = JSON.parse(request.body) as { to: string[]; subject: string; text: string };
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      const refuse = message.text.includes(REFUSE_ONCE_MARKER) && !refused.has(idempotencyKey ?? "");
      if (refuse) refused.add(idempotencyKey ?? "");
      const status = refuse ? 503 : 200;
      deliveries.push({
        status,
        at: Date.now(),
        idempotencyKey,
        to: message.to[0],
        subject: message.subject,
        text: message.text,
      });
      sendJson(
        response,
        status,
        refuse ? { name: "service_unavailable", message: "Try again later" } : { id: `email_${deliveries.length}` },
      );
      return;
    }
    sendJson(response, 404, { name: "not_found", message: "Unknown path" });
  }, port);
}

/** The email bindings of a test app or the e2e server, sending through the stand-in at `url`. */
export function emailBindings(
  url: string,
  { key = "re_test_key", from = "Faith & Wealth <hello@example.com>" }: { key?: string; from?: string } = {},
): Record<string, string> {
  return { RESEND_API_KEY: key, RESEND_API_URL: url, EMAIL_FROM: from, OWNER_NOTIFY_EMAIL: OWNER };
}
