import { linkOrigin } from "~/lib/seo";
import type { Config } from "~/server/config.server";
import { createKeySupabase, createRequestSupabase, type ServiceRoleOptions } from "~/server/supabase.server";
import type { ConsentRecords } from "~/services/email/consent-records.server";
import { createD1ConsentRecords } from "~/services/email/consent-records-d1.server";
import { createSupabaseConsentRecords } from "~/services/email/consent-records-supabase.server";
import type { Outbox } from "~/services/email/outbox.server";
import { createD1Outbox } from "~/services/email/outbox-d1.server";
import { createSupabaseOutbox } from "~/services/email/outbox-supabase.server";
import type { RegistrationRecords } from "~/services/events/registration-records.server";
import { createD1RegistrationRecords } from "~/services/events/registration-records-d1.server";
import { createSupabaseRegistrationRecords } from "~/services/events/registration-records-supabase.server";
import type { HeldNotices } from "~/services/email/held-notices.server";
import { createD1HeldNotices } from "~/services/email/held-notices-d1.server";
import { createSupabaseHeldNotices } from "~/services/email/held-notices-supabase.server";
import {
  leadRecordsOver,
  noLeadBackend,
  type LeadInterests,
  type LeadRecords,
} from "~/services/leads/lead-records.server";
import { createD1LeadInterests, createD1LeadRecords } from "~/services/leads/lead-records-d1.server";
import { createSupabaseLeadInterests, createSupabaseLeadRecords } from "~/services/leads/lead-records-supabase.server";
import { unconfiguredOwnerAuth, type OwnerAuth } from "~/services/owner/owner-auth.server";
import { createD1OwnerAuth } from "~/services/owner/owner-auth-d1.server";
import { createSupabaseOwnerAuth, type SupabaseOwnerAuth } from "~/services/owner/owner-auth-supabase.server";
import type { OwnerLeads } from "~/services/owner/owner-leads.server";
import { createD1OwnerLeads } from "~/services/owner/owner-leads-d1.server";
import { createSupabaseOwnerLeads } from "~/services/owner/owner-leads-supabase.server";
import type { BillingLinkRecords } from "~/services/sales/billing-link-records.server";
import { createD1BillingLinkRecords } from "~/services/sales/billing-link-records-d1.server";
import { createSupabaseBillingLinkRecords } from "~/services/sales/billing-link-records-supabase.server";
import type { OrderRecords } from "~/services/sales/order-records.server";
import { createD1OrderRecords } from "~/services/sales/order-records-d1.server";
import { createSupabaseOrderRecords } from "~/services/sales/order-records-supabase.server";

/**
 * Which backend each record module uses: the one place that turns configuration's backends
 * (config.server.ts) into record modules. Every record module is an interface (`<name>.server.ts`) with two
 * backends (`<name>-d1.server.ts`, `<name>-supabase.server.ts`); the interface's module never
 * imports its backends, so they can share its error and row helpers without an import cycle.
 * Leads go to Supabase with the anon key or to D1; what the server alone writes (orders, the
 * outbox and its held notices, consent records, registrations, billing links) goes where the orders go: Supabase with
 * the service-role key or D1. Null (or records that answer 503) when neither is configured.
 */

export function createLeadRecords(config: Config): LeadRecords {
  const backend = config.leads;
  switch (backend.kind) {
    case "d1":
      return leadRecordsOver(createD1LeadRecords(backend.db));
    case "supabase":
      return leadRecordsOver(createSupabaseLeadRecords({ ...backend, timeoutMs: config.upstreamTimeoutMs }));
    case "none":
      return leadRecordsOver(noLeadBackend);
  }
}

/**
 * The email list's leads by interest (a broadcast's interest audience), read on the leads' backend:
 * D1, or Supabase with the service-role key the orders use (the anon key may not read leads). Null
 * when they cannot be read here.
 */
export function createLeadInterests(config: Config): LeadInterests | null {
  const { leads, orders } = config;
  if (leads.kind === "d1") return createD1LeadInterests(leads.db);
  if (leads.kind === "supabase" && orders.kind === "supabase") {
    return createSupabaseLeadInterests({ ...orders, timeoutMs: config.upstreamTimeoutMs });
  }
  return null;
}

/** Records the server alone writes, on the orders' backend; null when there is none. */
function serverRecords<T>(
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

export const createOrderRecords = (config: Config): OrderRecords | null =>
  serverRecords(config, createD1OrderRecords, createSupabaseOrderRecords);

/** Null without an order records: messages are then sent once, unqueued. */
export const createOutbox = (config: Config): Outbox | null =>
  serverRecords(config, createD1Outbox, createSupabaseOutbox);

/** Beside the outbox: without one, notices are sent unqueued and none is held. */
export const createHeldNotices = (config: Config): HeldNotices | null =>
  serverRecords(config, createD1HeldNotices, createSupabaseHeldNotices);

export const createConsentRecords = (config: Config): ConsentRecords | null =>
  serverRecords(config, createD1ConsentRecords, createSupabaseConsentRecords);

export const createRegistrationRecords = (config: Config): RegistrationRecords | null =>
  serverRecords(config, createD1RegistrationRecords, createSupabaseRegistrationRecords);

export const createBillingLinkRecords = (config: Config): BillingLinkRecords | null =>
  serverRecords(config, createD1BillingLinkRecords, createSupabaseBillingLinkRecords);

/** The owner's sign-in and the leads as the owner reads them, on the leads' backend, for one request. */
export interface OwnerBackends {
  auth: OwnerAuth;
  /** Null when no lead records is configured. */
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
