import type { Config, Env } from "./config.server";
import { createCart } from "./cart.server";
import { createCartSession } from "./cart-session.server";
import { createDownloads } from "./downloads.server";
import { createEmail, createOutbox } from "./email/email.server";
import type { ConsentStore } from "./email/consent.server";
import { createD1ConsentStore } from "./email/consent-d1.server";
import { createSupabaseConsentStore } from "./email/consent-supabase.server";
import type { Registrations } from "./events/registrations.server";
import { createD1Registrations } from "./events/registrations-d1.server";
import { createSupabaseRegistrations } from "./events/registrations-supabase.server";
import { createD1BillingLinks, type BillingLinks } from "./sales/billing-links.server";
import { createSupabaseBillingLinks } from "./sales/billing-links-supabase.server";
import { createFulfilment } from "./fulfilment.server";
import { createOrderStore } from "./orders.server";
import { createLeadStore } from "./leads.server";
import { createPayments } from "./payments.server";
import { createStore, type StorePlatform } from "./store.server";
import { createToastService } from "./toast.server";

/**
 * Consent records and event registrations live where the orders do (D1, or Supabase with the
 * service-role key, which anon never has); null without an order store.
 */
export function createFollowThroughStores(config: Config): {
  consent: ConsentStore | null;
  registrations: Registrations | null;
  billingLinks: BillingLinks | null;
} {
  const backend = config.orders;
  switch (backend.kind) {
    case "d1":
      return {
        consent: createD1ConsentStore(backend.db),
        registrations: createD1Registrations(backend.db),
        billingLinks: createD1BillingLinks(backend.db),
      };
    case "supabase": {
      const options = { ...backend, timeoutMs: config.upstreamTimeoutMs };
      return {
        consent: createSupabaseConsentStore(options),
        registrations: createSupabaseRegistrations(options),
        billingLinks: createSupabaseBillingLinks(options),
      };
    }
    case "none":
      return { consent: null, registrations: null, billingLinks: null };
  }
}

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
    ...createFollowThroughStores(config),
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
