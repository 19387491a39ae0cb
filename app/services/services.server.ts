import type { Config, Env } from "./config.server";
import { createCartSession } from "./cart-session.server";
import { createLeadStore } from "./leads.server";
import { createPayments } from "./payments.server";
import { createStore, type StorePlatform } from "./store.server";
import { createToastService } from "./toast.server";

/**
 * Everything that talks to the outside, built once per request from the bindings. `platform`: the
 * Workers cache and waitUntil (the store keeps its GET answers there).
 */
export function createServices(config: Config, platform: StorePlatform = {}) {
  return {
    toasts: createToastService(config),
    cart: createCartSession(config),
    leads: createLeadStore(config.leads, config.upstreamTimeoutMs),
    payments: createPayments(config),
    store: createStore(config, platform),
  };
}

export type Services = ReturnType<typeof createServices>;

export interface RequestContext {
  env: Env;
  config: Config;
  services: Services;
  cspNonce: string;
  /** Cloudflare's request metadata (time zone, country); empty in Node tests. */
  cf: { timezone?: string; [key: string]: unknown };
  waitUntil: (promise: Promise<unknown>) => void;
}

declare module "@remix-run/cloudflare" {
  // Declaration merging: Remix's AppLoadContext gains RequestContext's fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
