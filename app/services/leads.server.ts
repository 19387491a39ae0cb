import type { Config } from "./config.server";
import { createD1LeadStore } from "./leads-d1.server";
import { createSupabaseLeadStore } from "./leads-supabase.server";
import { LeadStoreError, type LeadBackend, type LeadStore } from "./lead-store.server";

export function createLeadStore(backend: Config["leads"], timeoutMs: number): LeadStore {
  const store = leadBackend(backend, timeoutMs);
  return {
    async save(lead) {
      try {
        return { saved: true, ...(await store.save(lead)) };
      } catch (error) {
        const status = error instanceof LeadStoreError ? error.status : 502;
        return { saved: false, status, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

function leadBackend(backend: Config["leads"], timeoutMs: number): LeadBackend {
  switch (backend.kind) {
    case "d1":
      return createD1LeadStore(backend.db);
    case "supabase":
      return createSupabaseLeadStore({ ...backend, timeoutMs });
    case "none":
      return {
        async save() {
          throw new LeadStoreError(
            "No lead store is configured: bind LEADS_DB or set SUPABASE_URL and SUPABASE_ANON_KEY.",
            503,
          );
        },
      };
  }
}
