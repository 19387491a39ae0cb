// The server build's entry (remix.config.js `server`): Remix's build plus the request pipeline and
// the scheduled job, bundled together, so the routes and the services the handler builds share one
// copy of every module. app/server/worker.ts and the integration tests take them from build/index.js.
import type { ServerBuild } from "@remix-run/cloudflare";
import type { runScheduled } from "~/server/scheduled.server";
import type { createFetchHandler } from "~/server/request-handler.server";

export * from "@remix-run/dev/server-build";
export { createFetchHandler } from "~/server/request-handler.server";
export { runScheduled } from "~/server/scheduled.server";

/** build/index.js as its importers see it (TypeScript cannot type the generated file). */
export type AppBuild = ServerBuild & {
  createFetchHandler: typeof createFetchHandler;
  runScheduled: typeof runScheduled;
};
