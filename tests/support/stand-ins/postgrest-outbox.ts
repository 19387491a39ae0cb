import { FIRST_KINDS } from "~/lib/outbox";
import { sendJson, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/**
 * Answers like Supabase's PostgREST for the outbox table, for what the outbox sends: inserts (409
 * with 23505 on a repeated idempotency key), selects, conditional updates and deletes with eq / lt
 * filters, order and limit, and the claim_outbox function, which it runs as the SQL does (due rows,
 * buyers' messages first, then oldest due first, at most `batch`, each claimed and counted as an attempt). Only the service role
 * is let in. Rows live in `rows`.
 */
export interface OutboxStandIn extends StandIn {
  rows: Record<string, unknown>[];
}

type Filter = (row: Record<string, unknown>) => boolean;

const time = (value: unknown) => Date.parse(String(value));
/** Buyers' messages are claimed first, as claim_outbox orders them. */
const first = (row: Record<string, unknown>) => (FIRST_KINDS.includes(String(row.kind)) ? 0 : 1);

function filters(query: URLSearchParams): Filter[] {
  const result: Filter[] = [];
  for (const [column, expression] of query) {
    if (["select", "order", "limit", "offset", "columns"].includes(column)) continue;
    const [operator, ...rest] = expression.split(".");
    const value = rest.join(".");
    if (operator === "eq") result.push((row) => String(row[column]) === value);
    else if (operator === "lt") result.push((row) => row[column] !== null && time(row[column]) < time(value));
    else throw new Error(`stand-in does not know the filter ${column}=${expression}`);
  }
  return result;
}

function ordered(rows: Record<string, unknown>[], query: URLSearchParams) {
  const order = query.get("order");
  if (!order) return rows;
  const keys = order.split(",").map((part) => part.split("."));
  return [...rows].sort((a, b) => {
    for (const [column, direction] of keys) {
      const left = column === "id" ? Number(a[column]) : time(a[column]);
      const right = column === "id" ? Number(b[column]) : time(b[column]);
      if (left !== right) return (left - right) * (direction === "desc" ? -1 : 1);
    }
    return 0;
  });
}

export async function startOutboxStandIn(serviceRoleKey: string): Promise<OutboxStandIn> {
  const rows: Record<string, unknown>[] = [];
  let nextId = 1;
  const standIn = await startStandIn((request: RecordedRequest, response) => {
    const claim = request.path === "/rest/v1/rpc/claim_outbox";
    if (request.path !== "/rest/v1/outbox" && !claim)
      return sendJson(response, 404, { code: "PGRST205", message: "no table" });
    if (request.headers.apikey !== serviceRoleKey || request.headers.authorization !== `Bearer ${serviceRoleKey}`)
      return sendJson(response, 401, { code: "42501", message: "permission denied for table outbox" });
    if (claim) {
      const { at, lease_until, token, batch } = JSON.parse(request.body) as {
        at: string;
        lease_until: string;
        token: string;
        batch: number;
      };
      const due = rows
        .filter(
          (row) =>
            (row.status === "queued" && time(row.next_attempt_at) <= time(at)) ||
            (row.status === "sending" && time(row.claimed_until) <= time(at)),
        )
        .sort(
          (a, b) =>
            first(a) - first(b) || time(a.next_attempt_at) - time(b.next_attempt_at) || Number(a.id) - Number(b.id),
        )
        .slice(0, Math.max(batch, 0));
      for (const row of due) {
        Object.assign(row, {
          status: "sending",
          claimed_until: lease_until,
          claim_token: token,
          attempts: Number(row.attempts) + 1,
        });
      }
      return sendJson(response, 200, due);
    }
    const matching = () => filters(request.query).reduce((list, keep) => list.filter(keep), rows);
    if (request.method === "POST") {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      if (rows.some((row) => row.idempotency_key === body.idempotency_key))
        return sendJson(response, 409, { code: "23505", message: "duplicate key value violates unique constraint" });
      const now = new Date().toISOString();
      const row = {
        id: nextId++,
        created_at: now,
        status: "queued",
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
        headers: null,
        ...body,
      };
      rows.push(row);
      return sendJson(response, 201, [row]);
    }
    if (request.method === "GET") {
      const limit = request.query.get("limit");
      return sendJson(response, 200, ordered(matching(), request.query).slice(0, limit ? Number(limit) : undefined));
    }
    if (request.method === "PATCH") {
      const changes = JSON.parse(request.body) as Record<string, unknown>;
      const changed = matching();
      for (const row of changed) Object.assign(row, changes);
      return sendJson(response, 200, changed);
    }
    if (request.method === "DELETE") {
      const removed = matching();
      for (const row of removed) rows.splice(rows.indexOf(row), 1);
      return sendJson(response, 200, removed);
    }
    sendJson(response, 405, { code: "PGRST000", message: `method ${request.method}` });
  });
  return Object.assign(standIn, { rows });
}
