import type { TestProject } from "vitest/node";

/**
 * wrangler.toml's bindings as wrangler reads them for Miniflare (its [vars], the R2 bucket and the
 * ratelimit binding), read once for the whole Vitest run: importing wrangler takes over a second,
 * which each integration file (a process of its own) would otherwise spend again.
 */
export interface WranglerBindings {
  vars: Record<string, string>;
  r2Buckets: Record<string, string>;
  ratelimits: Record<string, { simple: { limit: number; period?: number } }>;
}

declare module "vitest" {
  export interface ProvidedContext {
    wranglerBindings: WranglerBindings;
  }
}

/** Vitest's global setup for the integration project: provides `wranglerBindings`. */
export default async function provideWranglerBindings(project: TestProject) {
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  project.provide("wranglerBindings", {
    vars: workerOptions.bindings as Record<string, string>,
    r2Buckets: workerOptions.r2Buckets as Record<string, string>,
    ratelimits: workerOptions.ratelimits as WranglerBindings["ratelimits"],
  });
}
