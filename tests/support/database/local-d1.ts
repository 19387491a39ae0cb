import path from "node:path";
import { Miniflare, type WorkerOptions } from "miniflare";

/**
 * The one way tests open a D1 database: a real local D1 (workerd's own, through Miniflare) that
 * Node tests reach with asynchronous requests only. The D1 binding getPlatformProxy hands out answers `prepare` and `bind` through a
 * synchronous worker-thread handshake that races when its thread is preempted (a busy 2-core
 * machine): the proxy then fails every later call with `AssertionError: message?.id === id`
 * (fixed upstream in workers-sdk#15552, in a miniflare newer than wrangler 3.114's). Here a small
 * Worker runs each statement against the binding, and `prepare`/`bind` only build plain objects.
 */

const WORKER = `
const UNDEFINED = "__d1_client_undefined__";
const revive = (values) => values.map((value) => (value === UNDEFINED ? undefined : value));
const statementOf = (env, { sql, params }) => env.DB.prepare(sql).bind(...revive(params));
async function execute(env, request) {
  switch (request.kind) {
    case "first": return statementOf(env, request).first(request.column ?? undefined);
    case "all": return statementOf(env, request).all();
    case "run": return statementOf(env, request).run();
    case "raw": return statementOf(env, request).raw({ columnNames: request.columnNames });
    case "batch": return env.DB.batch(request.statements.map((statement) => statementOf(env, statement)));
    case "exec": return env.DB.exec(request.sql);
  }
  throw new Error("unknown request " + request.kind);
}
export default {
  async fetch(request, env) {
    try {
      return Response.json({ ok: true, result: (await execute(env, await request.json())) ?? null });
    } catch (error) {
      return Response.json({ ok: false, message: String(error?.message ?? error) });
    }
  },
};
`;

const UNDEFINED = "__d1_client_undefined__";

type Request =
  | { kind: "first"; sql: string; params: unknown[]; column: string | null }
  | { kind: "all" | "run"; sql: string; params: unknown[] }
  | { kind: "raw"; sql: string; params: unknown[]; columnNames: boolean }
  | { kind: "batch"; statements: Array<{ sql: string; params: unknown[] }> }
  | { kind: "exec"; sql: string };

class Statement {
  constructor(
    private readonly send: (request: Request) => Promise<unknown>,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...values: unknown[]): Statement {
    return new Statement(
      this.send,
      this.sql,
      values.map((value) => (value === undefined ? UNDEFINED : value)),
    );
  }

  first(column?: string) {
    return this.send({ kind: "first", sql: this.sql, params: this.params, column: column ?? null });
  }

  all() {
    return this.send({ kind: "all", sql: this.sql, params: this.params });
  }

  run() {
    return this.send({ kind: "run", sql: this.sql, params: this.params });
  }

  raw(options: { columnNames?: boolean } = {}) {
    return this.send({ kind: "raw", sql: this.sql, params: this.params, columnNames: options.columnNames ?? false });
  }
}

export interface LocalD1 {
  db: D1Database;
  /** The other bindings asked for (`with`), from the same workerd. */
  bindings: Record<string, unknown>;
  dispose(): Promise<void>;
}

/**
 * A D1 database: in memory, or the one wrangler keeps under `persistTo` (its `v3/d1` folder) for
 * the database id of wrangler.toml, so a test can read what a `wrangler dev` server stored.
 */
export async function startLocalD1(
  options: {
    persistTo?: string;
    /** Bindings to serve beside the database (an R2 bucket, a ratelimit binding), in memory. */
    with?: Pick<WorkerOptions, "r2Buckets" | "ratelimits">;
  } = {},
): Promise<LocalD1> {
  const miniflare = new Miniflare({
    modules: true,
    script: WORKER,
    d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
    // Unset, Miniflare keeps the database (and the R2 buckets) in memory.
    d1Persist: options.persistTo,
    ...options.with,
  });
  await miniflare.ready;
  // The database is reached through the Worker above; the other bindings directly (their methods
  // are asynchronous, so they do not meet the D1 binding's race).
  const { DB: _raced, ...bindings } = options.with ? await miniflare.getBindings() : {};
  const post = (body: string) => miniflare.dispatchFetch("http://d1.local/", { method: "POST", body });
  async function send(request: Request): Promise<unknown> {
    const body = JSON.stringify(request);
    // A statement that never reached workerd (notDelivered) is sent once more: on a busy machine
    // this is what most often broke a test that had nothing wrong.
    const response = await post(body).catch((error: unknown) => {
      if (!notDelivered(error)) throw error;
      return post(body);
    });
    const answer = (await response.json()) as { ok: true; result: unknown } | { ok: false; message: string };
    if (!answer.ok) throw new Error(answer.message);
    return answer.result;
  }
  const db = {
    prepare: (sql: string) => new Statement(send, sql),
    batch: (statements: Statement[]) =>
      send({ kind: "batch", statements: statements.map(({ sql, params }) => ({ sql, params })) }),
    exec: (sql: string) => send({ kind: "exec", sql }),
  };
  return { db: db as unknown as D1Database, bindings, dispose: () => miniflare.dispose() };
}

/**
 * A fetch whose kept-alive connection workerd had closed: the request could not be written (EPIPE)
 * or the socket was reset or closed before any answer (ECONNRESET, undici's UND_ERR_SOCKET).
 * Both happen on a connection workerd let go while it was idle, before it read the request; a
 * statement run twice would show (every test checks what was stored).
 */
function notDelivered(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return ["EPIPE", "ECONNRESET", "UND_ERR_SOCKET"].includes(cause?.code ?? "");
}

/**
 * Opens the D1 database a `wrangler dev --persist-to <dir>` server writes to, so a test can read
 * what a visitor's post stored. (wrangler keeps its D1 state under <dir>/v3/d1.)
 */
export function openLocalD1(persistTo: string): Promise<LocalD1> {
  return startLocalD1({ persistTo: path.join(persistTo, "v3", "d1") });
}
