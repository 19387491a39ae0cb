import type { Config } from "./config.server";
import type { OrderStore } from "./order-store.server";
import { createD1OrderStore } from "./orders-d1.server";
import { createSupabaseOrderStore } from "./orders-supabase.server";

/** The order store this configuration writes to; null when there is none (no D1, no service-role key). */
export function createOrderStore(backend: Config["orders"], timeoutMs: number): OrderStore | null {
  switch (backend.kind) {
    case "d1":
      return createD1OrderStore(backend.db);
    case "supabase":
      return createSupabaseOrderStore({ ...backend, timeoutMs });
    case "none":
      return null;
  }
}
