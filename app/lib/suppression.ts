import * as v from "valibot";
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

/** What one of Resend's events asks of the site: which addresses to hold, and why (null: nothing). */
export interface WebhookOutcome {
  type: string;
  reason: SuppressionReason | null;
  emails: string[];
}

const EventSchema = v.looseObject({
  type: v.pipe(v.string(), v.maxLength(100)),
  created_at: v.optional(v.string()),
  data: v.optional(
    v.looseObject({
      to: v.optional(v.union([v.array(v.string()), v.string()])),
      bounce: v.optional(v.looseObject({ type: v.optional(v.string()) })),
    }),
  ),
});

/**
 * Reads a verified event (its signature checked already). `email.bounced` holds its recipients
 * unless Resend calls the bounce transient or undetermined; `email.complained` holds them; any
 * other event holds nobody. Null when the body is not an event at all.
 */
export function webhookOutcome(payload: unknown): WebhookOutcome | null {
  const parsed = v.safeParse(EventSchema, payload);
  if (!parsed.success) return null;
  const event = parsed.output;
  const to = event.data?.to;
  const emails = (Array.isArray(to) ? to : to ? [to] : [])
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address.length >= 3 && address.length <= 320 && address.includes("@"));
  if (event.type === "email.complained") return { type: event.type, reason: "complained", emails };
  if (event.type === "email.bounced") {
    const kind = event.data?.bounce?.type?.toLowerCase();
    const permanent = kind === undefined || kind === "permanent" || kind === "hard";
    return { type: event.type, reason: permanent ? "bounced" : null, emails: permanent ? emails : [] };
  }
  return { type: event.type, reason: null, emails: [] };
}

const REASON_WORDS: Record<SuppressionReason, string> = { bounced: "Bounced", complained: "Complained" };

/** How her pages and CSV say it: "Bounced Nov 28, 3:04 PM EST" (her time zone). */
export function suppressionText(held: Suppression | null | undefined): string {
  return held ? `${REASON_WORDS[held.reason]} ${ownerTime(held.at)}` : "";
}

/** The leads CSV's column for it. */
export const EMAIL_DELIVERY_LABEL = "Email delivery";
