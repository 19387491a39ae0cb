import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Suppression } from "~/lib/suppression";

/**
 * Which of these leads' addresses bounced or complained, for her pages and CSV (read with the
 * server's key, like the subscribers). Unreadable or no consent records: none shown, and logged.
 */
export async function heldAddresses(
  context: AppLoadContext,
  emails: readonly string[],
): Promise<Map<string, Suppression>> {
  const { consent } = context.services;
  if (!consent || emails.length === 0) return new Map();
  try {
    return await consent.suppressions([...new Set(emails.map((email) => email.trim().toLowerCase()))]);
  } catch (error) {
    console.error(`Suppressions not read: ${error instanceof Error ? error.message : String(error)}`);
    return new Map();
  }
}

/** The address's hold, whatever the case it was typed in. */
export const heldOf = (held: Map<string, Suppression>, email: string) => held.get(email.trim().toLowerCase()) ?? null;
