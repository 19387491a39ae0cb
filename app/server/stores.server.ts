import { linkOrigin } from "~/lib/seo";
import type { Config } from "~/server/config.server";
import { createKeySupabase, createRequestSupabase, type ServiceRoleOptions } from "~/server/supabase.server";
import type { ConsentStore } from "~/services/email/consent-store.server";
import { createD1ConsentStore } from "~/services/email/consent-store-d1.server";
import { createSupabaseConsentStore } from "~/services/email/consent-store-supabase.server";
import type { Outbox } from "~/services/email/outbox.server";
import { createD1Outbox } from "~/services/email/outbox-d1.server";
import { createSupabaseOutbox } from "~/services/email/outbox-supabase.server";
import type { Registrations } from "~/services/events/registration-store.server";
import { createD1Registrations } from "~/services/events/registration-store-d1.server";
import { createSupabaseRegistrations } from "~/services/events/registration-store-supabase.server";
import { leadStoreOver, noLeadBackend, type LeadStore } from "~/services/leads/lead-store.server";
import { createD1LeadStore } from "~/services/leads/lead-store-d1.server";
import { createSupabaseLeadStore } from "~/services/leads/lead-store-supabase.server";
import { unconfiguredOwnerAuth, type OwnerAuth } from "~/services/owner/owner-auth.server";
import { createD1OwnerAuth } from "~/services/owner/owner-auth-d1.server";
import { createSupabaseOwnerAuth, type SupabaseOwnerAuth } from "~/services/owner/owner-auth-supabase.server";
import type { OwnerLeads } from "~/services/owner/owner-leads.server";
import { createD1OwnerLeads } from "~/services/owner/owner-leads-d1.server";
import { createSupabaseOwnerLeads } from "~/services/owner/owner-leads-supabase.server";
import type { BillingLinks } from "~/services/sales/billing-link-store.server";
import { createD1BillingLinks } from "~/services/sales/billing-link-store-d1.server";
import { createSupabaseBillingLinks } from "~/services/sales/billing-link-store-supabase.server";
import type { OrderStore } from "~/services/sales/order-store.server";
import { createD1OrderStore } from "~/services/sales/order-store-d1.server";
import { createSupabaseOrderStore } from "~/services/sales/order-store-supabase.server";

/**
 * Which backend each store uses: the one place that turns configuration's backends
 * (config.server.ts) into stores. Every store is an interface (`<name>.server.ts`) with two
 * backends (`<name>-d1.server.ts`, `<name>-supabase.server.ts`); the interface's module never
 * imports its backends, so they can share its error and row helpers without an import cycle.
 * Leads go to Supabase with the anon key or to D1; what the server alone writes (orders, the
 * outbox, consent records, registrations, billing links) goes where the orders go: Supabase with
 * the service-role key or D1. Null (or a store that answers 503) when neither is configured.
 */

export function createLeadStore(config: Config): LeadStore {
  const backend = config.leads;
  switch (backend.kind) {
    case "d1":
      return leadStoreOver(createD1LeadStore(backend.db));
    case "supabase":
      return leadStoreOver(createSupabaseLeadStore({ ...backend, timeoutMs: config.upstreamTimeoutMs }));
    case "none":
      return leadStoreOver(noLeadBackend);
  }
}

/** A store the server alone writes, on the orders' backend; null when there is none. */
function serverStore<T>(
  config: Config,
  d1: (db: D1Database) => T,
  supabase: (options: ServiceRoleOptions) => T,
): T | null {
  const backend = config.orders;
  switch (backend.kind) {
    case "d1":
      return d1(backend.db);
    case "supabase":
      return supabase({ ...backend, timeoutMs: config.upstreamTimeoutMs });
    case "none":
      return null;
  }
}

export const createOrderStore = (config: Config): OrderStore | null =>
  serverStore(config, createD1OrderStore, createSupabaseOrderStore);

/** Null without an order store: messages are then sent once, unqueued. */
export const createOutbox = (config: Config): Outbox | null =>
  serverStore(config, createD1Outbox, createSupabaseOutbox);

export const createConsentStore = (config: Config): ConsentStore | null =>
  serverStore(config, createD1ConsentStore, createSupabaseConsentStore);

export const createRegistrationStore = (config: Config): Registrations | null =>
  serverStore(config, createD1Registrations, createSupabaseRegistrations);

export const createBillingLinkStore = (config: Config): BillingLinks | null =>
  serverStore(config, createD1BillingLinks, createSupabaseBillingLinks);

/** The owner's sign-in and the leads as the owner reads them, on the leads' backend, for one request. */
export interface OwnerBackends {
  auth: OwnerAuth;
  /** Null when no lead store is configured. */
  leads: OwnerLeads | null;
  backend: "d1" | "supabase" | "none";
  /** Whether /owner/recover can reset the account here (Supabase: with the service-role key). */
  canRecover: boolean;
  /** The emailed-link confirmation (Supabase only). */
  confirm: SupabaseOwnerAuth["confirm"] | null;
}

export function createOwnerBackends(config: Config, request: Request): OwnerBackends {
  const backend = config.leads;
  const production = config.environment === "production";
  /** What the site calls itself in authenticator apps. */
  const issuer = config.ownerName;
  switch (backend.kind) {
    case "supabase": {
      const headers = new Headers();
      const client = createRequestSupabase({
        url: backend.url,
        anonKey: backend.anonKey,
        request,
        headers,
        production,
        timeoutMs: config.upstreamTimeoutMs,
      });
      const orders = config.orders;
      const auth = createSupabaseOwnerAuth({
        client,
        headers,
        issuer,
        confirmUrl: `${linkOrigin({ request, context: { config } })}/owner/confirm`,
        // Recovery needs Auth's admin API: only with the service-role key the orders use.
        admin:
          orders.kind === "supabase"
            ? () =>
                createKeySupabase({ url: orders.url, key: orders.serviceRoleKey, timeoutMs: config.upstreamTimeoutMs })
            : null,
      });
      return {
        auth,
        leads: createSupabaseOwnerLeads(client),
        backend: "supabase",
        canRecover: orders.kind === "supabase",
        confirm: auth.confirm,
      };
    }
    case "d1": {
      const auth = createD1OwnerAuth({
        db: backend.db,
        request,
        sessionSecret: config.sessionSecret,
        production,
        iterations: config.owner.passwordHashIterations,
        issuer,
      });
      return { auth, leads: createD1OwnerLeads(backend.db), backend: "d1", canRecover: true, confirm: null };
    }
    case "none":
      return { auth: unconfiguredOwnerAuth(), leads: null, backend: "none", canRecover: false, confirm: null };
  }
}
