import { afterAll, beforeAll, inject } from "vitest";
import type { Env } from "~/server/config.server";
import type { FetchHandlerOptions } from "~/server/request-handler.server";
import { migrate } from "../database/d1-migrations";
import { startLocalD1 } from "../database/local-d1";
import type { AppBuild } from "../../../server";
import { serverBuild } from "./server-build";

export const ORIGIN = "http://localhost:8788";

export interface TestApp {
  env: Env & { LEADS_DB: D1Database };
  /** Sends a request through the real pipeline (security, Remix, routes) with these bindings. */
  fetch(pathOrUrl: string, init?: RequestInit & { vars?: Record<string, unknown> }): Promise<Response>;
  /** A same-origin form post, as a browser without JavaScript sends it. */
  post(
    pathname: string,
    fields: Record<string, string | string[]> | URLSearchParams,
    init?: RequestInit & { vars?: Record<string, unknown> },
  ): Promise<Response>;
  /** Runs the scheduled job (the Worker's cron) with these bindings, as of `now`. */
  scheduled(options?: { now?: Date; vars?: Record<string, unknown> }): ReturnType<AppBuild["runScheduled"]>;
  /** Waits for the work responses handed to waitUntil (background refreshes). */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The app as the Worker runs it, with wrangler.toml's bindings as wrangler reads them (its [vars],
 * the R2 bucket and the ratelimit binding: `wrangler-bindings.ts`, read once per run) and a fresh
 * local D1 (database/local-d1.ts) migrated from migrations/, all in one workerd. `vars` are
 * bindings for every request; per-request vars override them.
 */
export async function createTestApp(
  vars: Record<string, unknown> = {},
  options: FetchHandlerOptions = {},
): Promise<TestApp> {
  const wrangler = inject("wranglerBindings");
  const d1 = await startLocalD1({ with: { r2Buckets: wrangler.r2Buckets, ratelimits: wrangler.ratelimits } });
  await migrate(d1.db);
  const build = await serverBuild();
  const handle = build.createFetchHandler(build, options);
  const pending: Promise<unknown>[] = [];
  const baseEnv = {
    ...wrangler.vars,
    ...d1.bindings,
    LEADS_DB: d1.db,
    ENVIRONMENT: "test",
    RATE_LIMIT: "off",
    ...vars,
  } as Env & {
    LEADS_DB: D1Database;
  };

  const app: TestApp = {
    env: baseEnv,
    async fetch(pathOrUrl, init = {}) {
      const { vars: requestVars, ...requestInit } = init;
      const env = { ...baseEnv, ...requestVars } as Env;
      for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
      const url = new URL(pathOrUrl, ORIGIN);
      const headers = new Headers(requestInit.headers);
      // workerd always has Host; Remix compares it with Origin on posts.
      if (!headers.has("Host")) headers.set("Host", url.host);
      return handle(new Request(url, { redirect: "manual", ...requestInit, headers }), env, {
        waitUntil: (promise) => void pending.push(promise.catch(() => {})),
      });
    },
    post(pathname, fields, init = {}) {
      const body = fields instanceof URLSearchParams ? fields : toSearchParams(fields);
      const headers = new Headers(init.headers);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/x-www-form-urlencoded");
      if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
      return app.fetch(pathname, { ...init, method: "POST", body, headers });
    },
    scheduled(options = {}) {
      const env = { ...baseEnv, ...options.vars } as Env;
      for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
      return build.runScheduled(env, { now: options.now });
    },
    async settle() {
      while (pending.length) await pending.shift();
    },
    dispose: () => d1.dispose(),
  };
  return app;
}

/**
 * The test file's app: made before its tests (with `vars`, or what `vars()` answers then, so it may
 * name a stand-in started in an earlier beforeAll), disposed after them. Read it inside tests and hooks.
 */
export function useTestApp(
  vars: Record<string, unknown> | (() => Record<string, unknown>) = {},
  options: FetchHandlerOptions = {},
): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(typeof vars === "function" ? vars() : vars, options);
  });
  afterAll(async () => {
    await app?.dispose();
  });
  const current = () => {
    if (!app) throw new Error("The test app is made in beforeAll; read it inside tests and hooks.");
    return app;
  };
  return {
    get env() {
      return current().env;
    },
    fetch: (pathOrUrl, init) => current().fetch(pathOrUrl, init),
    post: (pathname, fields, init) => current().post(pathname, fields, init),
    scheduled: (options) => current().scheduled(options),
    settle: () => current().settle(),
    dispose: () => current().dispose(),
  };
}

export function toSearchParams(fields: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  return params;
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}
