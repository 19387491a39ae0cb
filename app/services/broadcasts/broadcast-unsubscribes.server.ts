import type { AppLoadContext } from "@remix-run/cloudflare";
import { broadcastIdOfNonce } from "~/lib/broadcast";
import * as clock from "~/lib/clock";
import { createBroadcastRecords } from "./broadcast-records.server";

/**
 * A broadcast's link carries its id inside the signed token (nothing of the query beside it is
 * read): once the unsubscribe is recorded, it is counted against that broadcast for the owner.
 * Only counted; a failure to count never stops the unsubscribe.
 */
export async function countBroadcastUnsubscribe(
  context: AppLoadContext,
  unsubscribed: { email: string; nonce: string },
) {
  const id = broadcastIdOfNonce(unsubscribed.nonce);
  if (!context.config.d1 || id === null || !Number.isSafeInteger(id) || id <= 0) return;
  try {
    await createBroadcastRecords(context.config.d1).recordUnsubscribe(id, unsubscribed.email, clock.now());
  } catch (error) {
    console.error(`Broadcast unsubscribe not counted: ${error instanceof Error ? error.message : String(error)}`);
  }
}
