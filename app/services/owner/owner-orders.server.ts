import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { OrderRecords } from "~/services/sales/order-records.server";

/**
 * The orders as the owner's pages read them, after requireSecondLevelOwner has checked the owner
 * at aal2. They are read through the server's order records (D1, or Supabase with the service-role
 * key); without one the page answers 503 and says which binding is missing.
 */
export function requireOrders(context: AppLoadContext): OrderRecords {
  const orders = context.services.orders;
  if (!orders) {
    throw json(
      { message: "No order store is configured: bind LEADS_DB, or set SUPABASE_SERVICE_ROLE_KEY with Supabase." },
      { status: 503 },
    );
  }
  return orders;
}
