import { sendJson, sendPage, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/**
 * Answers like Supabase's PostgREST for the orders table, for what the order records sends:
 * inserts (409 with 23505 on a repeated session or token), selects and conditional updates with
 * eq / in / gte / is filters, order, limit and offset, and the total a page asks for (Prefer:
 * count=exact, answered in Content-Range), and the revenue chart's function; the order_notes
 * table (inserts and selects). Rows live in `rows` and `notes`; `failWith` makes every call fail.
 */
export interface OrdersStandIn extends StandIn {
  rows: Record<string, unknown>[];
  notes: Record<string, unknown>[];
  failWith(status: number | null): void;
}

type Filter = (row: Record<string, unknown>) => boolean;

/** One column filter, as PostgREST reads `operator.value` (numbers compared as numbers). */
function filterOf(column: string, expression: string): Filter {
  const [operator, ...rest] = expression.split(".");
  const value = rest.join(".");
  const numeric = (row: Record<string, unknown>) => (row[column] === null ? null : Number(row[column]));
  if (operator === "eq") return (row) => String(row[column]) === value;
  if (operator === "in") {
    const list = value.replace(/^\(|\)$/g, "").split(",");
    return (row) => list.includes(String(row[column]));
  }
  if (operator === "gte") return (row) => row[column] !== null && String(row[column]) >= value;
  if (operator === "lte") return (row) => numeric(row) !== null && numeric(row)! <= Number(value);
  if (operator === "lt")
    return (row) => row[column] !== null && row[column] !== undefined && String(row[column]) < value;
  if (operator === "ilike") {
    // Without wildcards (the records escape them): equal but for case, the escapes undone.
    const plain = value.replace(/\\(.)/g, "$1").toLowerCase();
    return (row) => typeof row[column] === "string" && row[column].toLowerCase() === plain;
  }
  if (operator === "is" && value === "null") return (row) => row[column] === null || row[column] === undefined;
  throw new Error(`stand-in does not know the filter ${column}=${expression}`);
}

function filters(query: URLSearchParams): Filter[] {
  const result: Filter[] = [];
  for (const [column, expression] of query) {
    if (["select", "order", "limit", "offset", "columns"].includes(column)) continue;
    if (column === "or") {
      // or=(a.is.null,a.lte.5): any one of them.
      const alternatives = expression
        .replace(/^\(|\)$/g, "")
        .split(",")
        .map((part) => {
          const [name, ...rest] = part.split(".");
          return filterOf(name, rest.join("."));
        });
      result.push((row) => alternatives.some((keep) => keep(row)));
    } else result.push(filterOf(column, expression));
  }
  return result;
}

function ordered(rows: readonly Record<string, unknown>[], query: URLSearchParams): Record<string, unknown>[] {
  const order = query.get("order");
  const result = [...rows];
  if (order) {
    const keys = order.split(",").map((part) => part.split("."));
    result.sort((a, b) => {
      for (const [column, direction] of keys) {
        const left = String(a[column] ?? "");
        const right = String(b[column] ?? "");
        if (left === right) continue;
        const sign = direction === "desc" ? -1 : 1;
        return (typeof a[column] === "number" ? Number(a[column]) - Number(b[column]) : left < right ? -1 : 1) * sign;
      }
      return 0;
    });
  }
  return result;
}

export async function startOrdersStandIn(serviceRoleKey: string): Promise<OrdersStandIn> {
  const rows: Record<string, unknown>[] = [];
  const notes: Record<string, unknown>[] = [];
  let failure: number | null = null;
  let nextId = 1;
  const standIn = await startStandIn((request: RecordedRequest, response) => {
    const revenue = request.path === "/rest/v1/rpc/paid_sums_since";
    const noteTable = request.path === "/rest/v1/order_notes";
    if (request.path !== "/rest/v1/orders" && !revenue && !noteTable)
      return sendJson(response, 404, { code: "PGRST205", message: "no table" });
    if (request.headers.apikey !== serviceRoleKey || request.headers.authorization !== `Bearer ${serviceRoleKey}`)
      return sendJson(response, 401, { code: "PGRST301", message: "not the service role" });
    if (failure) return sendJson(response, failure, { code: "XX000", message: "stand-in failure" });
    if (revenue) {
      // As the SQL function sums (…_owner_charts.sql): paid orders with an amount, per UTC day, since a moment.
      const since = Date.parse((JSON.parse(request.body) as { since: string }).since);
      const days = new Map<string, { cents: number; orders: number }>();
      for (const row of rows) {
        const paidAt = row.paid_at ? Date.parse(String(row.paid_at)) : NaN;
        if (row.status !== "paid" || row.amount_total === null || !(paidAt >= since)) continue;
        const day = new Date(paidAt).toISOString().slice(0, 10);
        const sum = days.get(day) ?? { cents: 0, orders: 0 };
        days.set(day, { cents: sum.cents + Number(row.amount_total), orders: sum.orders + 1 });
      }
      return sendJson(
        response,
        200,
        [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, sum]) => ({ day, ...sum })),
      );
    }
    if (noteTable) {
      if (request.method === "POST") {
        const note = { id: notes.length + 1, ...(JSON.parse(request.body) as Record<string, unknown>) };
        notes.push(note);
        return sendJson(response, 201, [note]);
      }
      const found = filters(request.query).reduce((list, keep) => list.filter(keep), notes);
      return sendPage(response, ordered(found, request.query), request.query, { count: false });
    }
    const matching = () => filters(request.query).reduce((list, keep) => list.filter(keep), rows);
    if (request.method === "POST") {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      if (rows.some((row) => row.session_id === body.session_id || row.download_token === body.download_token))
        return sendJson(response, 409, { code: "23505", message: "duplicate key value violates unique constraint" });
      const now = new Date().toISOString();
      const row = { id: nextId++, created_at: now, updated_at: now, ...body };
      rows.push(row);
      return sendJson(response, 201, [row]);
    }
    if (request.method === "GET") {
      const count = String(request.headers.prefer ?? "").includes("count=exact");
      return sendPage(response, ordered(matching(), request.query), request.query, { count });
    }
    if (request.method === "PATCH") {
      const changes = JSON.parse(request.body) as Record<string, unknown>;
      const changed = matching();
      for (const row of changed) Object.assign(row, changes);
      return sendJson(response, 200, changed);
    }
    sendJson(response, 405, { code: "PGRST000", message: `method ${request.method}` });
  });
  return Object.assign(standIn, {
    rows,
    notes,
    failWith(status: number | null) {
      failure = status;
    },
  });
}
