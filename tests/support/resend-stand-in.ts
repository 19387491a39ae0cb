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
