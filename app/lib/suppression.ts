import { ownerTime } from "./owner-time";

/**
 * Addresses mail must not reach again, as Resend reports them (POST /webhooks/resend): a permanent
 * bounce stops list mail (broadcasts, the email list's and the event's messages, reminders, the
 * blueprint, the welcome) but not what a buyer paid for or asked about a purchase; a complaint
 * stops every message to the address. The owner's own notices are never held.
 */

export type SuppressionReason = "bounced" | "complained";

export interface Suppression {
  reason: SuppressionReason;
  /** When Resend said so (ISO). */
  at: string;
}

/** Messages about a purchase: they still reach an address that bounced once (not one that complained). */
const PURCHASE_KINDS = new Set(["buyer-delivery", "payment-failed", "billing-link", "orders-link"]);

/** Messages to the owner herself (notices, her test sends): never held by a visitor's bounce. */
const OWNER_KINDS = new Set(["lead-notice", "order-notice", "owner-code-guessing", "broadcast-test", "welcome-test"]);

/** Whether a message of this kind must not go to an address held for `reason`. */
export function isSuppressed(reason: SuppressionReason | null | undefined, kind: string): boolean {
  if (!reason || OWNER_KINDS.has(kind)) return false;
  return reason === "complained" || !PURCHASE_KINDS.has(kind);
}

const REASON_WORDS: Record<SuppressionReason, string> = { bounced: "Bounced", complained: "Complained" };

/** How her pages and CSV say it: "Bounced Nov 28, 3:04 PM EST" (her time zone). */
export function suppressionText(held: Suppression | null | undefined): string {
  return held ? `${REASON_WORDS[held.reason]} ${ownerTime(held.at)}` : "";
}

/** The leads CSV's column for it. */
export const EMAIL_DELIVERY_LABEL = "Email delivery";
