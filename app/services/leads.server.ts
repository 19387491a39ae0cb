import type { Config } from "./config.server";
import { createD1LeadStore } from "./leads-d1.server";
import { createSupabaseLeadStore } from "./leads-supabase.server";
import { LeadStoreError, type LeadStore } from "./lead-store.server";

export function createLeadStore(backend: Config["leads"], timeoutMs: number): LeadStore {
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
