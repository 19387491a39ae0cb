import { OWNER } from "../fixtures/owner";
import type { ServerResponse } from "node:http";
import { sendJson, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/** A failure as Resend answers it: the status in the body too (the SDK reads it there). */
export function resendError(response: ServerResponse, status: number, name: string, message: string): void {
  sendJson(response, status, { statusCode: status, name, message });
}

/** One message delivered through the batch endpoint. */
export interface BatchMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * Resend's batch endpoint (POST /emails/batch) as Resend documents it: at most 100 messages a call;
 * an Idempotency-Key seen before with the same body answers as it did and delivers nothing again
 * (another body under that key is a 409). `fault` may answer a call otherwise: "refuse" (503,
 * nothing delivered) or "lose-answer" (delivered, but the answer is a 500, as when the caller dies
 * or the connection drops after Resend accepted it).
 */
export interface BatchEndpoint {
  /** Every message delivered, once each. */
  delivered: BatchMessage[];
  /** Calls answered so far (the first is 1). */
  calls: number;
  fault: ((call: number) => "refuse" | "lose-answer" | null) | null;
  handle(request: RecordedRequest, response: ServerResponse): void;
}

export function batchEndpoint(): BatchEndpoint {
  const seen = new Map<string, { body: string; answer: unknown }>();
  const endpoint: BatchEndpoint = {
    delivered: [],
    calls: 0,
    fault: null,
    handle(request, response) {
      endpoint.calls += 1;
      const messages = JSON.parse(request.body) as BatchMessage[];
      if (!Array.isArray(messages) || messages.length === 0 || messages.length > 100) {
        resendError(response, 422, "validation_error", "A batch holds 1 to 100 emails.");
        return;
      }
      const key = request.headers["idempotency-key"] as string | undefined;
      const earlier = key ? seen.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== request.body) {
          resendError(response, 409, "invalid_idempotent_request", "Same key, other body.");
        } else sendJson(response, 200, earlier.answer);
        return;
      }
      const fault = endpoint.fault?.(endpoint.calls) ?? null;
      if (fault === "refuse") {
        resendError(response, 503, "service_unavailable", "Try again later");
        return;
      }
      const answer = { data: messages.map((_, i) => ({ id: `batch_${endpoint.calls}_${i}` })) };
      endpoint.delivered.push(...messages);
      if (key) seen.set(key, { body: request.body, answer });
      if (fault === "lose-answer") {
        resendError(response, 500, "internal_server_error", "Connection lost");
        return;
      }
      sendJson(response, 200, answer);
    },
  };
  return endpoint;
}

/** Answers like Resend's POST /emails and /emails/batch and records every message the site sent. */
export function startResendStandIn(port = 0, batch: BatchEndpoint = batchEndpoint()): Promise<StandIn> {
  let count = 0;
  return startStandIn((request, response) => {
    if (request.method === "POST" && request.path === "/emails") {
      count += 1;
      sendJson(response, 200, { id: `email_${count}` });
      return;
    }
    if (request.method === "POST" && request.path === "/emails/batch") {
      batch.handle(request, response);
      return;
    }
    resendError(response, 404, "not_found", "Unknown path");
  }, port);
}

export interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
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

/** The messages the stand-in received for one address, in order. */
export function sentEmailsTo(standIn: StandIn, address: string): SentEmail[] {
  return sentEmails(standIn).filter((message) => message.to[0] === address);
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
 * every attempt and its answer, `GET /__batch-deliveries` the messages of the batch endpoint, for
 * specs that run in other processes.
 */
export function startE2EResendStandIn(port = E2E_RESEND_PORT): Promise<StandIn> {
  const refused = new Set<string>();
  const deliveries: Delivery[] = [];
  const batch = batchEndpoint();
  return startStandIn((request, response) => {
    if (request.method === "GET" && request.path === "/__deliveries") {
      sendJson(response, 200, deliveries);
      return;
    }
    if (request.method === "GET" && request.path === "/__batch-deliveries") {
      sendJson(response, 200, batch.delivered);
      return;
    }
    if (request.method === "POST" && request.path === "/emails/batch") {
      batch.handle(request, response);
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
        refuse
          ? { statusCode: 503, name: "service_unavailable", message: "Try again later" }
          : { id: `email_${deliveries.length}` },
      );
      return;
    }
    resendError(response, 404, "not_found", "Unknown path");
  }, port);
}

/** The email bindings of a test app or the e2e server, sending through the stand-in at `url`. */
export function emailBindings(
  url: string,
  { key = "re_test_key", from = "Faith & Wealth <hello@example.com>" }: { key?: string; from?: string } = {},
): Record<string, string> {
  return { RESEND_API_KEY: key, RESEND_API_URL: url, EMAIL_FROM: from, OWNER_NOTIFY_EMAIL: OWNER };
}
