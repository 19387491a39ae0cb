import type { Config, Env } from "./config.server";
import { createCart } from "./cart.server";
import { createCartSession } from "./cart-session.server";
import { createDownloads } from "./downloads.server";
import { createEmail, createOutbox } from "./email/email.server";
import { createFulfilment } from "./fulfilment.server";
import { createOrderStore } from "./orders.server";
import { createLeadStore } from "./leads.server";
import { createPayments } from "./payments.server";
import { createStore, type StorePlatform } from "./store.server";
import { createToastService } from "./toast.server";

/**
 * Everything that talks to the outside, built once per request from the bindings. `platform`: the
 * Workers cache, the isolate's memory and waitUntil (the store keeps its GET answers there).
 */
export function createServices(config: Config, platform: StorePlatform = {}) {
  const store = createStore(config, platform);
  const payments = createPayments(config);
  const orders = createOrderStore(config.orders, config.upstreamTimeoutMs);
  // Without a platform (never in the app itself) a message is sent without being awaited.
  const email = createEmail({
    config: config.email,
    outbox: createOutbox(config.orders, config.upstreamTimeoutMs),
    waitUntil: platform.waitUntil ?? ((promise) => void promise),
  });
  return {
    toasts: createToastService(config),
    cart: createCart(createCartSession(config), store),
    leads: createLeadStore(config.leads, config.upstreamTimeoutMs),
    payments,
    orders,
    email,
    fulfilment: createFulfilment({ payments, orders, email }),
    downloads: createDownloads(config.downloads),
    store,
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
