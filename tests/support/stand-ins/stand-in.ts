import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the answer for the following requests. */
  setHandler(handler: StandInHandler): void;
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 that records what it is sent and answers like an upstream API. */
export async function startStandIn(handler: StandInHandler, port = 0): Promise<StandIn> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    try {
      await current(recorded, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    setHandler(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * A PostgREST page: the rows `offset` and `limit` ask for, and with `count` the whole list's size
 * in Content-Range ("0-24/40"), as PostgREST answers `Prefer: count=exact`.
 */
export function sendPage(
  response: ServerResponse,
  rows: readonly unknown[],
  query: URLSearchParams,
  { count }: { count: boolean },
): void {
  const offset = Number(query.get("offset") ?? 0);
  const limit = query.get("limit");
  const page = rows.slice(offset, limit ? offset + Number(limit) : undefined);
  if (!count) return sendJson(response, 200, page);
  response.writeHead(200, {
    "Content-Type": "application/json",
    "Content-Range": `${page.length ? `${offset}-${offset + page.length - 1}` : "*"}/${rows.length}`,
  });
  response.end(JSON.stringify(page));
}
