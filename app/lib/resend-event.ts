import * as v from "valibot";
import type { SuppressionReason } from "./suppression";

/**
 * Resend's webhook events read (POST /webhooks/resend). Apart from suppression.ts, which the
 * owner's pages use: its schema is built when the module loads, and would bring valibot into
 * their browser code.
 */

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
